import type { DeletionFacts, DeletionListQuery, DeletionStatus } from '@portal/domain';
import { and, desc, eq, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consents,
  contracts,
  graduations,
  orders,
  parcels,
  accountDeletionRequests as req,
  students,
  uploads,
  users,
} from '../../db/schema/index';

export type DeletionRequestRow = typeof req.$inferSelect;

const open = inArray(req.status, ['requested', 'confirmed']);
const studentName = sql<string>`trim(${students.firstName} || ' ' || ${students.surname})`;

const rowColumns = {
  id: req.id,
  status: req.status,
  studentId: req.studentId,
  studentName,
  graduationName: graduations.name,
  requestedAt: req.requestedAt,
  confirmedAt: req.confirmedAt,
  decidedAt: req.decidedAt,
};

/** Account deletion requests (decision 140): the privacy module owns this table. */
export function deletionRepository(db: Db) {
  return {
    /** A new request; null when the student already has an open one (the partial unique index decides). */
    async insert(values: { studentId: number; userId: number; tokenHash: string; tokenExpiresAt: Date }) {
      const [row] = await db.insert(req).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The student's latest request, whatever its status. */
    async latestOf(studentId: number): Promise<DeletionRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(req)
        .where(eq(req.studentId, studentId))
        .orderBy(desc(req.id))
        .limit(1);
      return row;
    },

    async hasOpen(studentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: req.id })
        .from(req)
        .where(and(eq(req.studentId, studentId), open));
      return row !== undefined;
    },

    /** Uses the link once: only a live one of a request still waiting for it; the hash goes with its use. */
    async confirm(tokenHash: string): Promise<DeletionRequestRow | undefined> {
      const [row] = await db
        .update(req)
        .set({ status: 'confirmed', confirmedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
        .where(
          and(eq(req.tokenHash, tokenHash), eq(req.status, 'requested'), sql`${req.tokenExpiresAt} > now()`),
        )
        .returning();
      return row;
    },

    async cancel(studentId: number): Promise<DeletionRequestRow | undefined> {
      const [row] = await db
        .update(req)
        .set({ status: 'cancelled', cancelledAt: new Date(), tokenHash: null, tokenExpiresAt: null })
        .where(and(eq(req.studentId, studentId), open))
        .returning();
      return row;
    },

    async find(id: number): Promise<DeletionRequestRow | undefined> {
      const [row] = await db.select().from(req).where(eq(req.id, id));
      return row;
    },

    /** The request, locked until the decision commits: two producers deciding at once decide once. */
    async lock(id: number): Promise<DeletionRequestRow | undefined> {
      const [row] = await db.select().from(req).where(eq(req.id, id)).for('update');
      return row;
    },

    async decide(
      id: number,
      values: { status: Extract<DeletionStatus, 'approved' | 'refused'>; decidedBy: number } & Partial<
        Pick<DeletionRequestRow, 'refuseReason' | 'pendingFiles'>
      >,
    ): Promise<void> {
      await db
        .update(req)
        .set({ ...values, decidedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
        .where(eq(req.id, id));
    },

    /** The approval's files are gone: the request is done. */
    async markDone(id: number): Promise<void> {
      await db
        .update(req)
        .set({ status: 'done', doneAt: new Date(), pendingFiles: null })
        .where(and(eq(req.id, id), eq(req.status, 'approved')));
    },

    /** The account's address and name, read before an approval erases them (the outcome's e-mail). */
    async holder(userId: number): Promise<{ name: string; email: string } | undefined> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Newest first, keyset-paged on the id (decision 127), with the total of the same filter. */
    async list(q: DeletionListQuery) {
      const filter = q.status ? eq(req.status, q.status) : undefined;
      const rows = await db
        .select(rowColumns)
        .from(req)
        .innerJoin(students, eq(students.id, req.studentId))
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(and(filter, q.cursor ? lt(req.id, q.cursor) : undefined))
        .orderBy(desc(req.id))
        .limit(q.limit + 1);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(req).where(filter);
      return { rows, total: count?.n ?? 0 };
    },

    async detail(id: number) {
      const [row] = await db
        .select({
          ...rowColumns,
          userId: req.userId,
          graduationId: students.graduationId,
          email: users.email,
          refuseReason: req.refuseReason,
          decidedBy: sql<string | null>`(select u.name from ${users} u where u.id = ${req.decidedBy})`,
        })
        .from(req)
        .innerJoin(students, eq(students.id, req.studentId))
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .innerJoin(users, eq(users.id, req.userId))
        .where(eq(req.id, id));
      return row;
    },

    /** What the portal holds of the student, counted: the plan the producer reads is built from it. */
    async facts(studentId: number, userId: number): Promise<Omit<DeletionFacts, 'faces'>> {
      const [finance] = await db
        .select({
          parcels: sql<number>`count(${parcels.id})::int`,
          paidParcels: sql<number>`count(${parcels.paidOn})::int`,
          lastPaidOn: max(parcels.paidOn),
        })
        .from(contracts)
        .innerJoin(parcels, eq(parcels.contractId, contracts.id))
        .where(eq(contracts.studentId, studentId));
      const [ord] = await db
        .select({ n: sql<number>`count(*)::int`, lastPaidOn: max(orders.paidOn) })
        .from(orders)
        .where(and(eq(orders.studentId, studentId), isNotNull(orders.placedOn)));
      const [up] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(uploads)
        .where(eq(uploads.studentId, studentId));
      const [con] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(consents)
        .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));
      const paid = [finance?.lastPaidOn, ord?.lastPaidOn].filter((d): d is string => !!d).sort();
      return {
        parcels: finance?.parcels ?? 0,
        paidParcels: finance?.paidParcels ?? 0,
        orders: ord?.n ?? 0,
        uploads: up?.n ?? 0,
        consents: con?.n ?? 0,
        lastPaidOn: paid.at(-1) ?? null,
      };
    },
  };
}
