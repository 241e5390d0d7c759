import { sql } from 'drizzle-orm';
import type { Db, SqlResult } from '../../../db/client';

/** A visible parcel as the contract view reads it (money in centavos, dates yyyy-MM-dd). */
export type ParcelRow = {
  id: number;
  contractId: number;
  amountCents: number;
  discountCents: number;
  surchargeCents: number;
  feeCents: number;
  kind: string;
  method: number;
  dueOn: string;
  transaction: string | null;
  admin: string | null;
  origin: string | null;
  title: string | null;
  orderId: number | null;
  paidOn: string | null;
  paidCents: number | null;
  document: string | null;
  cashDiscount: boolean;
  groupKey: string | null;
  instalments: number;
  createdAt: string;
};

export type ContractRow = {
  id: number;
  totalTermCents: number;
  pdfUrl: string | null;
  parcels: ParcelRow[];
  extras: { id: number; description: string; amountCents: number }[];
  items: {
    id: number;
    name: string;
    description: string | null;
    unitCents: number;
    quantity: number;
    active: boolean;
    reserved: number;
  }[];
};

/** The student's flags, the graduation's finance terms (AlFormDados) and every contract, in one row. */
export type FinanceRow = {
  studentId: number;
  guest: boolean;
  restricted: boolean;
  committee: boolean;
  coordinator: boolean;
  addressReviewedAt: string | null;
  priceTermCents: number;
  priceCashCents: number;
  cashLimitDate: string | null;
  interestFreeInstalments: number;
  cardLimitDate: string | null;
  interestRateBp: number;
  minimumPaidPercent: number;
  contractUrl: string | null;
  contracts: ContractRow[];
  /** md5 of the contracts' JSON as the database wrote it: what the contract view is memoized on. */
  contractsHash: string;
};

/**
 * GET /perfil/financeiro in one round trip (decision 64: among the cheapest calls): the registration, its
 * graduation and its contracts with their visible parcels, extras and package items, aggregated as JSON
 * by the database, with a digest of that JSON for the view's memo (decision 64). Every subquery follows an index (contracts_student_idx, parcels_contract_idx,
 * extras_contract_idx, package_items_contract_idx).
 */
const FINANCE_SQL = (studentId: number) => sql`
  select s.id as "studentId", s.guest, s.restricted, s.committee, s.coordinator,
    s.address_reviewed_at::text as "addressReviewedAt",
    g.price_term_cents as "priceTermCents", g.price_cash_cents as "priceCashCents",
    g.cash_limit_date::text as "cashLimitDate", g.interest_free_instalments as "interestFreeInstalments",
    g.card_limit_date::text as "cardLimitDate", g.interest_rate_bp as "interestRateBp",
    g.minimum_paid_percent as "minimumPaidPercent", g.contract_url as "contractUrl",
    v.contracts, md5(v.contracts::text) as "contractsHash"
  from students s
  join graduations g on g.id = s.graduation_id
  cross join lateral (select coalesce((
      select json_agg(json_build_object(
        'id', c.id, 'totalTermCents', c.total_term_cents, 'pdfUrl', c.pdf_url,
        'parcels', coalesce((
          select json_agg(json_build_object(
            'id', p.id, 'contractId', p.contract_id, 'amountCents', p.amount_cents,
            'discountCents', p.discount_cents, 'surchargeCents', p.surcharge_cents, 'feeCents', p.fee_cents,
            'kind', p.kind, 'method', p.method, 'dueOn', p.due_on, 'transaction', p.transaction,
            'admin', p.admin, 'origin', p.origin, 'title', p.title, 'orderId', p.order_id,
            'paidOn', p.paid_on, 'paidCents', p.paid_cents, 'document', p.document,
            'cashDiscount', p.cash_discount, 'groupKey', p.group_key, 'instalments', p.instalments,
            'createdAt', p.created_at
          ) order by p.due_on, p.id)
          from parcels p where p.contract_id = c.id and p.visible), '[]'::json),
        'extras', coalesce((
          select json_agg(json_build_object(
            'id', e.id, 'description', e.description, 'amountCents', e.amount_cents) order by e.id)
          from extras e where e.contract_id = c.id), '[]'::json),
        'items', coalesce((
          select json_agg(json_build_object(
            'id', i.id, 'name', i.name, 'description', i.description, 'unitCents', i.unit_cents,
            'quantity', i.quantity, 'active', i.active, 'reserved', i.reserved) order by i.id)
          from package_items i where i.contract_id = c.id), '[]'::json)
      ) order by c.id)
      from contracts c where c.student_id = s.id), '[]'::json) as contracts) v
  where s.id = ${studentId}`;

export function financeRepository(db: Db) {
  return {
    async financeOf(studentId: number): Promise<FinanceRow | undefined> {
      const result = (await db.execute(FINANCE_SQL(studentId))) as unknown as SqlResult;
      const row = result.rows[0];
      if (!row) return undefined;
      // Both drivers parse json; a driver that hands text back is parsed here.
      const contracts = typeof row.contracts === 'string' ? JSON.parse(row.contracts) : row.contracts;
      return { ...(row as unknown as FinanceRow), contracts: contracts as ContractRow[] };
    },
  };
}

export type FinanceRepository = ReturnType<typeof financeRepository>;
