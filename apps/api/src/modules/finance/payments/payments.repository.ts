import type { NewParcel } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  contracts,
  extras,
  orders,
  overpayments,
  packageItems,
  parcels,
  paymentEvents,
  students,
} from '../../../db/schema/index';
import type { ProviderEvent } from '../providers/provider';

const parcelColumns = {
  id: parcels.id,
  contractId: parcels.contractId,
  amountCents: parcels.amountCents,
  discountCents: parcels.discountCents,
  surchargeCents: parcels.surchargeCents,
  feeCents: parcels.feeCents,
  kind: parcels.kind,
  method: parcels.method,
  dueOn: parcels.dueOn,
  transaction: parcels.transaction,
  admin: parcels.admin,
  origin: parcels.origin,
  title: parcels.title,
  orderId: parcels.orderId,
  paidOn: parcels.paidOn,
  paidCents: parcels.paidCents,
  document: parcels.document,
  cashDiscount: parcels.cashDiscount,
  groupKey: parcels.groupKey,
  instalments: parcels.instalments,
  provider: parcels.provider,
  providerRef: parcels.providerRef,
  createdAt: parcels.createdAt,
  /** When the shop order this parcel charges was paid (by this parcel or any other way). */
  orderPaidOn: orders.paidOn,
};

/** What settling a new order's charge writes on its parcel (buildNewParcel's fields). */
type ChargeFields = NewParcel & { instalments: number };

export function paymentsRepository(db: Db) {
  return {
    /** A parcel of one of `studentId`'s contracts; undefined for anyone else's (never says which). */
    async parcelOfStudent(parcelId: number, studentId: number) {
      const [row] = await db
        .select(parcelColumns)
        .from(parcels)
        .innerJoin(contracts, eq(contracts.id, parcels.contractId))
        .leftJoin(orders, eq(orders.id, parcels.orderId))
        .where(and(eq(parcels.id, parcelId), eq(contracts.studentId, studentId), eq(parcels.visible, true)));
      return row;
    },

    /**
     * An order's open parcel turned to another payment form (decision 101: an order has one open charge).
     * The charge made for the former form is forgotten; a payment of it that still arrives is applied to
     * this same parcel, or kept as an overpayment once the order is paid. Only while unpaid.
     */
    async rechargeOpenParcel(parcelId: number, parcel: ChargeFields): Promise<boolean> {
      const rows = await db
        .update(parcels)
        .set({
          contractId: parcel.parcconta,
          amountCents: parcel.parcvalor,
          discountCents: parcel.parcdesconto,
          surchargeCents: parcel.parcacrescimo,
          feeCents: parcel.parctaxa,
          method: parcel.parcforma,
          dueOn: parcel.parcvencimento,
          title: parcel.parctitulo,
          instalments: parcel.instalments,
          transaction: null,
          provider: null,
          providerRef: null,
        })
        .where(and(eq(parcels.id, parcelId), isNull(parcels.paidOn)))
        .returning({ id: parcels.id });
      return rows.length === 1;
    },

    async insertParcel(parcel: ChargeFields) {
      const [row] = await db
        .insert(parcels)
        .values({
          contractId: parcel.parcconta,
          amountCents: parcel.parcvalor,
          discountCents: parcel.parcdesconto,
          surchargeCents: parcel.parcacrescimo,
          feeCents: parcel.parctaxa,
          kind: parcel.parctipo as (typeof parcels.$inferInsert)['kind'],
          method: parcel.parcforma,
          dueOn: parcel.parcvencimento,
          transaction: parcel.parctransacao,
          admin: parcel.parcadmin,
          origin: parcel.parcorigem ?? 'Portal',
          title: parcel.parctitulo,
          orderId: parcel.parcvenda,
          cashDiscount: parcel.parcdescavista === 1,
          visible: parcel.parcvisivel === 1,
          instalments: parcel.instalments,
        })
        .returning({ id: parcels.id });
      return row!.id;
    },

    /** Records the charge made for an unpaid parcel (card URL, PIX code, boleto reference). */
    async setCharge(
      parcelId: number,
      charge: { transaction: string; provider: string | null; providerRef: string | null },
    ) {
      await db
        .update(parcels)
        .set(charge)
        .where(and(eq(parcels.id, parcelId), isNull(parcels.paidOn)));
    },

    /** The payer's data for the boleto form (spec A §3), and the e-mail a provider's PIX asks. */
    async payer(studentId: number) {
      const [row] = await db
        .select({
          AlNome: students.firstName,
          AlSobrenome: students.surname,
          AlCPF: students.cpf,
          AlEndereco: students.street,
          AlNumero: students.number,
          AlComp: students.complement,
          AlBairro: students.district,
          AlCidade: students.city,
          AlUF: students.uf,
          AlCEP: students.cep,
          email: students.email,
        })
        .from(students)
        .where(eq(students.id, studentId));
      return row;
    },

    async event(id: number) {
      const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
      return row;
    },

    /**
     * Whether a parcel exists, and what it charges and whether it is paid: what applying an event needs.
     * `lock` holds the row until the transaction ends, so its paid state cannot change under the caller.
     */
    async parcelForPayment(parcelId: number, lock = false) {
      const query = db
        .select({
          id: parcels.id,
          contractId: parcels.contractId,
          amountCents: parcels.amountCents,
          discountCents: parcels.discountCents,
          surchargeCents: parcels.surchargeCents,
          feeCents: parcels.feeCents,
          paidOn: parcels.paidOn,
          method: parcels.method,
          kind: parcels.kind,
          orderId: parcels.orderId,
        })
        .from(parcels)
        .where(eq(parcels.id, parcelId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The charges (provider, charge id) of the events that paid a parcel: a repeat of one is no new money. */
    async appliedCharges(parcelId: number) {
      return db
        .select({ provider: paymentEvents.provider, chargeRef: paymentEvents.chargeRef })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.parcelId, parcelId), eq(paymentEvents.outcome, 'applied')));
    },

    /**
     * A contract locked for the rest of the transaction, with what its open balance is made of: two
     * payments applied at once see each other, and the manual payment screen takes the same lock.
     */
    async lockContractBalance(contractId: number) {
      const [contract] = await db
        .select({ totalTermCents: contracts.totalTermCents })
        .from(contracts)
        .where(eq(contracts.id, contractId))
        .for('update');
      if (!contract) return undefined;
      // One after another: `db` is the caller's transaction, a single connection that runs one query at a
      // time (node-postgres deprecates queuing a second one while the first runs).
      const paid = await db
        .select({
          amountCents: parcels.amountCents,
          discountCents: parcels.discountCents,
          surchargeCents: parcels.surchargeCents,
          kind: parcels.kind,
          paidOn: parcels.paidOn,
          visible: parcels.visible,
        })
        .from(parcels)
        .where(eq(parcels.contractId, contractId));
      const extraRows = await db
        .select({ amountCents: extras.amountCents })
        .from(extras)
        .where(eq(extras.contractId, contractId));
      const items = await db
        .select({
          unitCents: packageItems.unitCents,
          quantity: packageItems.quantity,
          active: packageItems.active,
        })
        .from(packageItems)
        .where(eq(packageItems.contractId, contractId));
      return { totalTermCents: contract.totalTermCents, parcels: paid, extras: extraRows, items };
    },

    /** Keeps money that must go back to the student, once per provider event. */
    async recordOverpayment(row: {
      parcelId: number;
      paymentEventId: number | null;
      reason: (typeof overpayments.$inferInsert)['reason'];
      amountCents: number;
    }) {
      await db.insert(overpayments).values(row).onConflictDoNothing();
    },

    /**
     * Marks a parcel paid, at most once: one conditional statement, so two events (or two processes)
     * cannot both pay it, on PGlite and PostgreSQL alike (DESIGN §9). True when this call paid it.
     */
    async markPaid(parcelId: number, paidOn: string, paidCents: number, document: string): Promise<boolean> {
      const rows = await db
        .update(parcels)
        .set({ paidOn, paidCents, document })
        .where(and(eq(parcels.id, parcelId), isNull(parcels.paidOn)))
        .returning({ id: parcels.id });
      return rows.length === 1;
    },

    /**
     * Writes what became of an event, once (a second run of the same job changes nothing), with what the
     * provider confirmed (a real provider's notification carries no status or amount of its own).
     */
    async finishEvent(
      id: number,
      outcome: string,
      parcelId: number | null,
      confirmed?: Pick<ProviderEvent, 'status' | 'amountCents' | 'paidOn'>,
    ): Promise<boolean> {
      const rows = await db
        .update(paymentEvents)
        .set({
          outcome,
          parcelId,
          processedAt: new Date(),
          ...(confirmed && {
            status: confirmed.status,
            amountCents: confirmed.amountCents,
            paidOn: confirmed.paidOn,
          }),
        })
        .where(and(eq(paymentEvents.id, id), eq(paymentEvents.outcome, 'queued')))
        .returning({ id: paymentEvents.id });
      return rows.length === 1;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
export type StudentParcel = NonNullable<Awaited<ReturnType<PaymentsRepository['parcelOfStudent']>>>;
