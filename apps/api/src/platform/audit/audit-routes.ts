import { type AuditCode, INT4_MAX } from '@portal/domain';
import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The stable action code the audit records for this route (decision 126), declared in the route's own
     * options. Every route an administrator can call must name one: a test walks the route table.
     */
    audit?: AuditCode;
  }
}

/** An audited route: its call text (method and full path, as older rows hold it) and the code it declares. */
export type AuditedRoute = { call: string; code: AuditCode | undefined };

/**
 * Actions written outside a route (the access link's session opening, the command line): their text is
 * fixed, so they translate here, for new rows and old alike.
 */
const FIXED_CODES: Record<string, AuditCode> = {
  'POST /api/auth/auto': 'acesso.link.entrar',
  'CLI admin:create': 'equipe.linha_de_comando',
};

/** The code of an action written outside a route, or null. */
export const fixedCode = (action: string): AuditCode | null => FIXED_CODES[action] ?? null;

/**
 * The audited routes of the app, collected as they are registered: what a route declares is the only place
 * its code lives, and rows written before decision 126 (which hold only the call text) are translated
 * through the same table at read time instead of being rewritten.
 */
export function auditRouteTable() {
  const routes = new Map<string, AuditedRoute>();
  return {
    /** Called from an onRoute hook: keeps the route if it is one an administrator's session reaches. */
    observe(route: RouteOptions, audited: boolean) {
      if (!audited) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const call = `${method} ${route.url}`;
        routes.set(call, { call, code: route.config?.audit });
      }
    },
    routes: (): AuditedRoute[] => [...routes.values()],
    /** The code of a call text: a route's declared code or a fixed action's; null when unknown. */
    codeOf(call: string): AuditCode | null {
      return routes.get(call)?.code ?? FIXED_CODES[call] ?? null;
    },
    /** Every call text that records `code` (old rows are found by these). */
    callsOf(code: AuditCode): string[] {
      const calls = [...routes.values()].filter((r) => r.code === code).map((r) => r.call);
      return [...calls, ...Object.keys(FIXED_CODES).filter((c) => FIXED_CODES[c] === code)];
    },
  };
}

export type AuditRouteTable = ReturnType<typeof auditRouteTable>;

/**
 * The subject of a read (decision 126): the student an acting session works on, else the student or
 * graduation the back-office path names (`/admin/alunos/:id…`, `/admin/formaturas/:id…`), else none. Reads
 * are deduplicated per administrator and subject, so a student's page costs one row however many calls.
 */
export function readSubject(
  call: string,
  params: unknown,
  actingStudent: number | null,
): { studentId: number | null; graduationId: number | null } {
  if (actingStudent !== null) return { studentId: actingStudent, graduationId: null };
  const id = Number((params as { id?: unknown } | null)?.id);
  // An id past the column's range names no row (the route answers 400): it must not reach the read's query.
  if (Number.isInteger(id) && id > 0 && id <= INT4_MAX) {
    if (call.includes(' /api/admin/alunos/:id')) return { studentId: id, graduationId: null };
    if (call.includes(' /api/admin/formaturas/:id')) return { studentId: null, graduationId: id };
  }
  return { studentId: null, graduationId: null };
}
