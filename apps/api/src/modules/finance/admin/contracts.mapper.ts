import {
  type AdminContract,
  type AdminParcel,
  contractTotals,
  type IsoDate,
  isManualPayment,
  type ParcelNumber,
  parcelCharge,
  parcelDisplay,
  parcelNumbers,
  paymentMethodName,
  toReais,
} from '@portal/domain';
import type { AdminContractRow, ParcelRecord } from './contracts.repository';

const money = (cents: number) => toReais(cents);

/** A provider's parcel the producer gave 'baixa' to (decision 62): paid, and recorded by a user. */
export function isSettledByProducer(p: ParcelRecord): boolean {
  return !isManualPayment(p) && p.paidOn !== null && p.recordedBy !== null;
}

/** What the numbering of decision 125 reads of a stored parcel. */
export const numberFacts = (p: ParcelRecord) => ({
  id: p.id,
  kind: p.kind,
  dueOn: p.dueOn,
  visible: p.visible,
  cancelled: p.cancelledAt !== null,
  admin: p.admin,
  manual: isManualPayment(p),
});

/** 'Parcela 3/12' of each scheduled parcel of a contract (decision 125). */
export const numbersOf = (list: readonly ParcelRecord[]) => parcelNumbers(list.map(numberFacts));

/** A parcel as the producer sees it, hidden ones included, with the display of spec A §4. */
export function toAdminParcel(
  p: ParcelRecord,
  today: IsoDate,
  numero: ParcelNumber | null = null,
): AdminParcel {
  const manual = isManualPayment(p);
  const cancelled = p.cancelledAt !== null;
  const shown = parcelDisplay({ parcforma: p.method, parcvencimento: p.dueOn, parcpagoem: p.paidOn }, today);
  return {
    id: p.id,
    tipo: p.kind,
    forma: p.method,
    formaNome: paymentMethodName(p.method) ?? String(p.method),
    titulo: p.title,
    valor: money(p.amountCents),
    cobrado: money(
      parcelCharge({
        parcvalor: p.amountCents,
        parcdesconto: p.discountCents,
        parcacrescimo: p.surchargeCents,
        parctaxa: p.feeCents,
      }),
    ),
    vencimento: p.dueOn,
    pagoEm: p.paidOn,
    valorPago: p.paidCents === null ? null : money(p.paidCents),
    documento: p.document,
    admin: p.admin,
    origem: p.origin,
    visivel: p.visible,
    provedor: p.provider,
    situacao: cancelled
      ? { label: 'Cancelado', tone: 'muted' }
      : !p.visible
        ? { label: 'Oculta', tone: 'muted' }
        : { label: shown.label, tone: shown.tone },
    manual,
    baixa: isSettledByProducer(p),
    cancelado: cancelled,
    motivoCancelamento: p.cancelReason,
    numero,
  };
}

/** A contract with its figures (the student's own view computes the same, spec A §1, §2). */
export function toAdminContract(c: AdminContractRow, today: IsoDate): AdminContract {
  const totals = contractTotals({
    cttotalprazo: c.totalTermCents,
    parcels: c.parcels.map((p) => ({
      parcvalor: p.amountCents,
      parcdesconto: p.discountCents,
      parcacrescimo: p.surchargeCents,
      parctipo: p.kind,
      parcpagoem: p.paidOn,
      parcvisivel: p.visible ? 1 : 0,
    })),
    extras: c.extras.map((e) => ({ exvalor: e.amountCents })),
    packageItems: c.items.map((i) => ({
      pctItemValor: i.unitCents,
      pctItemQuant: i.quantity,
      pctItemAtivo: i.active ? 1 : 0,
    })),
  });
  const numbers = numbersOf(c.parcels);
  return {
    id: c.id,
    valor: money(c.totalTermCents),
    pdf: c.pdfUrl,
    assinadoEm: c.signedOn,
    totais: {
      valor: money(totals.contractValue),
      ajuste: money(totals.adjustment),
      extras: money(totals.extrasTotal),
      pacotes: money(totals.packageItemsTotal),
      pago: money(totals.totalPaid),
      emAbertoContrato: money(totals.contractRemaining),
      emAbertoExtras: money(totals.extrasRemaining),
    },
    parcelas: c.parcels.map((p) => toAdminParcel(p, today, numbers.get(p.id) ?? null)),
    extras: c.extras.map((e) => ({ id: e.id, descricao: e.description, valor: money(e.amountCents) })),
    itens: c.items.map((i) => ({
      id: i.id,
      nome: i.name,
      descricao: i.description,
      valor: money(i.unitCents),
      quantidade: i.quantity,
      ativo: i.active,
      reservado: i.reserved,
    })),
  };
}
