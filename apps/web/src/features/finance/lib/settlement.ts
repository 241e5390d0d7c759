import type { FinanceViewContract } from '@portal/domain';
import { brl } from './money';
import { parcelTitle } from './parcel-title';

type Parcel = FinanceViewContract['AlParcelas'][number];

/** How the card, the statement and the receipt word the allocation of decision 129: one text each place. */
export const settlementTexts = {
  settled: 'Quitada pelos seus pagamentos.',
  partly: (paid: string, open: string) => `Já pago ${paid} desta parcela; faltam ${open}.`,
  settledBy: (list: string) => `Quitou ${list}.`,
} as const;

const joinPt = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/**
 * The line under a parcel (decision 129): for a scheduled parcel, what free payments settled of it; for a
 * free payment, which scheduled parcels it settled ('Quitou Parcela 3/5 e R$ 84,00 da Parcela 5/5.').
 * Null when there is nothing to add (a parcel paid itself, an open one untouched, an unpaid charge).
 */
export function settlementText(parcel: Parcel, contract: FinanceViewContract): string | null {
  const q = parcel.quitacao;
  if (q?.situacao === 'settled') return settlementTexts.settled;
  if (q?.situacao === 'partlySettled') return settlementTexts.partly(brl(q.coberto), brl(q.aberto));
  if (!parcel.quita?.length) return null;
  const names = parcel.quita.map(({ parcid, valor }) => {
    const target = contract.AlParcelas.find((p) => p.parcid === parcid);
    const name = target ? parcelTitle(target) : `parcela nº ${parcid}`;
    const whole = target?.quitacao !== undefined && target.quitacao !== null && valor === target.parcvalor;
    return whole ? name : `${brl(valor)} da ${name}`;
  });
  return settlementTexts.settledBy(joinPt(names));
}
