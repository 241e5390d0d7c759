import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { buildDynamicPixPayload, isIsoDate } from '@portal/domain';
import { z } from 'zod';
import {
  type CardCheckoutInput,
  type IncomingNotification,
  NotificationRejected,
  type PaymentProvider,
  type PixChargeInput,
  type ProviderEvent,
  type StoredEvent,
} from './provider';

/** The header the sandbox signs its notifications in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older than this is refused (a replay within it is harmless: events are idempotent). */
const TOLERANCE_SECONDS = 15 * 60;

const METHOD_CODES = { card: 'c', pix: 'p', boleto: 'b' } as const;
export type SandboxMethod = keyof typeof METHOD_CODES;
const TYPE_CODES: Record<string, string> = { Contrato: 'C', Extras: 'E', 'E-commerce': 'S' };

/** What a sandbox charge id carries, signed, so the sandbox keeps no state of its own. */
export type SandboxCharge = {
  method: SandboxMethod;
  type: string;
  parcelId: number;
  amountCents: number;
  instalments: number;
};

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** A charge id: `<method><type>.<parcel>.<centavos>.<instalments>.<nonce>.<signature>`, URL-safe and short. */
export function sandboxChargeId(secret: string, charge: SandboxCharge): string {
  const body = [
    `${METHOD_CODES[charge.method]}${TYPE_CODES[charge.type] ?? 'C'}`,
    charge.parcelId,
    charge.amountCents,
    charge.instalments,
    randomBytes(4).toString('hex'),
  ].join('.');
  return `${body}.${hmac(secret, `sandbox-charge:${body}`).toString('base64url').slice(0, 12)}`;
}

/** The charge a sandbox id names, or null when it was not signed by this portal. */
export function readSandboxCharge(secret: string, id: string): SandboxCharge | null {
  const m = /^([cpb])([CES])\.(\d{1,10})\.(\d{1,10})\.(\d{1,2})\.([0-9a-f]{8})\.([\w-]{12})$/.exec(id);
  if (!m) return null;
  const body = id.slice(0, id.lastIndexOf('.'));
  const expected = hmac(secret, `sandbox-charge:${body}`).toString('base64url').slice(0, 12);
  if (!safeEqual(expected, m[7]!)) return null;
  const method = (Object.keys(METHOD_CODES) as SandboxMethod[]).find((k) => METHOD_CODES[k] === m[1])!;
  const type = Object.keys(TYPE_CODES).find((k) => TYPE_CODES[k] === m[2])!;
  return {
    method,
    type,
    parcelId: Number(m[3]),
    amountCents: Number(m[4]),
    instalments: Number(m[5]),
  };
}

/**
 * What a sandbox pass vouches for (decision 101): the charge the portal issued for a parcel, to the student
 * whose session asked for it. Card and PIX name their signed charge id; a boleto names `boleto` and its
 * amount, since the bank form's fields are fixed (spec A §3).
 */
export type SandboxPassClaim = { parcelId: number; charge: string; amountCents: number; studentId: number };

/** How long a pass lets the sandbox's pages pay: a checkout left open longer is asked again. */
export const SANDBOX_PASS_TTL_SECONDS = 30 * 60;

/** The cookie holding the pass of one parcel: several tabs can pay several parcels. */
export const sandboxPassName = (parcelId: number) => `sandbox_pass_${parcelId}`;

const passText = (claim: Omit<SandboxPassClaim, 'studentId'>, studentId: string, exp: string) =>
  `sandbox-pass:${claim.parcelId}:${claim.charge}:${claim.amountCents}:${studentId}:${exp}`;

/** A pass: `<student>.<expiry in unix seconds>.<signature>`, signed over the whole claim. */
export function sandboxPass(secret: string, claim: SandboxPassClaim, now = Date.now()): string {
  const exp = String(Math.floor(now / 1000) + SANDBOX_PASS_TTL_SECONDS);
  const student = String(claim.studentId);
  return `${student}.${exp}.${hmac(secret, passText(claim, student, exp)).toString('base64url')}`;
}

/** Whether `token` is an unexpired pass this portal issued for exactly this charge. */
export function checkSandboxPass(
  secret: string,
  token: string | undefined,
  charge: Omit<SandboxPassClaim, 'studentId'>,
  now = Date.now(),
): boolean {
  const m = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) return false;
  if (Number(m[2]) < now / 1000) return false;
  return safeEqual(hmac(secret, passText(charge, m[1]!, m[2]!)).toString('base64url'), m[3]!);
}

/**
 * The Set-Cookie header that hands a pass to the browser of the session that made the charge: sent back
 * only to the sandbox's pages (Path), never readable by scripts, never sent from another site.
 */
export function sandboxPassCookie(secret: string, publicUrl: string): (claim: SandboxPassClaim) => string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return (claim) =>
    `${sandboxPassName(claim.parcelId)}=${sandboxPass(secret, claim)}; Path=/api/sandbox; ` +
    `Max-Age=${SANDBOX_PASS_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The body of a sandbox notification. */
export const sandboxNotificationSchema = z.object({
  id: z.string().min(1).max(100),
  charge: z.string().max(100),
  status: z.enum(['approved', 'refused', 'pending']),
  amount: z.number().int().min(0).nullable(),
  paidOn: z.string().refine(isIsoDate).nullable(),
});
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;

/** A signed notification as the sandbox (or a test playing a provider) sends it. */
export function signSandboxNotification(
  secret: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const t = Math.floor(now / 1000);
  const v1 = hmac(secret, `${t}.${body}`).toString('hex');
  return { [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${v1}`, 'content-type': 'application/json' };
}

type Options = {
  secret: string;
  /** The portal's public address: the sandbox's pages are served by the API itself. */
  publicUrl: string;
  /**
   * Whether the sandbox's pages are served. Without them (production, the sandbox not chosen on purpose)
   * it makes no card checkout and no dynamic PIX: a bank app cannot pay a location that is not a PSP's,
   * so PIX falls back to the producer's static code.
   */
  pages?: boolean;
  now?: () => number;
};

/**
 * The built-in sandbox provider (DESIGN §5): its checkout and PIX pages are the API's own
 * (`/api/sandbox/...`, sandbox.routes.ts), and it notifies through the same signed endpoint a real
 * provider calls. Its charge ids are signed tokens, so it needs no table of its own.
 */
export function sandboxProvider({
  secret,
  publicUrl,
  pages = true,
  now = Date.now,
}: Options): PaymentProvider {
  return {
    name: 'sandbox',

    async cardCheckout(input: CardCheckoutInput) {
      if (!pages) throw new Error('the sandbox is closed: no card checkout');
      const chargeRef = sandboxChargeId(secret, { method: 'card', ...input });
      return { url: `${publicUrl}/api/sandbox/checkout/${chargeRef}`, chargeRef };
    },

    async pixCharge(input: PixChargeInput) {
      if (!pages) return null;
      const chargeRef = sandboxChargeId(secret, { method: 'pix', instalments: 1, ...input });
      const location = `${publicUrl.replace(/^https?:\/\//, '')}/api/sandbox/pix/${chargeRef}`;
      // A location past the BR Code's 77 characters (a long public address) gets the static fallback.
      if (location.length > 77) return null;
      const code = buildDynamicPixPayload({
        location,
        merchantName: input.merchant.merchantName,
        merchantCity: input.merchant.merchantCity,
        amount: input.amountCents,
      });
      return { code, chargeRef };
    },

    parseNotification({ headers, rawBody }: IncomingNotification): ProviderEvent[] {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const m = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!m) throw new NotificationRejected('signature');
      const t = Number(m[1]);
      const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
      if (!safeEqual(expected, m[2]!)) throw new NotificationRejected('signature');
      if (Math.abs(now() / 1000 - t) > TOLERANCE_SECONDS) throw new NotificationRejected('signature');
      let body: SandboxNotification;
      try {
        body = sandboxNotificationSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new NotificationRejected('format');
      }
      const charge = readSandboxCharge(secret, body.charge);
      if (!charge) throw new NotificationRejected('format');
      return [
        {
          eventId: body.id,
          chargeRef: body.charge,
          parcelId: charge.parcelId,
          status: body.status,
          amountCents: body.amount,
          paidOn: body.paidOn,
          payload: body,
        },
      ];
    },

    // The sandbox's signed notification is its whole truth: there is no API to ask again.
    async confirm(event: StoredEvent) {
      const charge = readSandboxCharge(secret, event.chargeRef);
      if (!charge) throw new Error('sandbox charge not signed by this portal');
      return { ...event, parcelId: charge.parcelId };
    },
  };
}
