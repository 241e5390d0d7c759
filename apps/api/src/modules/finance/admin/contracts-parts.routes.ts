import { type AuditCode, idParamSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../../platform/sessions/actor';
import { adminRoute } from './admin-route';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Call<A extends unknown[], R> = [AuditCode, string, (actor: Actor, ...args: A) => Promise<R>];

/** One kind of a contract's parts: where it lives, what it takes and answers, and its three calls. */
type Part<I extends z.ZodTypeAny, O extends z.ZodTypeAny> = {
  path: 'extras' | 'itens';
  key: 'extraId' | 'itemId';
  input: I;
  output: O;
  add: Call<[studentId: number, contractId: number, body: z.output<I>], z.input<O>>;
  update: Call<[studentId: number, contractId: number, id: number, body: z.output<I>], z.input<O>>;
  remove: Call<[studentId: number, contractId: number, id: number], void>;
};

/**
 * A contract's extras and its package items are edited alike (decision 60): added (idempotent, decision
 * 117), changed and removed, on the student's own contract, each call under its own audit code.
 */
export function contractPartRoutes<I extends z.ZodTypeAny, O extends z.ZodTypeAny>(app: App, part: Part<I, O>) {
  const contract = z.object({ id: idParamSchema, contractId: idParamSchema });
  const one = contract.extend({ [part.key]: idParamSchema }) as z.ZodType<
    { id: number; contractId: number } & Record<string, number>
  >;
  const base = `/admin/alunos/:id/contratos/:contractId/${part.path}`;
  const [addCode, addSummary, add] = part.add;
  const [updateCode, updateSummary, update] = part.update;
  const [removeCode, removeSummary, remove] = part.remove;
  app.post(
    base,
    {
      ...adminRoute(app, addCode, addSummary, { params: contract, body: part.input, response: { 201: part.output } }),
      ...app.idempotent(),
    },
    async (req, reply) =>
      reply.code(201).send(await add(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.put(
    `${base}/:${part.key}`,
    adminRoute(app, updateCode, updateSummary, { params: one, body: part.input, response: { 200: part.output } }),
    (req) => update(req.actor, req.params.id, req.params.contractId, req.params[part.key]!, req.body),
  );
  app.delete(
    `${base}/:${part.key}`,
    adminRoute(app, removeCode, removeSummary, { params: one, response: { 204: z.null() } }),
    async (req, reply) => {
      await remove(req.actor, req.params.id, req.params.contractId, req.params[part.key]!);
      return reply.code(204).send(null);
    },
  );
}
