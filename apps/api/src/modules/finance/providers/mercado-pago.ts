import { type IsoDate, parsePixPayload, todayInSaoPaulo } from '@portal/domain';
import { MercadoPagoConfig, Payment, Preference, WebhookSignatureValidator } from 'mercadopago';
import { z } from 'zod';
import { setMercadoPagoBaseUrl } from './mercado-pago-api';
import {
  type CardCheckoutInput,
  type ChargeStatus,
  type IncomingNotification,
  NotificationRejected,
  type PaymentProvider,
  type PixChargeInput,
  type ProviderEvent,
  type StoredEvent,
} from './provider';

export const MERCADO_PAGO = 'mercadopago';

/**
 * How far a notification's signed `ts` may be from our clock, either way (decision 100): Mercado Pago signs
 * each delivery as it sends it, so a signature older than this is a captured one being replayed.
 */
export const MERCADO_PAGO_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** What ties a Mercado Pago charge to its parcel (external_reference); anything else is not ours. */
const REFERENCE = /^parcela-(\d{1,10})$/;
export const mercadoPagoReference = (parcelId: number) => `parcela-${parcelId}`;

/**
 * Mercado Pago's payment statuses as ours. A refund or chargeback after an approval reads as a refusal:
 * the job records it as 'refused_after_payment' and never undoes the payment by itself (the producer does).
 */
const STATUSES: Record<string, ChargeStatus> = {
  approved: 'approved',
  rejected: 'refused',
  cancelled: 'refused',
  refunded: 'refused',
  charged_back: 'refused',
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  in_mediation: 'pending',
};

/** A Webhooks notification body (topic payment); other topics are verified and ignored. */
const notificationSchema = z.object({
  id: z.union([z.string().max(64), z.number().int()]).optional(),
  type: z.string().max(60).optional(),
  action: z.string().max(60).optional(),
  data: z.object({ id: z.union([z.string().max(64), z.number().int()]) }).optional(),
});

type Options = {
  accessToken: string;
  /** The secret signature of the application's Webhooks (Suas integrações > Webhooks). */
  webhookSecret: string;
  /** The portal's public address: return URLs and the notification URL. */
  publicUrl: string;
  /** Another base URL for the SDK (MERCADOPAGO_API_URL: a local fake). */
  apiUrl?: string;
  timeoutMs?: number;
  /** The clock the signature's `ts` is checked against (tests). */
  now?: () => number;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const cents = (reais: number | undefined) =>
  typeof reais === 'number' && Number.isFinite(reais) ? Math.round(reais * 100) : null;

/**
 * The Mercado Pago adapter (decision 63, DESIGN §5) through the official SDK: Checkout Pro preferences for
 * card payments, its PIX for a dynamic QR per parcel, and its Webhooks, whose signature is checked before
 * anything is kept. A notification says only which payment changed: `confirm` asks the API for the
 * payment (status, amount, parcel) before the job applies it, so the body is never trusted.
 */
export function mercadoPagoProvider({
  accessToken,
  webhookSecret,
  publicUrl,
  apiUrl,
  timeoutMs = 10_000,
  now = Date.now,
}: Options): PaymentProvider {
  if (apiUrl) setMercadoPagoBaseUrl(apiUrl);
  // source_news=webhooks: Mercado Pago sends this object's Webhooks (signed) and not its legacy IPN, which
  // carries no signature this endpoint could check and would only be refused and retried for days.
  const notificationUrl = `${publicUrl}/api/pagamentos/notificacao/${MERCADO_PAGO}?source_news=webhooks`;
  // A fresh config per call: the SDK merges each call's requestOptions into the config it was given and
  // keeps them, so a shared one would lend one charge's idempotency key to the next.
  const config = (idempotencyKey?: string) =>
    new MercadoPagoConfig({
      accessToken,
      options: { timeout: timeoutMs, maxRetries: 1, ...(idempotencyKey ? { idempotencyKey } : {}) },
    });

  return {
    name: MERCADO_PAGO,
    // A notification names a payment and nothing else: confirm() reads it back.
    readsBack: true,

    async cardCheckout(input: CardCheckoutInput) {
      const back = `${publicUrl}/resumo/${encodeURIComponent(input.type)}/${input.parcelId}-0`;
      const preference = await new Preference(
        config(`portal-card-${input.parcelId}-${input.amountCents}-${input.instalments}`),
      ).create({
        body: {
          items: [
            {
              id: mercadoPagoReference(input.parcelId),
              title: input.title.slice(0, 250),
              quantity: 1,
              currency_id: 'BRL',
              unit_price: input.amountCents / 100,
            },
          ],
          external_reference: mercadoPagoReference(input.parcelId),
          notification_url: notificationUrl,
          back_urls: { success: back, pending: back, failure: back },
          auto_return: 'approved',
          // Card only, in the instalments the parcel's interest was computed for (spec A §5).
          payment_methods: {
            excluded_payment_types: [{ id: 'ticket' }, { id: 'bank_transfer' }, { id: 'atm' }],
            installments: input.instalments,
            default_installments: input.instalments,
          },
          metadata: { parcel_id: input.parcelId },
        },
      });
      if (!preference.id || !preference.init_point)
        throw new Error('Mercado Pago: preference without init_point');
      return { url: preference.init_point, chargeRef: preference.id };
    },

    async pixCharge(input: PixChargeInput) {
      if (!input.payer?.email) return null; // Mercado Pago's PIX needs the payer's e-mail
      const payment = await new Payment(config(`portal-pix-${input.parcelId}-${input.amountCents}`)).create({
        body: {
          transaction_amount: input.amountCents / 100,
          description: input.title.slice(0, 250),
          payment_method_id: 'pix',
          external_reference: mercadoPagoReference(input.parcelId),
          notification_url: notificationUrl,
          payer: {
            email: input.payer.email,
            first_name: input.payer.firstName,
            last_name: input.payer.lastName ?? undefined,
            ...(input.payer.cpf && {
              identification: { type: 'CPF', number: input.payer.cpf.replace(/\D/g, '') },
            }),
          },
          metadata: { parcel_id: input.parcelId },
        },
      });
      const code = payment.point_of_interaction?.transaction_data?.qr_code;
      if (payment.id === undefined || !code) throw new Error('Mercado Pago: PIX payment without a QR code');
      // The student copies this code into a bank app: a code that does not parse, or charges another
      // amount, is refused here (the service falls back to the producer's static code).
      const parsed = parsePixPayload(code);
      if (!parsed.ok) throw new Error(`Mercado Pago: PIX code refused (${parsed.error})`);
      if (parsed.pix.amount !== null && parsed.pix.amount !== input.amountCents) {
        throw new Error('Mercado Pago: PIX code for another amount');
      }
      return { code, chargeRef: String(payment.id) };
    },

    parseNotification({ headers, query, rawBody }: IncomingNotification): ProviderEvent[] {
      let body: z.infer<typeof notificationSchema>;
      try {
        body = notificationSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new NotificationRejected('format');
      }
      // The signature covers data.id as the query string carries it (lower case when alphanumeric): the
      // id the event is about is that one, and the body, when it names one, must name the same.
      const queried = query['data.id'];
      if (queried !== undefined && typeof queried !== 'string') throw new NotificationRejected('format');
      const dataId = (queried ?? (body.data ? String(body.data.id) : '')).toLowerCase();
      if (!dataId || (body.data && String(body.data.id).toLowerCase() !== dataId)) {
        throw new NotificationRejected('format');
      }
      const xSignature = first(headers['x-signature']);
      // Trimmed as the validator trims it: the event's id must be the signed value, not a variant of it.
      const requestId = (first(headers['x-request-id']) ?? '').trim();
      // Part of the event's id below: Mercado Pago sends a UUID, a longer one is no notification of its.
      if (requestId.length > 100) throw new NotificationRejected('format');
      try {
        // Within a short window only (decision 100): a year-old capture is not a notification.
        WebhookSignatureValidator.validate({
          xSignature,
          xRequestId: requestId,
          dataId,
          secret: webhookSecret,
          toleranceSeconds: MERCADO_PAGO_SIGNATURE_TOLERANCE_SECONDS,
          now,
        });
      } catch {
        throw new NotificationRejected('signature');
      }
      // The signed ts, part of the event's id: exactly one (the validator reads the last of several, and an
      // unsigned extra one would make a replay look new).
      const stamps = (xSignature ?? '')
        .split(',')
        .map((part) => part.split('='))
        .filter(([key]) => key?.trim().toLowerCase() === 'ts');
      const ts = stamps.length === 1 ? stamps[0]![1]?.trim() : undefined;
      if (!ts || !/^\d{1,12}$/.test(ts)) throw new NotificationRejected('signature');
      const topic = body.type ?? (typeof query.type === 'string' ? query.type : undefined);
      if (topic !== 'payment') return [];
      if (!/^\d{1,20}$/.test(dataId)) throw new NotificationRejected('format');
      // Only what the signature covers names the event (decision 100): the body's own id is not signed, so one
      // captured notification posted again with new ids is still this one event, kept once.
      const eventId = `${dataId}:${requestId}:${ts}`;
      return [
        {
          eventId,
          chargeRef: dataId,
          // Known only once the payment is read from the API (confirm).
          parcelId: 0,
          status: 'pending',
          amountCents: null,
          paidOn: null,
          payload: body,
        },
      ];
    },

    async confirm(event: StoredEvent): Promise<ProviderEvent> {
      const payment = await new Payment(config()).get({ id: event.chargeRef });
      const status = STATUSES[payment.status ?? ''] ?? 'pending';
      const reference = REFERENCE.exec(payment.external_reference ?? '');
      // A payment of the same account that is not a parcel's: parcel 0 exists nowhere, the ledger says so.
      const parcelId = reference ? Number(reference[1]) : 0;
      const approvedAt = payment.date_approved ? new Date(payment.date_approved) : null;
      const paidOn: IsoDate | null =
        status === 'approved' && approvedAt && !Number.isNaN(approvedAt.getTime())
          ? todayInSaoPaulo(approvedAt)
          : null;
      return {
        eventId: event.eventId,
        chargeRef: String(payment.id ?? event.chargeRef),
        parcelId,
        status,
        // Another currency is never a parcel's amount: the job records the mismatch.
        amountCents: payment.currency_id === 'BRL' ? cents(payment.transaction_amount) : null,
        paidOn,
        payload: event.payload,
      };
    },
  };
}
