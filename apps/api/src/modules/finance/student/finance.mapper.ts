import {
  adjustmentKind,
  allocatedParcelDisplay,
  allocatePayments,
  type ChooserContext,
  type ContractTotals,
  chooserState,
  contractTotals,
  type Extra,
  type FinanceTerms,
  type FinanceViewContract,
  type IsoDate,
  instalmentLimitReason,
  isManualPayment,
  overdueNotice,
  type PackageItem,
  type Parcel,
  type PaymentSettings,
  parcelDisplayName,
  parcelNumbers,
  parcelToWire,
  toReais,
} from '@portal/domain';
import type { ContractRow, FinanceRow, ParcelRow } from './finance.repository';

/** A stored parcel in the spec's field names (spec A §3), money in centavos. */
export function toParcel(p: ParcelRow): Parcel {
  return {
    parcid: p.id,
    parcconta: p.contractId,
    parcvalor: p.amountCents,
    parcdesconto: p.discountCents,
    parcacrescimo: p.surchargeCents,
    parctipo: p.kind,
    parcforma: p.method,
    parcvencimento: p.dueOn,
    parctransacao: p.transaction,
    parcadmin: p.admin,
    parcorigem: p.origin,
    parctaxa: p.feeCents,
    parctitulo: p.title,
    parcvenda: p.orderId,
    parcpagoem: p.paidOn,
    parcvalorpago: p.paidCents,
    parcdoc: p.document,
    parcdescavista: p.cashDiscount ? 1 : 0,
    // The database's own text of the timestamp (ISO 8601 with offset): no Date round trip per parcel.
    parctimestamp: p.createdAt,
    // The repository reads visible parcels only (spec A §2: parcvisivel = 1).
    parcvisivel: 1,
    parcagrupador: p.groupKey,
    parcgrupo: null,
  };
}

const toExtra = (e: ContractRow['extras'][number]): Extra => ({
  excodigo: e.id,
  exdescricao: e.description,
  exvalor: e.amountCents,
});

const toPackageItem = (i: ContractRow['items'][number]): PackageItem => ({
  pctItemId: i.id,
  pctItemNome: i.name,
  pctItemDesc: i.description,
  pctItemValor: i.unitCents,
  pctItemQuant: i.quantity,
  pctItemAtivo: i.active ? 1 : 0,
  pctItemReservado: i.reserved,
});

/** The finance fields of AlFormDados (spec A §3) from the graduation's columns. */
export function termsOf(row: FinanceRow): FinanceTerms {
  return {
    FormValorPrazo: row.priceTermCents,
    FormValor: row.priceCashCents,
    FormLimiteAvista: row.cashLimitDate,
    FormLimiteSemJuros: row.interestFreeInstalments,
    FormLimiteCartao: row.cardLimitDate,
    FormTaxa: row.interestRateBp / 100,
    FormMinimoPago: row.minimumPaidPercent,
  };
}

/** A contract in domain terms, with its totals (spec A §1, §2). */
export function contractOf(c: ContractRow) {
  const parcels = c.parcels.map(toParcel);
  const extras = c.extras.map(toExtra);
  const packageItems = c.items.map(toPackageItem);
  const totals = contractTotals({ cttotalprazo: c.totalTermCents, parcels, extras, packageItems });
  // Free payments settle the scheduled parcels oldest due first (decision 129).
  const allocation = allocatePayments(parcels);
  // 'Parcela 3/12' per contract (decision 125): the repository reads visible parcels only, so none is cancelled.
  const numbers = parcelNumbers(
    c.parcels.map((p) => ({
      id: p.id,
      kind: p.kind,
      dueOn: p.dueOn,
      visible: true,
      cancelled: false,
      admin: p.admin,
      manual: isManualPayment(p),
    })),
  );
  return {
    id: c.id,
    totalTermCents: c.totalTermCents,
    pdfUrl: c.pdfUrl,
    numbers,
    parcels,
    allocation,
    extras,
    packageItems,
    totals,
  };
}
export type FinanceContract = ReturnType<typeof contractOf>;

/** What the chooser rules of the domain need for one contract. */
export function chooserContext(
  row: FinanceRow,
  totals: ContractTotals,
  settings: PaymentSettings,
  today: IsoDate,
): ChooserContext {
  return { today, restricted: row.restricted, terms: termsOf(row), totals, settings };
}

const bounds = (b: { minimum: number; maximum: number }) => ({
  minimo: toReais(b.minimum),
  maximo: toReais(b.maximum),
});

/** One block of the contract view (spec A §2, §4) on the wire. */
export function toViewContract(
  row: FinanceRow,
  contract: FinanceContract,
  settings: PaymentSettings,
  today: IsoDate,
): FinanceViewContract {
  const { totals } = contract;
  const ctx = chooserContext(row, totals, settings, today);
  const chooser = chooserState(ctx);
  return {
    ctid: contract.id,
    cttotalprazo: toReais(contract.totalTermCents),
    ctpdf: contract.pdfUrl ?? row.contractUrl,
    AlParcelas: contract.parcels.map((p) => {
      const settled = contract.allocation.byParcel.get(p.parcid);
      return {
        ...parcelToWire(p),
        situacao: allocatedParcelDisplay(p, settled, today),
        numero: contract.numbers.get(p.parcid) ?? null,
        quitacao: settled
          ? {
              situacao: settled.settlement,
              coberto: toReais(settled.coveredCents),
              aberto: toReais(settled.openCents),
            }
          : null,
        quita: (contract.allocation.applied.get(p.parcid) ?? []).map((a) => ({
          parcid: a.parcid,
          valor: toReais(a.cents),
        })),
      };
    }),
    AlExtras: contract.extras.map((e) => ({ ...e, exvalor: toReais(e.exvalor) })),
    ItensPacotes: contract.packageItems.map((i) => ({ ...i, pctItemValor: toReais(i.pctItemValor) })),
    totais: {
      valor: toReais(totals.contractValue),
      ajuste: toReais(totals.adjustment),
      tipoAjuste: adjustmentKind(totals.adjustment),
      extras: toReais(totals.extrasTotal),
      pacotes: toReais(totals.packageItemsTotal),
      pago: toReais(totals.totalPaid),
      emAberto: toReais(totals.remaining),
    },
    pagamento: {
      formas: chooser.methods,
      tipos: chooser.types,
      limites: { Contrato: bounds(chooser.bounds.Contrato), Extras: bounds(chooser.bounds.Extras) },
      maxParcelas: chooser.maxInstalments,
      semJuros: ctx.terms.FormLimiteSemJuros,
      taxaJuros: ctx.terms.FormTaxa,
      taxaBoleto: toReais(settings.boletoFee),
      motivoParcelas: instalmentLimitReason(today, ctx.terms, settings),
    },
    avista: chooser.cashDiscountNotice,
    aviso: overdueNotice(contract.parcels, contract.allocation, today, (parcid) => {
      const p = contract.parcels.find((x) => x.parcid === parcid);
      return p ? parcelDisplayName({ ...p, numero: contract.numbers.get(parcid) }) : 'A parcela';
    }),
  };
}
