import { type AuditCode, errorSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeAny } from 'zod';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['back-office: financeiro'];
const security = [{ bearer: [] }];

type Schema = { params: ZodTypeAny; body?: ZodTypeAny; response: Record<number, ZodTypeAny> };

/**
 * The options every back-office finance route shares: administrators only, audited under its code (decision
 * 126), in the finance tag, every error status declared beside its answer. Create routes spread
 * `app.idempotent()` after it (decision 117).
 */
export function adminRoute<S extends Schema>(
  app: FastifyInstance,
  audit: AuditCode,
  summary: string,
  schema: S,
) {
  return {
    config: { audit },
    onRequest: app.requireAdmin,
    schema: { tags, security, summary, ...schema, response: { ...schema.response, ...errors } },
  };
}
