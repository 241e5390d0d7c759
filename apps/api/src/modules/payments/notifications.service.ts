import { financeMessages, type IsoDate, PORTAL_ORIGIN, parcelCharge, todayInSaoPaulo } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs';
import { ordersRepository } from '../orders/orders.repository';
import { type PaymentsRepository, paymentsRepository } from './payments.repository';
import {
  type IncomingNotification,
  NotificationRejected,
  type PaymentProvider,
  type ProviderEvent,
} from './providers/provider';

export const NOTIFICATION_QUEUE = 'payments.notification';

/** What became of a provider event (payment_events.outcome), for the producer's reconciliation. */
export type EventOutcome =
  | 'applied'
  | 'already_paid'
  | 'amount_mismatch'
  | 'unknown_parcel'
  | 'refused'
  | 'refused_after_payment'
  | 'pending';

type Deps = {
  repo: PaymentsRepository;
  uow: UnitOfWork;
  jobs: Jobs;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  today?: () => IsoDate;
};

/**
 * Provider notifications (DESIGN §5, issue 9): verified over the raw body, kept once per provider event
 * (the unique index), then applied by a job with retries. The route answers as soon as the event is kept,
 * so a provider's timeout never depends on our processing.
 */
export function notificationsService({ repo, uow, jobs, provider, log, today }: Deps) {
  const day = today ?? (() => todayInSaoPaulo(new Date()));

  /** The decision for one event on a parcel as it is now; pure, so both orders of events are safe. */
  function decide(
    event: Pick<ProviderEvent, 'status' | 'amountCents'>,
    parcel: { paidOn: string | null; charge: number } | undefined,
  ): EventOutcome {
    if (!parcel) return 'unknown_parcel';
    if (event.status === 'pending') return 'pending';
    // A refusal never undoes a payment: the approval that paid it came first (out of order or retried).
    if (event.status === 'refused') return parcel.paidOn ? 'refused_after_payment' : 'refused';
    if (parcel.paidOn) return 'already_paid';
    if (event.amountCents !== parcel.charge) return 'amount_mismatch';
    return 'applied';
  }

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
        // The event and its job commit together: a kept event is always processed.
        const kept = await uow.run(null, async (tx) => {
          const id = await paymentsRepository(tx).recordEvent(provider.name, event);
          if (id !== null) await jobs.send(NOTIFICATION_QUEUE, { id }, tx);
          return id;
        });
        if (kept !== null) fresh += 1;
      }
      return { recebidos: fresh };
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
      return uow.run(null, async (tx) => {
        const r = paymentsRepository(tx);
        const { parcelId } = confirmed;
        const parcel = await r.parcelForPayment(parcelId);
        let outcome = decide(
          confirmed,
          parcel && {
            paidOn: parcel.paidOn,
            charge: parcelCharge({
              parcvalor: parcel.amountCents,
              parcdesconto: parcel.discountCents,
              parcacrescimo: parcel.surchargeCents,
              parctaxa: parcel.feeCents,
            }),
          },
        );
        if (outcome === 'applied') {
          const paid = await r.markPaid(
            parcelId,
            confirmed.paidOn ?? day(),
            confirmed.amountCents ?? 0,
            `${provider.name}:${confirmed.eventId}`.slice(0, 120),
          );
          if (!paid) outcome = 'already_paid';
          // A shop order's parcel pays its order in the same transaction, at most once (issue 11).
          else if (parcel?.kind === 'E-commerce' && parcel.orderId !== null) {
            await ordersRepository(tx).markPaid(parcel.orderId, {
              paidOn: confirmed.paidOn ?? day(),
              method: parcel.method,
              document: `${provider.name}:${confirmed.eventId}`.slice(0, 120),
              by: PORTAL_ORIGIN,
              user: null,
            });
          }
        }
        await r.finishEvent(id, outcome, parcel ? parcelId : null, confirmed);
        log.info({ event: id, outcome }, 'payment notification processed');
        return outcome;
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
