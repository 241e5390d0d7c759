import { type FinanceResponse, type FinanceViewContract, paymentMethodName, toCents } from '@portal/domain';
import { chargeOf } from './money';
import { parcelTitle } from './parcel-title';
import { settlementText } from './settlement';

type Parcel = FinanceViewContract['AlParcelas'][number];

/** A paid parcel and its contract, for its receipt; null when there is none or it is not paid yet. */
export function findParcel(
  data: FinanceResponse,
  parcid: number,
): { contract: FinanceViewContract; parcel: Parcel } | null {
  for (const contract of data) {
    const parcel = contract.AlParcelas.find((p) => p.parcid === parcid);
    if (parcel) return { contract, parcel };
  }
  return null;
}

/** One line of the statement: a visible parcel, paid or open. */
export interface StatementLine {
  parcid: number;
  title: string;
  method: string;
  due: string;
  charged: number;
  paidOn: string | null;
  paid: number | null;
  label: string;
  /** What free payments settled of it, or what it settled (decision 129), or null. */
  note: string | null;
}

/**
 * The contract statement (decision 58): every visible parcel, what it charged and what was paid, with the
 * sum paid. What is still owed is the contract view's one 'Em aberto' figure (decision 129), never a sum of
 * open rows: an unconfirmed charge or a parcel a free payment settled would count twice.
 */
export function statementOf(contract: FinanceViewContract): {
  lines: StatementLine[];
  paidSum: number;
} {
  const lines = contract.AlParcelas.filter((p) => p.parcvisivel === 1).map((p) => ({
    parcid: p.parcid,
    title: parcelTitle(p),
    method: paymentMethodName(p.parcforma) ?? '—',
    due: p.parcvencimento,
    charged: chargeOf(p),
    paidOn: p.parcpagoem,
    paid: p.parcpagoem === null ? null : toCents(p.parcvalorpago ?? p.parcvalor),
    label: p.situacao.label,
    note: settlementText(p, contract),
  }));
  const paidSum = lines.reduce((sum, l) => sum + (l.paid ?? 0), 0);
  return { lines, paidSum };
}
