import { randomUUID } from 'node:crypto';
import { todayInSaoPaulo } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChargeStatus } from '../providers/provider';
import {
  checkSandboxPass,
  readSandboxCharge,
  type SandboxPassClaim,
  sandboxChargeId,
  sandboxPassName,
  signSandboxNotification,
} from '../providers/sandbox';
import { boletoPage, cardCheckoutPage, donePage, errorPage, pixPage } from './sandbox-pages';

type Options = {
  secret: string;
  publicUrl: string;
  /** The boleto agreement's refTran prefix: the rest of refTran is the parcel id. */
  refTranPrefix: string;
};

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const chargeParams = z.object({ charge: z.string().max(100) });

/** What the sandbox answers a page opened without the pass of the session that made the charge. */
const NO_PASS =
  'Este pagamento só pode ser feito pela sessão do portal que o pediu. Volte ao portal e abra o pagamento de novo.';

/** One cookie of the request, by name (the sandbox's pages read only their pass). */
function cookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
const actionBody = z.object({ acao: z.enum(['aprovar', 'recusar']).default('aprovar') });

/**
 * The sandbox provider's own pages (DESIGN §5): a tester approves or refuses a card payment and confirms a
 * PIX or a boleto; each click sends a signed notification to POST /api/pagamentos/notificacao/sandbox, the
 * endpoint a real provider calls, and the parcel is paid only through it. Served by the API, HTML without
 * scripts; forms are posted url-encoded, a body type only these routes accept.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { secret, publicUrl, refTranPrefix },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const schema = { tags: ['sandbox'], hide: true };

  /**
   * Whether this browser holds the pass the portal gave the session that made the charge (decision 101):
   * without it the sandbox pays nothing, whoever knows a parcel's number or a page's address.
   */
  const passed = (req: FastifyRequest, charge: Omit<SandboxPassClaim, 'studentId'>) =>
    checkSandboxPass(secret, cookie(req, sandboxPassName(charge.parcelId)), charge);

  /** Sends what a provider would: a signed notification with a new event id. */
  async function notify(charge: string, status: ChargeStatus, amountCents: number) {
    const body = JSON.stringify({
      id: `sbx_${randomUUID()}`,
      charge,
      status,
      amount: amountCents,
      paidOn: status === 'approved' ? todayInSaoPaulo(new Date()) : null,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/pagamentos/notificacao/sandbox',
      headers: signSandboxNotification(secret, body),
      payload: body,
    });
    return res.statusCode === 200;
  }

  app.get('/sandbox/checkout/:charge', { schema: { ...schema, params: chargeParams } }, (req, reply) => {
    const charge = readSandboxCharge(secret, req.params.charge);
    if (charge?.method !== 'card') return html(reply, errorPage('Este checkout não existe.'), 404);
    const ok = passed(req, {
      parcelId: charge.parcelId,
      charge: req.params.charge,
      amountCents: charge.amountCents,
    });
    if (!ok) return html(reply, errorPage(NO_PASS, 'Pagamento não autorizado'), 403);
    return html(reply, cardCheckoutPage({ action: req.url, ...charge }));
  });

  app.post(
    '/sandbox/checkout/:charge',
    { schema: { ...schema, params: chargeParams, body: actionBody } },
    async (req, reply) => {
      const charge = readSandboxCharge(secret, req.params.charge);
      if (charge?.method !== 'card') return html(reply, errorPage('Este checkout não existe.'), 404);
      const approved = req.body.acao === 'aprovar';
      // A refusal moves no money and never undoes a payment; an approval needs the session's pass.
      const claim = { parcelId: charge.parcelId, charge: req.params.charge, amountCents: charge.amountCents };
      if (approved && !passed(req, claim))
        return html(reply, errorPage(NO_PASS, 'Pagamento não autorizado'), 403);
      await notify(req.params.charge, approved ? 'approved' : 'refused', charge.amountCents);
      // Back to the portal's return route, as a real checkout's back_urls do (spec A §2 /resumo).
      return reply.redirect(`${publicUrl}/resumo/${charge.type}/${charge.parcelId}-0`, 303);
    },
  );

  app.get('/sandbox/pix/:charge', { schema: { ...schema, params: chargeParams } }, (req, reply) => {
    const charge = readSandboxCharge(secret, req.params.charge);
    if (charge?.method !== 'pix') return html(reply, errorPage('Esta cobrança PIX não existe.'), 404);
    const ok = passed(req, {
      parcelId: charge.parcelId,
      charge: req.params.charge,
      amountCents: charge.amountCents,
    });
    if (!ok) return html(reply, errorPage(NO_PASS, 'Pagamento não autorizado'), 403);
    return html(reply, pixPage({ action: req.url, ...charge }));
  });

  app.post(
    '/sandbox/pix/:charge',
    { schema: { ...schema, params: chargeParams, body: actionBody } },
    async (req, reply) => {
      const charge = readSandboxCharge(secret, req.params.charge);
      if (charge?.method !== 'pix') return html(reply, errorPage('Esta cobrança PIX não existe.'), 404);
      const claim = { parcelId: charge.parcelId, charge: req.params.charge, amountCents: charge.amountCents };
      if (!passed(req, claim)) return html(reply, errorPage(NO_PASS, 'Pagamento não autorizado'), 403);
      const ok = await notify(req.params.charge, 'approved', charge.amountCents);
      return html(
        reply,
        donePage(
          ok ? 'PIX enviado' : 'PIX não enviado',
          ok
            ? 'O pagamento foi enviado ao portal, que o confirma em instantes.'
            : 'O portal recusou a notificação.',
          `${publicUrl}/`,
        ),
      );
    },
  );

  // The bank's boleto page: receives the form the portal's browser posts (spec A §3 boleto fields).
  app.post(
    '/sandbox/boleto',
    {
      schema: {
        ...schema,
        body: z
          .object({ refTran: z.string().regex(/^\d{17}$/), valor: z.string().regex(/^\d{1,10}$/) })
          .loose(),
      },
    },
    (req, reply) => {
      const fields = Object.fromEntries(
        Object.entries(req.body).map(([k, v]) => [k, String(v).slice(0, 500)]),
      ) as Record<string, string>;
      const parcelId = Number(req.body.refTran.slice(refTranPrefix.length));
      const amountCents = Number(req.body.valor);
      if (!Number.isSafeInteger(parcelId) || parcelId <= 0 || amountCents <= 0) {
        return html(reply, errorPage('Boleto inválido.'), 400);
      }
      // Only the boleto the portal issued, in the browser of the session that asked for it (decision 101).
      if (!passed(req, { parcelId, charge: 'boleto', amountCents })) {
        return html(reply, errorPage(NO_PASS, 'Pagamento não autorizado'), 403);
      }
      const charge = sandboxChargeId(secret, {
        method: 'boleto',
        type: 'Contrato',
        parcelId,
        amountCents,
        instalments: 1,
      });
      return html(reply, boletoPage({ action: '/api/sandbox/boleto/pagar', fields, charge, amountCents }));
    },
  );

  app.post(
    '/sandbox/boleto/pagar',
    { schema: { ...schema, body: z.object({ charge: z.string().max(100) }) } },
    async (req, reply) => {
      const charge = readSandboxCharge(secret, req.body.charge);
      if (charge?.method !== 'boleto') return html(reply, errorPage('Boleto inválido.'), 404);
      const claim = { parcelId: charge.parcelId, charge: 'boleto', amountCents: charge.amountCents };
      if (!passed(req, claim)) return html(reply, errorPage(NO_PASS, 'Pagamento não autorizado'), 403);
      const ok = await notify(req.body.charge, 'approved', charge.amountCents);
      return html(
        reply,
        donePage(
          ok ? 'Boleto pago' : 'Boleto não pago',
          ok
            ? 'O pagamento foi enviado ao portal, que o confirma em instantes.'
            : 'O portal recusou a notificação.',
          `${publicUrl}/`,
        ),
      );
    },
  );
};
