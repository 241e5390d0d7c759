import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow, OrderWireRow } from './orders.repository';

/**
 * The board's columns as migration 0029 stores them in orders.board_stage (the stage currentOrderStage derives
 * from the dates, spec A §4), so each column pages on orders_board_idx (decision 127); migration 0037 counts
 * them per class in order_board_counts (decision 143).
 */
export const BOARD_STAGE_CODES = {
  financeiro: 1,
  processamento: 2,
  ok: 3,
  entregue: 4,
  concluido: 5,
} as const;
export type BoardColumn = keyof typeof BOARD_STAGE_CODES;

/** What the board asks (decision 143): which columns, how many rows each, of a class, below a cursor. */
export type BoardStatement = {
  columns: readonly BoardColumn[];
  limit: number;
  graduationId?: number;
  before?: number;
  /** The digest of the answer this node holds for the same call: its text is then not sent again. */
  kept?: string;
};

/** A row of the board statement's JSON: the wire columns, who and which class (keys as OrderWireRow's). */
export type BoardJsonRow = OrderWireRow &
  Pick<OrderRow, 'deliverySlug' | 'studentId' | 'graduationId'> & {
    /** The column's place in the asked columns, from 1. */
    col: number;
    studentName: string;
    studentEmail: string;
    graduationName: string;
  };

/**
 * How many placed orders wait on each column: the rows migration 0037's triggers keep per class and stage
 * (decision 143), a few rows read by key instead of a count over every order at each call. A column emptied
 * since keeps its row at 0, left out as a grouped count over the orders would leave it.
 */
const countsSql = (graduationId?: number) =>
  graduationId === undefined
    ? sql`select board_stage as stage, sum(orders)::int as n from order_board_counts
        group by board_stage having sum(orders) <> 0`
    : sql`select board_stage as stage, orders as n from order_board_counts
        where graduation_id = ${graduationId} and orders <> 0`;

/** The producer's order board (decision 82), paged per column with a keyset on the order id (decision 127). */
export function adminOrdersRepository(db: Db) {
  return {
    /**
     * The board's statement (decision 143): every asked column's page (`limit` rows, newest first, below
     * `before`) and the counts per stage, as one JSON text, in one round trip, with a digest of what the
     * text is built from: the counts, and each row read (order, student, class) by its id and `xmin`, the
     * transaction that wrote that version of it, which any update changes. When the digest equals `kept`
     * (the digest of the answer this node holds for the same call) the text is neither built nor sent: the
     * caller answers what it holds, built from exactly these rows.
     */
    boardQuery(q: BoardStatement) {
      const inClass = q.graduationId === undefined ? sql`` : sql` and o.graduation_id = ${q.graduationId}`;
      const below = q.before === undefined ? sql`` : sql` and o.id < ${q.before}`;
      // Each column its own keyset read (on orders_board_idx, or its class's), joined after the limit.
      return sql`with pages as materialized (
          select o.col, o.id, o.ox, o.placed_on, o.shipping_cents, o.delivery_mode, o.delivery_slug, o.quantity,
            o.printed_units, o.digital_only, o.discount_cents, o.total_cents, o.paid_on, o.payment_method,
            o.processing_on, o.ready_on, o.delivered_on, o.tracking_code, o.document, o.paid_by, o.ready_by,
            o.processing_by, o.delivered_by, o.student_id, o.graduation_id,
            st.first_name || ' ' || st.surname as student_name, st.email as student_email, st.xmin::text as sx,
            g.name as graduation_name, g.xmin::text as gx
          from (${sql.join(
            q.columns.map(
              (column, i) => sql`(select ${i + 1}::int as col, o.xmin::text as ox, o.* from orders o
                where o.placed_on is not null and o.board_stage = ${BOARD_STAGE_CODES[column]}${inClass}${below}
                order by o.id desc limit ${q.limit})`,
            ),
            sql` union all `,
          )}) o
          join students st on st.id = o.student_id
          join graduations g on g.id = o.graduation_id),
        counts as materialized (
          select coalesce(json_object_agg(c.stage, c.n), '{}')::text as counts
          from (${countsSql(q.graduationId)}) c),
        keyed as materialized (
          select md5(counts.counts || '|' || coalesce((select string_agg(concat_ws(':', p.col, p.id, p.ox,
            p.student_id, p.sx, p.graduation_id, p.gx), ',' order by p.col, p.id desc) from pages p), '')) as digest,
            counts.counts
          from counts)
        select k.digest, case when k.digest = ${q.kept ?? ''} then null else json_build_object(
          'counts', k.counts::json,
          'rows', (select coalesce(json_agg(json_build_object('col', p.col, 'id', p.id, 'placedOn', p.placed_on,
            'shippingCents', p.shipping_cents, 'deliveryMode', p.delivery_mode, 'deliverySlug', p.delivery_slug,
            'quantity', p.quantity, 'printedUnits', p.printed_units, 'digitalOnly', p.digital_only,
            'discountCents', p.discount_cents, 'totalCents', p.total_cents, 'paidOn', p.paid_on,
            'paymentMethod', p.payment_method, 'processingOn', p.processing_on, 'readyOn', p.ready_on,
            'deliveredOn', p.delivered_on, 'trackingCode', p.tracking_code, 'document', p.document,
            'paidBy', p.paid_by, 'readyBy', p.ready_by, 'processingBy', p.processing_by,
            'deliveredBy', p.delivered_by, 'studentId', p.student_id, 'graduationId', p.graduation_id,
            'studentName', p.student_name, 'studentEmail', p.student_email, 'graduationName', p.graduation_name)
            order by p.col, p.id desc), '[]') from pages p)
        )::text end as body
        from keyed k`;
    },

    async board(q: BoardStatement): Promise<{ digest: string; body: string | null }> {
      const r = (await db.execute(this.boardQuery(q))) as unknown as {
        rows: { digest: string; body: string | null }[];
      };
      return r.rows[0]!;
    },

    /** The counts per stage alone, as the board statement reads them. */
    countsQuery: countsSql,

    async counts(graduationId?: number): Promise<Map<number, number>> {
      const r = (await db.execute(countsSql(graduationId))) as unknown as {
        rows: { stage: number; n: number }[];
      };
      return new Map(r.rows.map((row) => [Number(row.stage), Number(row.n)]));
    },
  };
}
