import { type AnyColumn, and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, measures, products } from '../../db/schema/index';

export type MeasureRow = typeof measures.$inferSelect;
export type MeasureInsert = Omit<typeof measures.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'imageKey'>;

/** Rows of the catalogue (graduation null), and of one graduation when given. */
const catalogueAnd = (column: AnyColumn, graduationId: number | null) =>
  graduationId === null ? isNull(column) : or(isNull(column), eq(column, graduationId));

/** The measures and products the producer sells (spec B §3, §7 valores-fotos and produtos/listar). */
export function catalogueRepository(db: Db) {
  return {
    /** Whether the graduation a measure or product names exists (read only: the graduations module owns it). */
    async graduationExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: graduations.id }).from(graduations).where(eq(graduations.id, id));
      return row !== undefined;
    },
    /** Catalogue measures and the graduation's own, every state, in menu order. */
    measures(graduationId: number | null) {
      return db
        .select()
        .from(measures)
        .where(catalogueAnd(measures.graduationId, graduationId))
        .orderBy(asc(measures.position), asc(measures.id));
    },
    async measure(id: number) {
      const [row] = await db.select().from(measures).where(eq(measures.id, id));
      return row;
    },
    /** The measure of that slug in the same place (catalogue or graduation), to refuse a second one. */
    async measureBySlug(graduationId: number | null, slug: string) {
      const [row] = await db
        .select({ id: measures.id })
        .from(measures)
        .where(
          and(
            graduationId === null ? isNull(measures.graduationId) : eq(measures.graduationId, graduationId),
            eq(measures.slug, slug),
          ),
        );
      return row;
    },
    async insertMeasure(values: MeasureInsert) {
      const [row] = await db.insert(measures).values(values).returning();
      return row!;
    },
    async updateMeasure(id: number, values: MeasureInsert) {
      const [row] = await db
        .update(measures)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(measures.id, id))
        .returning();
      return row;
    },

    /** Catalogue products and the graduation's own; `activeOnly` for the students' list. */
    products(graduationId: number | null, activeOnly: boolean) {
      const where = catalogueAnd(products.graduationId, graduationId);
      return db
        .select()
        .from(products)
        .where(activeOnly ? and(where, eq(products.active, true)) : where)
        .orderBy(asc(products.position), asc(products.id));
    },
    async product(id: number) {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },
    async insertProduct(values: ProductInsert) {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },
    async updateProduct(id: number, values: Partial<ProductInsert> & { imageKey?: string | null }) {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },
  };
}
