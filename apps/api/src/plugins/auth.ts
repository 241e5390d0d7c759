import fastifyJwt from '@fastify/jwt';
import { authMessages, type Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { recordAudit } from '../modules/admin/audit.repository';

/** What the bearer token says: the user, their role and the registration they act as. */
export type TokenPayload = { sub: number; role: Role; sid: number | null; act: boolean; name: string };

/** Who is calling: the one place that decides the acting student (spec A §6, spec B §6). */
export type Actor = {
  userId: number;
  role: Role;
  name: string;
  /** The registration every student call works on: the user's own, or the one the administrator acts as. */
  studentId: number | null;
  /** True while an administrator acts as a student. */
  acting: boolean;
};

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(req: FastifyRequest, reply: FastifyReply): Promise<void>;
    signToken(payload: TokenPayload): string;
  }
  interface FastifyRequest {
    actor: Actor;
  }
}

/** The acting student's id, or a refusal when the caller has no registration to act on. */
export function actingStudent(actor: Actor): number {
  if (actor.studentId === null) throw new AppError('FORBIDDEN', authMessages.forbidden);
  return actor.studentId;
}

type Options = { secret: string; expiresIn: string; database: Database };

export const authPlugin = fp<Options>(async (app, { secret, expiresIn, database }) => {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn },
    // An allow-list of one algorithm: 'none' and key confusion are refused (ASVS 9.1.2).
    // Verified tokens are cached (until they expire): the same session sends the same token on every call.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  app.decorateRequest('actor', null as unknown as Actor);
  app.decorate('signToken', (payload: TokenPayload) => app.jwt.sign(payload));

  app.decorate('authenticate', async (req: FastifyRequest) => {
    let payload: TokenPayload;
    try {
      payload = await req.jwtVerify<TokenPayload>();
    } catch {
      throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
    }
    let studentId = payload.sid;
    if (studentId === null && payload.role === 'student') {
      // Signed in before the self-registration was linked: look it up rather than force a new sign-in.
      const [row] = await database.db
        .select({ sid: users.studentId })
        .from(users)
        .where(eq(users.id, payload.sub));
      studentId = row?.sid ?? null;
    }
    req.actor = {
      userId: payload.sub,
      role: payload.role,
      name: payload.name,
      studentId,
      acting: payload.role === 'admin' && payload.act,
    };
  });

  app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(req, reply);
    if (req.actor.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
  });

  // Every change an administrator makes while acting as a student is recorded with their identity.
  app.addHook('onResponse', async (req, reply) => {
    if (!req.actor?.acting || req.method === 'GET' || req.method === 'HEAD') return;
    await recordAudit(database.db, {
      userId: req.actor.userId,
      studentId: req.actor.studentId,
      action: `${req.method} ${req.routeOptions.url ?? req.url}`,
      detail: { status: reply.statusCode },
    });
  });
});
