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

/**
 * A charge still waiting: unpaid, and not the leftover of an order paid another way (decision 101). The
 * order is read by its key for the parcels that have one (decision 144): written as NOT EXISTS, the planner
 * could hash every paid order (16k at a large producer's size) for a class's few.
 */
const OPEN = sql`(p.paid_on is null
  and (p.order_id is null or (select o.paid_on from orders o where o.id = p.order_id) is null))`;

/**
 * The contracts of a graduation's students as one array, found on students_graduation_name_idx and
 * contracts_student_idx once per query (decision 144): the parcels are then read on parcels_contract_idx,
 * where a join let the planner read all contracts (10k at a large producer's size) for every query.
 */
const classContracts = (graduationId: number) =>
  sql`array(select c.id from contracts c where c.student_id = any(array(
    select s.id from students s where s.graduation_id = ${graduationId})))`;

/** How many notifications there are (with this outcome), from their tallies (migration 0038, decision 144). */
const tallied = (outcome: string | undefined) =>
  sql`select coalesce(sum(t.n), 0)::int as n from payment_event_tallies t
    ${outcome === undefined ? sql`` : sql`where t.outcome = ${outcome}`}`;

const rowsOf = <T>(r: unknown) => (r as SqlResult).rows as unknown as T[];
/**
 * A timestamp as ISO 8601 in UTC whatever the driver gave: PGlite a Date, PostgreSQL through drizzle the
 * server's text ('2026-11-27 02:51:24.123456+00'), which Safari's Date cannot read.
 */
const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();
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

/**
 * A graduation's reconciliation of its charges in one pass over its parcels (decision 144): the totals of
 * the charged visible ones (created, confirmed by a provider, open) and of the paid manual ones (`origin`),
 * and one page of the open charges by due date then id after `after` (the keyset, decision 127), the
 * students named after the page is cut. One row per charge of the page, each with the totals; one row with
 * the totals alone when the page is empty.
 *
 * With `mismatches` (a page size), the same statement also answers the class's amount mismatches (decision
 * 152): the notifications whose parcel is one of the class's, read from the parcels already in hand instead
 * of a second walk over them, newest first, that many rows after the charges (`list` 'm', in `ord` order),
 * each with `total`, the number of them all.
 */
export function classChargesQuery(
  graduationId: number,
  origin: string,
  limit: number,
  after?: { dueOn: string; id: number },
  mismatches?: number,
): SQL {
  const charges = sql`select ${mismatches === undefined ? sql`` : sql`'c' as list, null as ord, `}t.*,
      page.id as "parcelId", s.id as "studentId", s.first_name || ' ' || s.surname as "studentName",
      page.method, page.kind, page.charge as "chargeCents", page.due_on::text as "dueOn",
      page.created_at as "createdAt"${
        mismatches === undefined
          ? sql``
          : sql`, null as id, null as provider, null as "eventId", null as "chargeRef", null as status,
      null as "amountCents", null as "paidOn", null as "receivedAt", null as "processedAt", null as outcome,
      null as "graduationId", null as "graduationName", null as total`
      }
    from t
    left join page on true
    left join lateral (select s.* from contracts c join students s on s.id = c.student_id
      where c.id = page.contract_id limit 1) s on true`;
  return sql`
    with cls as materialized (
      select p.id, p.contract_id, p.method, p.kind, p.due_on, p.created_at, p.paid_cents, p.paid_on, p.order_id,
        p.visible, ${CHARGE} as charge, p.transaction is not null as charged,
        (p.origin = ${origin} and p.paid_on is not null) as manual
      from parcels p
      where p.contract_id = any(${classContracts(graduationId)})
    ),
    cp as materialized (
      select p.*, ${OPEN} as open from cls p where p.visible and (p.charged or p.manual)
    ),
    t as (
      select (count(*) filter (where cp.charged))::int as created,
        coalesce(sum(cp.charge) filter (where cp.charged), 0)::float8 as "createdCents",
        (count(*) filter (where cp.charged and a.n > 0))::int as confirmed,
        coalesce(sum(a.cents) filter (where cp.charged), 0)::float8 as "confirmedCents",
        (count(*) filter (where cp.charged and cp.open))::int as open,
        coalesce(sum(cp.charge) filter (where cp.charged and cp.open), 0)::float8 as "openCents",
        (count(*) filter (where cp.manual))::int as "manualCount",
        coalesce(sum(cp.paid_cents) filter (where cp.manual), 0)::float8 as "manualCents"
      from cp
      cross join lateral (select count(*) as n, sum(e.amount_cents) as cents from payment_events e
        where e.parcel_id = cp.id and e.outcome = 'applied') a
    ),
    page as (
      select cp.* from cp
      where cp.charged and cp.open
        ${after ? sql`and (cp.due_on, cp.id) > (${after.dueOn}::date, ${after.id})` : sql``}
      order by cp.due_on, cp.id
      limit ${limit}
    )${
      mismatches === undefined
        ? sql`
    ${charges}
    order by page.due_on, page.id`
        : sql`,
    mm as materialized (
      select e.id, e.provider, e.event_id, e.charge_ref, e.status, e.amount_cents, e.paid_on, e.received_at,
        e.processed_at, e.outcome, p.id as pid, p.charge, p.contract_id
      from payment_events e
      join cls p on p.id = coalesce(e.parcel_id, (
        select q.id from parcels q where q.provider = e.provider and q.provider_ref = e.charge_ref limit 1))
      where e.outcome = 'amount_mismatch'
    ),
    mpage as (
      select mm.*, row_number() over (order by mm.received_at desc, mm.id desc)::int as ord from mm
      order by mm.received_at desc, mm.id desc
      limit ${mismatches}
    )
    (${charges})
    union all
    select 'm', m.ord, null, null, null, null, null, null, null, null, m.pid, s.id,
      s.first_name || ' ' || s.surname, null, null, m.charge, null, null, m.id, m.provider, m.event_id,
      m.charge_ref, m.status, m.amount_cents, m.paid_on::text, m.received_at, m.processed_at, m.outcome, g.id,
      g.name, (select count(*) from mm)::int
    from mpage m
    cross join lateral (select s.* from contracts c join students s on s.id = c.student_id
      where c.id = m.contract_id limit 1) s
    cross join lateral (select g.* from graduations g where g.id = s.graduation_id) g
    order by 1, 2, "dueOn", "parcelId"`
    }`;
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

    /**
     * A graduation and the version of its reconciliation (decision 159): the count of committed changes to
     * what the reconciliation is built from, kept by migration 0043's triggers for the class and for every
     * class (scope 0). Any committed change makes it differ from every earlier reading.
     */
    async reconciliationVersion(
      id: number,
    ): Promise<{ id: number; name: string; version: string } | undefined> {
      const r =
        await db.execute(sql`select g.id, g.name, (select coalesce(sum(v.v), 0) from finance_list_versions v
          where v.scope in (0, g.id))::text as version
        from graduations g where g.id = ${id}`);
      return rowsOf<{ id: number; name: string; version: string }>(r)[0];
    },

    /** The version of the notifications lists (decision 159): the count of changes to any class's (scope -1). */
    async listsVersion(): Promise<string> {
      const r = await db.execute(
        sql`select coalesce(sum(v.v), 0)::text as version from finance_list_versions v where v.scope = -1`,
      );
      return rowsOf<{ version: string }>(r)[0]!.version;
    },

    /** Folds the version rows of backends gone into backend 0's (migration 0043); how many rows went. */
    async foldVersions(): Promise<number> {
      const r = await db.execute(sql`select finance_list_fold()::int as n`);
      return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
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
      const after = eventsAfter(filter.after);
      if (filter.graduationId === undefined && filter.studentId === undefined) {
        // Filtered on the notification's own columns only: keep the page first on payment_events_received_id_idx
        // (or _outcome_received_idx), then join its parcels (decision 127); the total is the tally of the
        // notifications (with that outcome), kept with the rows, not a count over all of them (decision 144).
        const [page, count] = await Promise.all([
          db.execute(notificationsPage(filter)),
          db.execute(tallied(filter.outcome)),
        ]);
        return {
          rows: rowsOf<LedgerRow>(page).map(fix),
          total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
        };
      }
      // A graduation's or a student's: their parcels are those of their contracts, found once (decision 144).
      if (filter.graduationId !== undefined)
        where.push(sql`p.contract_id = any(${classContracts(filter.graduationId)})`);
      if (filter.studentId !== undefined) {
        where.push(
          sql`p.contract_id = any(array(select c.id from contracts c where c.student_id = ${filter.studentId}))`,
        );
      }
      const all = sql`where ${sql.join(where, sql` and `)}`;
      if (after === undefined) {
        // The first page counts what it sorted: one pass over the matches, not a second one for the total.
        const page = await db.execute(sql`select ${EVENT_COLUMNS}, count(*) over ()::int as "total"
          from payment_events e ${EVENT_JOINS} ${all}
          order by e.received_at desc, e.id desc limit ${filter.limit}`);
        const rows = rowsOf<LedgerRow & { total?: number }>(page);
        const total = Number(rows[0]?.total ?? 0);
        return { rows: rows.map(({ total: _, ...r }) => fix(r)), total };
      }
      const [page, count] = await Promise.all([
        db.execute(sql`select ${EVENT_COLUMNS} from payment_events e ${EVENT_JOINS} ${all} and ${after}
          order by e.received_at desc, e.id desc limit ${filter.limit}`),
        db.execute(sql`select count(*)::int as n from payment_events e ${EVENT_JOINS} ${all}`),
      ]);
      return {
        rows: rowsOf<LedgerRow>(page).map(fix),
        total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
      };
    },

    /**
     * A graduation's charges in one pass (decision 144): the totals of the charged and the manual parcels,
     * and one page of the open charges. A leftover charge of an order paid another way waits for nothing
     * (decision 101): it is not open. With `mismatches` (a page size), the class's amount mismatches too,
     * from the same read of its parcels (decision 152): that many, newest first, and how many there are.
     */
    async classCharges(
      graduationId: number,
      origin: string,
      limit: number,
      after?: { dueOn: string; id: number },
      mismatches?: number,
    ) {
      const r = await db.execute(classChargesQuery(graduationId, origin, limit, after, mismatches));
      const all = rowsOf<Record<string, unknown> & Partial<ChargeRow>>(r);
      const rows = mismatches === undefined ? all : all.filter((x) => x.list === 'c');
      const events = mismatches === undefined ? [] : all.filter((x) => x.list === 'm');
      const row = rows[0] ?? {};
      const n = (k: string) => Number(row[k] ?? 0);
      return {
        totals: {
          created: n('created'),
          createdCents: n('createdCents'),
          confirmed: n('confirmed'),
          confirmedCents: n('confirmedCents'),
          open: n('open'),
          openCents: n('openCents'),
          manual: { count: n('manualCount'), cents: n('manualCents') },
        },
        open: rows
          .filter((x) => x.parcelId != null)
          .map(
            (x): ChargeRow => ({
              parcelId: Number(x.parcelId),
              studentId: Number(x.studentId),
              studentName: String(x.studentName),
              method: Number(x.method),
              kind: String(x.kind),
              chargeCents: Number(x.chargeCents),
              dueOn: String(x.dueOn),
              createdAt: iso(x.createdAt)!,
            }),
          ),
        mismatches: {
          rows: events.map(
            (x): LedgerRow =>
              fix({
                id: x.id as number,
                provider: x.provider as string,
                eventId: x.eventId as string,
                chargeRef: x.chargeRef as string,
                status: x.status as LedgerRow['status'],
                amountCents: x.amountCents as number | null,
                paidOn: x.paidOn as string | null,
                receivedAt: x.receivedAt as string,
                processedAt: x.processedAt as string | null,
                outcome: x.outcome as string,
                parcelId: x.parcelId as number,
                chargeCents: x.chargeCents as number,
                studentId: x.studentId as number,
                studentName: x.studentName as string,
                graduationId: x.graduationId as number,
                graduationName: x.graduationName as string,
              }),
          ),
          total: Number(events[0]?.total ?? 0),
        },
      };
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
          where p.contract_id = any(${classContracts(graduationId)})`),
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
