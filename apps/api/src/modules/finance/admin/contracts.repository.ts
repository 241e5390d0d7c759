import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contracts, extras, graduations, packageItems, parcels, students } from '../../../db/schema/index';

export type ContractValues = { totalTermCents: number; pdfUrl: string | null; signedOn: string | null };
export type ExtraValues = { description: string; amountCents: number };
export type ItemValues = {
  name: string;
  description: string | null;
  unitCents: number;
  quantity: number;
  active: boolean;
  reserved: number;
};
export type ManualParcel = {
  contractId: number;
  kind: 'Contrato' | 'Extras';
  method: number;
  amountCents: number;
  paidOn: string;
  document: string | null;
  title: string;
  admin: string;
  origin: string;
  recordedBy: number;
};

/** One parcel of a generated plan (decision 125). */
export type PlanParcel = {
  contractId: number;
  amountCents: number;
  method: number;
  dueOn: string;
  title: string;
  admin: string;
};

/**
 * The producer's view and edits of contracts, extras, package items and parcels (decision 60). Every child row
 * is reached through its contract and the contract through its student, so an id of another student's
 * contract finds nothing (the caller answers 404).
 */
export function adminContractsRepository(db: Db) {
  async function lockContract(studentId: number, contractId: number) {
    const [row] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.studentId, studentId)))
      .for('update');
    return row;
  }

  return {
    async student(studentId: number) {
      const [row] = await db
        .select({
          id: students.id,
          firstName: students.firstName,
          surname: students.surname,
          cpf: students.cpf,
          graduationId: students.graduationId,
          graduation: graduations.name,
          termPriceCents: graduations.priceTermCents,
        })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.id, studentId));
      return row;
    },

    async contractsOf(studentId: number) {
      const list = await db
        .select()
        .from(contracts)
        .where(eq(contracts.studentId, studentId))
        .orderBy(asc(contracts.id));
      const ids = list.map((c) => c.id);
      if (ids.length === 0) return [];
      const [ps, es, is] = await Promise.all([
        db
          .select()
          .from(parcels)
          .where(inArray(parcels.contractId, ids))
          .orderBy(asc(parcels.dueOn), asc(parcels.id)),
        db.select().from(extras).where(inArray(extras.contractId, ids)).orderBy(asc(extras.id)),
        db
          .select()
          .from(packageItems)
          .where(inArray(packageItems.contractId, ids))
          .orderBy(asc(packageItems.id)),
      ]);
      return list.map((c) => ({
        ...c,
        parcels: ps.filter((p) => p.contractId === c.id),
        extras: es.filter((e) => e.contractId === c.id),
        items: is.filter((i) => i.contractId === c.id),
      }));
    },

    /** The contract when it is `studentId`'s. */
    async contractOf(studentId: number, contractId: number) {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, contractId), eq(contracts.studentId, studentId)));
      return row;
    },

    /**
     * The contract, locked until the transaction ends: two payments recorded at once then check the open
     * balance one after the other, and together never exceed it.
     */
    lockContract,

    /**
     * Deletes a contract with its extras and package items, unless a parcel (a payment, a charge made, or a
     * cancelled payment kept for the record) points at it: 'parcels' then, nothing deleted.
     */
    async deleteContract(studentId: number, contractId: number): Promise<'deleted' | 'parcels' | 'missing'> {
      if (!(await lockContract(studentId, contractId))) return 'missing';
      const [parcel] = await db
        .select({ id: parcels.id })
        .from(parcels)
        .where(eq(parcels.contractId, contractId))
        .limit(1);
      if (parcel) return 'parcels';
      await db.delete(extras).where(eq(extras.contractId, contractId));
      await db.delete(packageItems).where(eq(packageItems.contractId, contractId));
      await db.delete(contracts).where(eq(contracts.id, contractId));
      return 'deleted';
    },

    async insertContract(studentId: number, values: ContractValues) {
      const [row] = await db
        .insert(contracts)
        .values({ studentId, ...values })
        .returning();
      return row!;
    },

    async updateContract(contractId: number, values: ContractValues) {
      const [row] = await db.update(contracts).set(values).where(eq(contracts.id, contractId)).returning();
      return row;
    },

    async extra(contractId: number, extraId: number) {
      const [row] = await db
        .select()
        .from(extras)
        .where(and(eq(extras.id, extraId), eq(extras.contractId, contractId)));
      return row;
    },
    async insertExtra(contractId: number, values: ExtraValues) {
      const [row] = await db
        .insert(extras)
        .values({ contractId, ...values })
        .returning();
      return row!;
    },
    async updateExtra(contractId: number, extraId: number, values: ExtraValues) {
      const [row] = await db
        .update(extras)
        .set(values)
        .where(and(eq(extras.id, extraId), eq(extras.contractId, contractId)))
        .returning();
      return row;
    },
    async deleteExtra(contractId: number, extraId: number) {
      const rows = await db
        .delete(extras)
        .where(and(eq(extras.id, extraId), eq(extras.contractId, contractId)))
        .returning({ id: extras.id });
      return rows.length === 1;
    },

    async item(contractId: number, itemId: number) {
      const [row] = await db
        .select()
        .from(packageItems)
        .where(and(eq(packageItems.id, itemId), eq(packageItems.contractId, contractId)));
      return row;
    },
    async insertItem(contractId: number, values: ItemValues) {
      const [row] = await db
        .insert(packageItems)
        .values({ contractId, ...values })
        .returning();
      return row!;
    },
    async updateItem(contractId: number, itemId: number, values: ItemValues) {
      const [row] = await db
        .update(packageItems)
        .set(values)
        .where(and(eq(packageItems.id, itemId), eq(packageItems.contractId, contractId)))
        .returning();
      return row;
    },
    async deleteItem(contractId: number, itemId: number) {
      const rows = await db
        .delete(packageItems)
        .where(and(eq(packageItems.id, itemId), eq(packageItems.contractId, contractId)))
        .returning({ id: packageItems.id });
      return rows.length === 1;
    },

    /** The graduation's 'Valor a prazo' (FormValorPrazo), the plan's default total (decision 125). */
    async termPrice(studentId: number) {
      const [row] = await db
        .select({ cents: graduations.priceTermCents })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.id, studentId));
      return row?.cents ?? 0;
    },

    /** Every parcel of a contract, by due date: what a plan or a parcel edit is decided against. */
    parcelsOf(contractId: number) {
      return db
        .select()
        .from(parcels)
        .where(eq(parcels.contractId, contractId))
        .orderBy(asc(parcels.dueOn), asc(parcels.id));
    },

    /**
     * Deletes open parcels of the plan being replaced (decision 125); a parcel paid meanwhile is kept (the
     * condition is checked again on the row) and the caller sees fewer rows deleted than asked.
     */
    async deleteOpenParcels(contractId: number, ids: number[]) {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(parcels)
        .where(and(eq(parcels.contractId, contractId), inArray(parcels.id, ids), isNull(parcels.paidOn)))
        .returning({ id: parcels.id });
      return rows.length;
    },

    /** The parcels of a new plan, open and visible. */
    async insertPlanParcels(rows: PlanParcel[]) {
      if (rows.length === 0) return [];
      return db
        .insert(parcels)
        .values(rows.map((p) => ({ ...p, kind: 'Contrato' as const, visible: true })))
        .returning();
    },

    /** An open scheduled parcel's value and due date, only while it is still open (decision 125). */
    async updateOpenParcel(
      contractId: number,
      parcelId: number,
      values: { amountCents: number; dueOn: string },
    ) {
      const [row] = await db
        .update(parcels)
        .set(values)
        .where(
          and(
            eq(parcels.id, parcelId),
            eq(parcels.contractId, contractId),
            isNull(parcels.paidOn),
            isNull(parcels.cancelledAt),
            eq(parcels.visible, true),
          ),
        )
        .returning();
      return row;
    },

    /** A manual payment: a parcel born paid (decision 60). */
    async insertPaidParcel(p: ManualParcel) {
      const [row] = await db
        .insert(parcels)
        .values({
          contractId: p.contractId,
          amountCents: p.amountCents,
          kind: p.kind,
          method: p.method,
          dueOn: p.paidOn,
          paidOn: p.paidOn,
          paidCents: p.amountCents,
          document: p.document,
          title: p.title,
          admin: p.admin,
          origin: p.origin,
          recordedBy: p.recordedBy,
          visible: true,
        })
        .returning();
      return row!;
    },

    /** A parcel with its contract's student and graduation: what a receipt or a cancellation needs. */
    async parcelWithOwner(parcelId: number) {
      const [row] = await db
        .select({
          parcel: parcels,
          studentId: students.id,
          firstName: students.firstName,
          surname: students.surname,
          cpf: students.cpf,
          graduationId: graduations.id,
          graduation: graduations.name,
        })
        .from(parcels)
        .innerJoin(contracts, eq(contracts.id, parcels.contractId))
        .innerJoin(students, eq(students.id, contracts.studentId))
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(parcels.id, parcelId));
      return row;
    },

    /**
     * Marks an open, visible parcel paid by the producer's word (decision 62), at most once: one conditional
     * statement, as the notification job does, so a provider's approval and this cannot both pay it.
     */
    async confirmParcel(
      parcelId: number,
      paid: { paidOn: string; paidCents: number; document: string | null; userId: number },
    ) {
      const [row] = await db
        .update(parcels)
        .set({
          paidOn: paid.paidOn,
          paidCents: paid.paidCents,
          document: paid.document,
          recordedBy: paid.userId,
        })
        .where(and(eq(parcels.id, parcelId), isNull(parcels.paidOn), eq(parcels.visible, true)))
        .returning();
      return row;
    },

    /** Undoes a 'baixa' (decision 94): the parcel open again, only if it still is one. */
    async undoConfirm(parcelId: number) {
      const [row] = await db
        .update(parcels)
        .set({ paidOn: null, paidCents: null, document: null, recordedBy: null })
        .where(and(eq(parcels.id, parcelId), isNotNull(parcels.paidOn), isNotNull(parcels.recordedBy)))
        .returning();
      return row;
    },

    /**
     * Cancels a manual payment (decision 61): hidden, so the student's view and totals leave it out, and
     * stamped. One conditional statement, so a second cancellation (or two at once) changes nothing.
     */
    async cancelManualParcel(
      parcelId: number,
      by: { userId: number; reason: string; origin: string; methods: readonly number[] },
    ) {
      const [row] = await db
        .update(parcels)
        .set({ visible: false, cancelledAt: new Date(), cancelledBy: by.userId, cancelReason: by.reason })
        .where(
          and(
            eq(parcels.id, parcelId),
            eq(parcels.origin, by.origin),
            inArray(parcels.method, [...by.methods]),
            isNull(parcels.cancelledAt),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type AdminContractsRepository = ReturnType<typeof adminContractsRepository>;
export type AdminContractRow = Awaited<ReturnType<AdminContractsRepository['contractsOf']>>[number];
export type ParcelRecord = AdminContractRow['parcels'][number];
