// A local fake of Mercado Pago's REST API for the adapter's tests (decision 63), built from its documentation:
// Checkout Pro preferences (POST /checkout/preferences), payments (POST /v1/payments with PIX, GET
// /v1/payments/{id}), bearer authentication, X-Idempotency-Key, and signed Webhooks notifications
// (x-signature `ts=…,v1=…`, HMAC-SHA256 of `id:{data.id};request-id:{x-request-id};ts:{ts};`). It keeps
// what it was sent, so a test can check the fields, and plays the buyer (pays, refuses, refunds).
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDynamicPixPayload } from '@portal/domain';

type Json = Record<string, unknown>;
export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Json | null;
};
export type FakePayment = Json & {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  external_reference: string | null;
  date_approved: string | null;
};

const COLLECTOR_ID = 202_809_963;

export type MercadoPagoFake = Awaited<ReturnType<typeof startMercadoPagoFake>>;

export async function startMercadoPagoFake({
  accessToken,
  webhookSecret,
}: {
  accessToken: string;
  webhookSecret: string;
}) {
  const requests: FakeRequest[] = [];
  const preferences = new Map<string, Json>();
  const payments = new Map<number, FakePayment>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  let nextPaymentId = 1_319_000_000;

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, err: string) =>
    send(res, status, { message, error: err, status, cause: [] });

  function createPreference(body: Json): { status: number; body: Json } {
    const items = body.items as { unit_price?: number; quantity?: number; title?: string }[] | undefined;
    if (!Array.isArray(items) || items.length === 0)
      return { status: 400, body: { message: 'items needed', error: 'invalid_items', status: 400 } };
    for (const item of items) {
      if (
        !(typeof item.unit_price === 'number' && item.unit_price > 0) ||
        !item.title ||
        !(Number(item.quantity) > 0)
      ) {
        return { status: 400, body: { message: 'unit_price invalid', error: 'invalid_items', status: 400 } };
      }
    }
    const id = `${COLLECTOR_ID}-${randomUUID()}`;
    const created = {
      ...body,
      id,
      collector_id: COLLECTOR_ID,
      client_id: '6295877106812064',
      date_created: new Date().toISOString(),
      operation_type: 'regular_payment',
      init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
    };
    preferences.set(id, created);
    return { status: 201, body: created };
  }

  function newPayment(fields: Partial<FakePayment> & { transaction_amount: number }): FakePayment {
    const payment: FakePayment = {
      id: nextPaymentId++,
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      currency_id: 'BRL',
      date_created: new Date().toISOString(),
      date_approved: null,
      date_last_updated: new Date().toISOString(),
      collector_id: COLLECTOR_ID,
      live_mode: false,
      external_reference: null,
      ...fields,
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function createPayment(body: Json): { status: number; body: Json } {
    const amount = body.transaction_amount;
    if (typeof amount !== 'number' || !(amount > 0)) {
      return {
        status: 400,
        body: { message: 'Invalid transaction_amount', error: 'bad_request', status: 400 },
      };
    }
    if (body.payment_method_id !== 'pix') {
      return { status: 400, body: { message: 'The fake takes PIX only', error: 'bad_request', status: 400 } };
    }
    const payer = body.payer as { email?: string } | undefined;
    if (!payer?.email)
      return {
        status: 400,
        body: { message: 'payer.email must be valid', error: 'bad_request', status: 400 },
      };
    const id = nextPaymentId;
    const qr = buildDynamicPixPayload({
      location: `pix-qr.mercadopago.com/instore/o/v2/${randomUUID()}`,
      merchantName: 'MERCADO PAGO FAKE',
      merchantCity: 'OSASCO',
      amount: Math.round(amount * 100),
    });
    const payment = newPayment({
      transaction_amount: amount,
      description: body.description ?? null,
      external_reference: (body.external_reference as string | undefined) ?? null,
      notification_url: body.notification_url ?? null,
      metadata: body.metadata ?? {},
      payer: { ...payer, id: null },
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      status_detail: 'pending_waiting_transfer',
      date_of_expiration: new Date(Date.now() + 86_400_000).toISOString(),
      point_of_interaction: {
        type: 'OPENPLATFORM',
        transaction_data: {
          qr_code: qr,
          qr_code_base64: Buffer.from(qr).toString('base64'),
          ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1&hash=${randomUUID()}`,
          transaction_id: null,
        },
      },
    });
    return { status: 201, body: payment };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = text ? (JSON.parse(text) as Json) : null;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return error(res, 401, 'invalid access token', 'unauthorized');
    }
    const key = req.headers['x-idempotency-key'];
    const write = (make: () => { status: number; body: Json }) => {
      // A repeated key answers what the first call made (the documented idempotency of writes).
      const cacheKey = typeof key === 'string' ? `${url.pathname}:${key}` : null;
      const answer = (cacheKey && idempotent.get(cacheKey)) || make();
      if (cacheKey && answer.status < 300) idempotent.set(cacheKey, answer);
      send(res, answer.status, answer.body);
    };
    if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(url.pathname)) {
      return write(() => createPreference(body ?? {}));
    }
    if (req.method === 'POST' && url.pathname === '/v1/payments')
      return write(() => createPayment(body ?? {}));
    const m = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const payment = payments.get(Number(m[1]));
      return payment ? send(res, 200, payment) : error(res, 404, 'Payment not found', 'not_found');
    }
    return error(res, 404, 'resource not found', 'not_found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => error(res, 500, String(err), 'internal_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function update(id: number, fields: Partial<FakePayment>) {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake: no payment ${id}`);
    Object.assign(payment, fields, { date_last_updated: new Date().toISOString() });
    return payment;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    preferences,
    payments,
    /** The buyer pays a Checkout Pro preference by card: a new payment of its amount and reference. */
    payPreference(preferenceId: string, status: 'approved' | 'rejected' = 'approved', installments = 1) {
      const pref = preferences.get(preferenceId);
      if (!pref) throw new Error(`fake: no preference ${preferenceId}`);
      const items = pref.items as { unit_price: number; quantity: number }[];
      const amount = items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
      return newPayment({
        transaction_amount: Math.round(amount * 100) / 100,
        external_reference: (pref.external_reference as string | undefined) ?? null,
        payment_method_id: 'master',
        payment_type_id: 'credit_card',
        installments,
        status,
        status_detail: status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
        date_approved: status === 'approved' ? new Date().toISOString() : null,
      });
    },
    /** The PIX of a payment is paid (or the payment refused, refunded…). */
    setStatus(id: number, status: 'approved' | 'rejected' | 'cancelled' | 'refunded', at = new Date()) {
      return update(id, {
        status,
        status_detail: status === 'approved' ? 'accredited' : status === 'refunded' ? 'refunded' : 'rejected',
        ...(status === 'approved' ? { date_approved: at.toISOString() } : {}),
      });
    },
    update,
    /**
     * A Webhooks notification of topic payment as Mercado Pago sends it: data.id in the query string and
     * the body, x-request-id, and x-signature over the manifest (a wrong secret signs a forgery).
     */
    notification(
      paymentId: number | string,
      {
        action = 'payment.updated',
        id = Date.now() * 1000 + Math.floor(Math.random() * 1000),
        secret = webhookSecret,
        ts = Math.floor(Date.now() / 1000),
        type = 'payment',
      } = {},
    ) {
      const dataId = String(paymentId);
      const requestId = randomUUID();
      const v1 = createHmac('sha256', secret)
        .update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      const body = JSON.stringify({
        id,
        live_mode: false,
        type,
        date_created: new Date().toISOString(),
        user_id: COLLECTOR_ID,
        api_version: 'v1',
        action,
        data: { id: dataId },
      });
      return {
        url: `/api/pagamentos/notificacao/mercadopago?data.id=${encodeURIComponent(dataId)}&type=${type}`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': `ts=${ts},v1=${v1}`,
        },
        body,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
