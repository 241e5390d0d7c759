import type { IsoDate, PixMerchant } from '@portal/domain';

/** What a provider says about a charge. */
export type ChargeStatus = 'approved' | 'refused' | 'pending';

/**
 * One verified event of a provider's notification. Providers echo our reference (the parcel id) with their
 * charge, so the event names both; the job still checks the amount against the parcel.
 */
export type ProviderEvent = {
  /** The provider's id of this event: the idempotency key (unique per provider in payment_events). */
  eventId: string;
  /** The provider's charge (checkout, PIX charge, boleto reference). */
  chargeRef: string;
  parcelId: number;
  status: ChargeStatus;
  /** What was paid, in centavos, when the provider says. */
  amountCents: number | null;
  /** The payment's date in São Paulo, when approved. */
  paidOn: IsoDate | null;
  /** The verified body, kept in the ledger for reconciliation. */
  payload: unknown;
};

/** An event as the ledger keeps it: the parcel is worked out again when it is confirmed. */
export type StoredEvent = Omit<ProviderEvent, 'parcelId'>;

/** The request of a notification, as the route received it. */
export type IncomingNotification = {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  /** The exact bytes received: signatures are computed over them. */
  rawBody: Buffer;
};

/** A notification whose signature does not verify, or that is not the provider's shape. */
export class NotificationRejected extends Error {
  constructor(readonly reason: 'signature' | 'format') {
    super(`notification rejected: ${reason}`);
    this.name = 'NotificationRejected';
  }
}

export type CardCheckoutInput = {
  parcelId: number;
  /** parctipo, for the return route /resumo/{tipo}/{retorno}. */
  type: string;
  amountCents: number;
  instalments: number;
  title: string;
};

export type PixChargeInput = {
  parcelId: number;
  type: string;
  amountCents: number;
  title: string;
  merchant: PixMerchant;
  /** Who pays, for providers that register the payer with the charge (Mercado Pago asks the e-mail). */
  payer?: { email: string; firstName: string; lastName: string | null; cpf: string | null };
};

/**
 * A payment provider (DESIGN §5): creates charges for a parcel and turns its notifications into verified
 * events. The built-in sandbox is the default; a real adapter (Mercado Pago) plugs in by configuration.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * True when a notification only names a charge and `confirm` reads its state back from the provider:
   * two events of one charge waiting for that read-back would read the same thing, so one is kept.
   */
  readonly readsBack?: boolean;
  /** The external checkout page for a card payment (spec A §2 PAGAR AGORA). */
  cardCheckout(input: CardCheckoutInput): Promise<{ url: string; chargeRef: string }>;
  /** A dynamic PIX charge (its own txid), or null when the provider offers none: the static code is used. */
  pixCharge(input: PixChargeInput): Promise<{ code: string; chargeRef: string } | null>;
  /** Verifies the signature over the raw body and reads the events; throws NotificationRejected. */
  parseNotification(request: IncomingNotification): ProviderEvent[];
  /**
   * Confirms a kept event before it is applied (a real provider is asked again over its authenticated
   * API, reference §7: the notification alone is not proof) and names the parcel it pays. Runs in the
   * job, outside any transaction; a throw is retried.
   */
  confirm(event: StoredEvent): Promise<ProviderEvent>;
}
