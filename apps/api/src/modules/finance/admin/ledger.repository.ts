import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, SqlResult } from '../../../db/client';
import { graduations } from '../../../db/schema/index';

export type LedgerRow = {
  id: number;
  provider: string;
  eventId: string;
  chargeRef: string;
  status: 'approved' | 'refused' | 'pending';
  amountCents: number | null;
  paidOn: string | null;
  receivedAt: string;
  processedAt: string | null;
  outcome: string;
  parcelId: number | null;
  chargeCents: number | null;
  studentId: number | null;
  studentName: string | null;
  graduationId: number | null;
  graduationName: string | null;
};

export type OverpaymentRow = {
  id: number;
  reason: 'order_already_paid' | 'parcel_already_paid' | 'beyond_balance';
  amountCents: number;
  status: 'to_refund' | 'refunded';
  parcelId: number;
  orderId: number | null;
  studentId: number;
  studentName: string;
  provider: string | null;
  eventId: string | null;
  paidOn: string | null;
  createdAt: string;
  refundedAt: string | null;
  refundNote: string | null;
};

export type ChargeRow = {
  parcelId: number;
  studentId: number;
  studentName: string;
  method: number;
  kind: string;
  chargeCents: number;
  dueOn: string;
  createdAt: string;
};

const OVERPAYMENT_SELECT = sql`
  select o.id, o.reason, o.amount_cents as "amountCents", o.status, p.id as "parcelId",
    p.order_id as "orderId", s.id as "studentId", s.first_name || ' ' || s.surname as "studentName",
    e.provider, e.event_id as "eventId", e.paid_on::text as "paidOn", o.created_at as "createdAt",
    o.refunded_at as "refundedAt", o.refund_note as "refundNote"
  from overpayments o
  join parcels p on p.id = o.parcel_id
  join contracts c on c.id = p.contract_id
  join students s on s.id = c.student_id
  left join payment_events e on e.id = o.payment_event_id`;

const fixOverpayment = (x: OverpaymentRow): OverpaymentRow => ({
  ...x,
  amountCents: Number(x.amountCents),
  createdAt: iso(x.createdAt)!,
  refundedAt: iso(x.refundedAt),
});

const CHARGE = sql`(p.amount_cents - p.discount_cents + p.surcharge_cents + p.fee_cents)`;

/**
 * An event's parcel: the one the job wrote, or, while the event is still queued, the parcel that holds
 * the provider's charge (parcels_provider_ref_idx), so a queued event is already attributed.
 */
const EVENT_JOINS = sql`
  left join parcels p on p.id = coalesce(e.parcel_id, (
    select q.id from parcels q where q.provider = e.provider and q.provider_ref = e.charge_ref limit 1))
  left join contracts c on c.id = p.contract_id
  left join students s on s.id = c.student_id
  left join graduations g on g.id = s.graduation_id`;

const EVENT_COLUMNS = sql`
  e.id, e.provider, e.event_id as "eventId", e.charge_ref as "chargeRef", e.status,
  e.amount_cents as "amountCents", e.paid_on::text as "paidOn", e.received_at as "receivedAt",
  e.processed_at as "processedAt", e.outcome, p.id as "parcelId",
  case when p.id is null then null else ${CHARGE} end as "chargeCents",
  s.id as "studentId", case when s.id is null then null else s.first_name || ' ' || s.surname end as "studentName",
  g.id as "graduationId", g.name as "graduationName"`;

/** A charge still waiting: unpaid, and not the leftover of an order paid another way (decision 101). */
const OPEN = sql`(p.paid_on is null
  and not exists (select 1 from orders o where o.id = p.order_id and o.paid_on is not null))`;

const rowsOf = <T>(r: unknown) => (r as SqlResult).rows as unknown as T[];
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));
const fix = (r: LedgerRow): LedgerRow => ({
  ...r,
  receivedAt: iso(r.receivedAt)!,
  processedAt: iso(r.processedAt),
});

/**
 * A page of notifications filtered on their own columns: kept first on payment_events_received_id_idx (or
 * _outcome_received_idx), then joined (decision 127).
 */
export function notificationsPage(filter: { outcome?: string; limit: number; after?: number }): SQL {
  const own = [
    filter.outcome === undefined ? undefined : sql`e.outcome = ${filter.outcome}`,
    eventsAfter(filter.after),
  ].filter((x) => x !== undefined);
  const where = own.length ? sql`where ${sql.join(own, sql` and `)}` : sql``;
  return sql`with e as (select * from payment_events e ${where}
      order by e.received_at desc, e.id desc limit ${filter.limit})
    select ${EVENT_COLUMNS} from e ${EVENT_JOINS} order by e.received_at desc, e.id desc`;
}

/**
 * The keyset of every notification list (decision 141): newest first, after the notification `after` (the
 * last of the page before). Its own time is read back, so no precision is lost in the cursor.
 */
function eventsAfter(after: number | undefined): SQL | undefined {
  return after === undefined
    ? undefined
    : sql`(e.received_at, e.id) < ((select x.received_at from payment_events x where x.id = ${after}::int), ${after}::int)`;
}

/** The provider notifications (payment_events) and the reconciliation of charges against them (decision 62). */
export function ledgerRepository(db: Db) {
  return {
    async graduation(id: number) {
      const [row] = await db
        .select({ id: graduations.id, name: graduations.name })
        .from(graduations)
        .where(eq(graduations.id, id));
      return row;
    },

    async events(filter: {
      graduationId?: number;
      studentId?: number;
      outcome?: string;
      limit: number;
      after?: number;
    }): Promise<{ rows: LedgerRow[]; total: number }> {
      const where: SQL[] = [];
      if (filter.graduationId !== undefined) where.push(sql`g.id = ${filter.graduationId}`);
      if (filter.studentId !== undefined) where.push(sql`s.id = ${filter.studentId}`);
      if (filter.outcome !== undefined) where.push(sql`e.outcome = ${filter.outcome}`);
      const clause = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      const after = eventsAfter(filter.after);
      const paged = after === undefined ? clause : sql`where ${sql.join([...where, after], sql` and `)}`;
      if (filter.graduationId === undefined && filter.studentId === undefined) {
        // Filtered on the notification's own columns only: keep the page first on payment_events_received_id_idx
        // (or _outcome_received_idx), then join its parcels; each join finds at most one row, so the count needs
        // none (decision 127).
        const own = filter.outcome === undefined ? sql`` : sql`where e.outcome = ${filter.outcome}`;
        const [page, count] = await Promise.all([
          db.execute(notificationsPage(filter)),
          db.execute(sql`select count(*)::int as n from payment_events e ${own}`),
        ]);
        return {
          rows: rowsOf<LedgerRow>(page).map(fix),
          total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
        };
      }
      const [page, count] = await Promise.all([
        db.execute(sql`select ${EVENT_COLUMNS} from payment_events e ${EVENT_JOINS} ${paged}
          order by e.received_at desc, e.id desc limit ${filter.limit}`),
        db.execute(sql`select count(*)::int as n from payment_events e ${EVENT_JOINS} ${clause}`),
      ]);
      return {
        rows: rowsOf<LedgerRow>(page).map(fix),
        total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
      };
    },

    /**
     * The totals of a graduation's parcels with a charge made at a provider or a bank (transaction set), visible
     * ones, in one aggregate (decision 127): created, confirmed by a provider, and open. A leftover charge of an
     * order paid another way waits for nothing (decision 101): it is not open.
     */
    async chargeTotals(graduationId: number) {
      const r = await db.execute(sql`
        select count(*)::int as created, coalesce(sum(x.charge), 0)::float8 as "createdCents",
          (count(*) filter (where x.confirmed))::int as confirmed,
          coalesce(sum(x.confirmed_cents), 0)::float8 as "confirmedCents",
          (count(*) filter (where x.open))::int as open,
          coalesce(sum(x.charge) filter (where x.open), 0)::float8 as "openCents"
        from (
          select ${CHARGE} as charge,
            (select sum(e.amount_cents) from payment_events e
              where e.parcel_id = p.id and e.outcome = 'applied') as confirmed_cents,
            exists (select 1 from payment_events e where e.parcel_id = p.id and e.outcome = 'applied') as confirmed,
            ${OPEN} as open
          from parcels p
          join contracts c on c.id = p.contract_id
          join students s on s.id = c.student_id
          where s.graduation_id = ${graduationId} and p.visible and p.transaction is not null
        ) x`);
      const row = rowsOf<Record<string, number>>(r)[0] ?? {};
      const n = (k: string) => Number(row[k] ?? 0);
      return {
        created: n('created'),
        createdCents: n('createdCents'),
        confirmed: n('confirmed'),
        confirmedCents: n('confirmedCents'),
        open: n('open'),
        openCents: n('openCents'),
      };
    },

    /** One page of the open charges, by due date then id, after `after` (the keyset, decision 127). */
    async openCharges(graduationId: number, limit: number, after?: { dueOn: string; id: number }) {
      const r = await db.execute(sql`
        select p.id as "parcelId", s.id as "studentId", s.first_name || ' ' || s.surname as "studentName",
          p.method, p.kind, ${CHARGE} as "chargeCents", p.due_on::text as "dueOn", p.created_at as "createdAt"
        from parcels p
        join contracts c on c.id = p.contract_id
        join students s on s.id = c.student_id
        where s.graduation_id = ${graduationId} and p.visible and p.transaction is not null and ${OPEN}
          ${after ? sql`and (p.due_on, p.id) > (${after.dueOn}::date, ${after.id})` : sql``}
        order by p.due_on, p.id
        limit ${limit}`);
      return rowsOf<ChargeRow>(r).map((x) => ({
        ...x,
        createdAt: iso(x.createdAt)!,
        chargeCents: Number(x.chargeCents),
      }));
    },

    /** A graduation's paid manual parcels (visible): what the producer recorded by hand. */
    async manualTotals(graduationId: number, origin: string) {
      const r = await db.execute(sql`
        select count(*)::int as n, coalesce(sum(p.paid_cents), 0)::int as cents
        from parcels p
        join contracts c on c.id = p.contract_id
        join students s on s.id = c.student_id
        where s.graduation_id = ${graduationId} and p.visible and p.origin = ${origin}
          and p.paid_on is not null`);
      const row = rowsOf<{ n: number; cents: number }>(r)[0];
      return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
    },

    /**
     * Money this graduation's students paid beyond what was owed, to refund (decision 101), newest first, a
     * page after the overpayment `after` (keyset, decision 141), and how many there are.
     */
    async overpayments(
      graduationId: number,
      limit: number,
      after?: number,
    ): Promise<{ rows: OverpaymentRow[]; total: number }> {
      const keyset =
        after === undefined
          ? sql``
          : sql`and (o.created_at, o.id) < ((select x.created_at from overpayments x where x.id = ${after}::int), ${after}::int)`;
      const [page, count] = await Promise.all([
        db.execute(sql`${OVERPAYMENT_SELECT} where s.graduation_id = ${graduationId} ${keyset}
          order by o.created_at desc, o.id desc limit ${limit}`),
        db.execute(sql`select count(*)::int as n from overpayments o
          join parcels p on p.id = o.parcel_id
          join contracts c on c.id = p.contract_id
          join students s on s.id = c.student_id
          where s.graduation_id = ${graduationId}`),
      ]);
      return {
        rows: rowsOf<OverpaymentRow>(page).map(fixOverpayment),
        total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
      };
    },

    async overpayment(id: number): Promise<OverpaymentRow | undefined> {
      const r = await db.execute(sql`${OVERPAYMENT_SELECT} where o.id = ${id}`);
      const row = rowsOf<OverpaymentRow>(r)[0];
      return row && fixOverpayment(row);
    },

    /** Marks an overpayment refunded, once: false when it is unknown or was already marked. */
    async markRefunded(id: number, note: string): Promise<boolean> {
      const r = await db.execute(sql`update overpayments
        set status = 'refunded', refunded_at = now(), refund_note = ${note}
        where id = ${id} and status = 'to_refund' returning id`);
      return rowsOf(r).length > 0;
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
