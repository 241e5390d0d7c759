import type { Dependent } from '@portal/domain';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campuses,
  contracts,
  courses,
  events,
  graduations,
  institutions,
  measures,
  notices,
  orders,
  products,
  students,
} from '../../db/schema/index';

/** The tables that can be archived from this module (decision 124). */
const TABLES = { graduation: graduations, institution: institutions, campus: campuses, course: courses };
export type PlaceKind = keyof typeof TABLES;

const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

/** Archive, unarchive and delete for graduations, institutions, polos and courses (decision 124). */
export function archiveRepository(db: Db) {
  return {
    /** The row's name and archive state, locked for the rest of the transaction; undefined if absent. */
    async lock(kind: PlaceKind, id: number) {
      const t = TABLES[kind];
      const [row] = await db
        .select({ id: t.id, name: t.name, archivedAt: t.archivedAt })
        .from(t)
        .where(eq(t.id, id))
        .for('update');
      return row;
    },

    /** Sets or clears the archive mark; answers whether it changed (idempotent calls change nothing). */
    async mark(kind: PlaceKind, id: number, by: number | null): Promise<boolean> {
      const t = TABLES[kind];
      const rows = await db
        .update(t)
        .set(
          by === null ? { archivedAt: null, archivedBy: null } : { archivedAt: new Date(), archivedBy: by },
        )
        .where(and(eq(t.id, id), by === null ? isNotNull(t.archivedAt) : isNull(t.archivedAt)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** An archived graduation is a finished season: closed too (its link stops, its data stays). */
    async close(id: number): Promise<void> {
      await db
        .update(graduations)
        .set({ closedAt: sql`coalesce(${graduations.closedAt}, now())` })
        .where(eq(graduations.id, id));
    },

    /** What holds on to the row; the domain's DELETE_BLOCKERS decides which of these stop a delete. */
    async dependents(kind: PlaceKind, id: number): Promise<Partial<Record<Dependent, number>>> {
      if (kind === 'institution') {
        const polos = db.select({ id: campuses.id }).from(campuses).where(eq(campuses.institutionId, id));
        return {
          graduations: await n(
            db.select({ n: count() }).from(graduations).where(eq(graduations.institutionId, id)),
          ),
          students: await n(
            db.select({ n: count() }).from(students).where(inArray(students.campusId, polos)),
          ),
        };
      }
      if (kind === 'campus') {
        return {
          students: await n(db.select({ n: count() }).from(students).where(eq(students.campusId, id))),
        };
      }
      if (kind === 'course') {
        return {
          students: await n(db.select({ n: count() }).from(students).where(eq(students.courseId, id))),
        };
      }
      const ofClass = db.select({ id: students.id }).from(students).where(eq(students.graduationId, id));
      // One query after another: the transaction holds a single connection.
      return {
        students: await n(db.select({ n: count() }).from(students).where(eq(students.graduationId, id))),
        events: await n(db.select({ n: count() }).from(events).where(eq(events.graduationId, id))),
        contracts: await n(
          db.select({ n: count() }).from(contracts).where(inArray(contracts.studentId, ofClass)),
        ),
        orders: await n(db.select({ n: count() }).from(orders).where(eq(orders.graduationId, id))),
        notices: await n(db.select({ n: count() }).from(notices).where(eq(notices.graduationId, id))),
        products:
          (await n(db.select({ n: count() }).from(products).where(eq(products.graduationId, id)))) +
          (await n(db.select({ n: count() }).from(measures).where(eq(measures.graduationId, id)))),
      };
    },

    /** Deletes the row; a graduation takes its courses and an institution its polos (they are theirs). */
    async remove(kind: PlaceKind, id: number): Promise<void> {
      if (kind === 'graduation') await db.delete(courses).where(eq(courses.graduationId, id));
      if (kind === 'institution') await db.delete(campuses).where(eq(campuses.institutionId, id));
      const t = TABLES[kind];
      await db.delete(t).where(eq(t.id, id));
    },
  };
}
