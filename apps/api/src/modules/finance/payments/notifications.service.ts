import { financeMessages, type IsoDate, todayInSaoPaulo } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors';
import type { Jobs } from '../../../platform/jobs/jobs';
import type { UnitOfWork } from '../../../platform/unit-of-work';
import type { OrderSettlement } from '../order-settlement';
import {
  type IncomingNotification,
  NotificationRejected,
  type PaymentProvider,
  type ProviderEvent,
} from '../providers/provider';
import { applyPayment } from './apply-payment';
import { notificationQueueRepository } from './notification-queue.repository';
import type { PaymentsRepository } from './payments.repository';

export const NOTIFICATION_QUEUE = 'payments.notification';
/**
 * Notifications applied at once on each node (decision 100): each waits mostly on the provider's API, and a
 * parcel is still paid at most once by its conditional update, whatever runs beside it.
 */
export const NOTIFICATION_CONCURRENCY = 8;

/** What became of a provider event (payment_events.outcome), for the producer's reconciliation. */
export type EventOutcome =
  | 'applied'
  | 'already_paid'
  | 'amount_mismatch'
  | 'unknown_parcel'
  | 'refused'
  | 'refused_after_payment'
  | 'pending'
  /** Money for something already settled: kept as an overpayment to refund, never applied (decision 101). */
  | 'overpaid';

type Deps = {
  repo: PaymentsRepository;
  uow: UnitOfWork;
  jobs: Jobs;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Pays a shop order with its parcel (decision 111): the orders module's, wired by app.ts. */
  orders: OrderSettlement;
  today?: () => IsoDate;
};

/**
 * Provider notifications (DESIGN §5, decision 50): verified over the raw body, kept once per provider event
 * (the unique index), then applied by a job with retries. The route answers as soon as the event is kept,
 * so a provider's timeout never depends on our processing.
 */
export function notificationsService({ repo, uow, jobs, provider, log, orders, today }: Deps) {
  const day = today ?? (() => todayInSaoPaulo(new Date()));

  return {
    /** POST /pagamentos/notificacao/{provider}: verify, keep once, queue. Answers how many were new. */
    async receive(providerName: string, request: IncomingNotification): Promise<{ recebidos: number }> {
      if (providerName !== provider.name) throw new AppError('NOT_FOUND', financeMessages.operationFailed);
      let events: ProviderEvent[];
      try {
        events = provider.parseNotification(request);
      } catch (err) {
        if (!(err instanceof NotificationRejected)) throw err;
        log.warn({ provider: providerName, reason: err.reason }, 'payment notification rejected');
        throw err.reason === 'signature'
          ? new AppError('UNAUTHORIZED', financeMessages.badSignature)
          : new AppError('INVALID', financeMessages.operationFailed);
      }
      let fresh = 0;
      for (const event of events) {
        // The event and its job commit together: a kept event is always processed. A provider that is
        // read back keeps one waiting event per charge, before any read-back (decision 100).
        const kept = await uow.run(null, async (tx) => {
          const unread = provider.readsBack ? event.chargeRef : null;
          const id = await notificationQueueRepository(tx).keep(provider.name, event, unread);
          if (id !== null) await jobs.send(NOTIFICATION_QUEUE, { id }, tx);
          return id;
        });
        if (kept !== null) fresh += 1;
      }
      // Committed: this node's idle workers take it now rather than at their next poll.
      if (fresh > 0) jobs.wake(NOTIFICATION_QUEUE);
      return { recebidos: fresh };
    },

    /**
     * The queue's handler. The event stops standing for its charge before the read-back, so a notification
     * arriving from now on (news the read-back may miss) is kept as a new event and read again.
     */
    async job(id: number): Promise<EventOutcome | null> {
      await uow.run(null, (tx) => notificationQueueRepository(tx).startReading(id));
      return this.process(id);
    },

    /**
     * The job: confirm the event with the provider, then, in one transaction, pay the parcel at most once
     * (a conditional update) and write the outcome on the event's ledger row, which is the payment's
     * audit record: there is no administrator behind it, and the row names provider, event and amount.
     */
    async process(id: number): Promise<EventOutcome | null> {
      const stored = await repo.event(id);
      if (stored?.outcome !== 'queued') return null;
      const confirmed = await provider.confirm({
        eventId: stored.eventId,
        chargeRef: stored.chargeRef,
        status: stored.status,
        amountCents: stored.amountCents,
        paidOn: stored.paidOn,
        payload: stored.payload,
      });
      // The apply step (apply-payment.ts): one transaction, the parcel and its order paid at most once.
      const outcome = await uow.run(null, (tx) =>
        applyPayment(tx, { id, provider: provider.name, confirmed, today: day() }, orders),
      );
      log.info({ event: id, outcome }, 'payment notification processed');
      return outcome;
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
