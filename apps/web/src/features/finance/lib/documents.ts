import { type FinanceResponse, type FinanceViewContract, paymentMethodName, toCents } from '@portal/domain';
import { chargeOf } from './money';

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
}

/** The contract statement (decision 58): every visible parcel, what it charged and what was paid, with sums. */
export function statementOf(contract: FinanceViewContract): {
  lines: StatementLine[];
  paidSum: number;
  openSum: number;
} {
  const lines = contract.AlParcelas.filter((p) => p.parcvisivel === 1).map((p) => ({
    parcid: p.parcid,
    title: p.parctitulo ?? p.parctipo,
    method: paymentMethodName(p.parcforma) ?? '—',
    due: p.parcvencimento,
    charged: chargeOf(p),
    paidOn: p.parcpagoem,
    paid: p.parcpagoem === null ? null : toCents(p.parcvalorpago ?? p.parcvalor),
    label: p.situacao.label,
  }));
  const paidSum = lines.reduce((sum, l) => sum + (l.paid ?? 0), 0);
  const openSum = lines.reduce((sum, l) => sum + (l.paid === null ? l.charged : 0), 0);
  return { lines, paidSum, openSum };
}
