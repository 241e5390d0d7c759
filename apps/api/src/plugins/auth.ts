import fastifyJwt from '@fastify/jwt';
import { authMessages } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { auditRepository } from '../platform/audit/audit.repository';
import { type AuditRouteTable, auditRouteTable, readSubject } from '../platform/audit/audit-routes';
import type { Actor, TokenPayload } from '../platform/sessions/actor';
import { listenForRevocations } from '../platform/sessions/revocations';
import { type SessionStore, sessionStore } from '../platform/sessions/session.store';
import { verifiedTokens } from '../platform/sessions/verified-tokens';

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
    sessions: SessionStore;
    /** The audited routes and their action codes (decision 126). */
    auditRoutes: AuditRouteTable;
  }
  interface FastifyRequest {
    actor: Actor;
  }
}

type Options = { secret: string; expiresIn: string };

export const authPlugin = fp<Options>(
  async (app, { secret, expiresIn }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn },
      // An allow-list of one algorithm: 'none' and key confusion are refused (ASVS 9.1.2); a token without
      // an expiry is refused. Verified signatures are cached: a session sends the same token every call.
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'], cache: 10_000 },
    });
    const sessions = sessionStore(app.db);
    const audit = auditRepository(app.db);
    app.decorate('sessions', sessions);
    // Several nodes on one PostgreSQL: a revocation on any of them reaches this cache at commit (decision 128).
    const revocations = await listenForRevocations(app.database, {
      changed: (userId) => sessions.forget(userId),
      hearing: (value) => sessions.trust(value),
      log: app.log,
    });
    app.addHook('onClose', () => revocations.close());
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorate('signToken', (payload: TokenPayload) => app.jwt.sign(payload));

    const verified = verifiedTokens();
    app.decorate('authenticate', async (req: FastifyRequest) => {
      const header = req.headers.authorization;
      let payload = verified.get(header);
      if (!payload) {
        try {
          payload = await req.jwtVerify<TokenPayload>();
        } catch {
          throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
        }
        verified.remember(header, payload);
      }
      // The database decides whether the session still stands. An audited session (an administrator's, or
      // one opened through an administrator's link) reads it on every call, on every node: a demoted or
      // deleted administrator is refused at once, and its audit row never meets a missing user (a 500,
      // decision 99). Each of its calls writes an audit row anyway, so one primary-key read more is small.
      // Student sessions are cached for a few seconds (SESSION_CACHE_MS).
      const audited = payload.role === 'admin' || payload.via !== null;
      const known = audited ? null : sessions.known(payload.sub);
      const user = known === null ? await sessions.get(payload.sub, { fresh: audited }) : known;
      if (!user || user.sessionVersion !== payload.ver || user.role !== payload.role) {
        throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
      }
      // A session opened through a link is audited as the administrator who issued it: it stands only
      // while that user is still an administrator.
      if (payload.via !== null && (await sessions.get(payload.via, { fresh: true }))?.role !== 'admin') {
        throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
      }
      const admin = user.role === 'admin';
      const auditedBy = admin ? user.id : payload.via;
      req.actor = {
        userId: user.id,
        role: user.role,
        name: user.name,
        studentId: admin ? payload.act : user.studentId,
        acting: admin && payload.act !== null,
        emailConfirmed: user.emailConfirmed,
        audit:
          auditedBy === null
            ? null
            : {
                adminId: auditedBy,
                call: `${req.method} ${req.routeOptions.url ?? req.url}`,
                code: req.routeOptions.config.audit ?? null,
                written: false,
              },
      };
    });

    app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(req, reply);
      if (req.actor.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
    });

    // Decision 126: the audited routes, with the code each declares, as they are registered.
    const auditRoutes = auditRouteTable();
    app.decorate('auditRoutes', auditRoutes);
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest].flat();
      auditRoutes.observe(route, hooks.includes(app.authenticate) || hooks.includes(app.requireAdmin));
    });

    // A call that wrote nothing through a unit of work (a read, or a refusal) is audited before its answer.
    // A read is one row per administrator and subject per window (decision 126), so browsing stays cheap.
    // Most calls have no trail: they go on at once, without a promise of their own (decision 150).
    app.addHook('onSend', (req, reply, payload, done) => {
      const trail = req.actor?.audit;
      if (!trail || trail.written) return done(null, payload);
      trail.written = true;
      const entry = {
        userId: trail.adminId,
        studentId: req.actor.studentId,
        action: trail.call,
        code: trail.code,
        detail: {
          status: reply.statusCode,
          ...(req.actor.role === 'admin' ? {} : { userId: req.actor.userId }),
        },
      };
      (req.method === 'GET'
        ? audit.recordRead({ ...entry, ...readSubject(trail.call, req.params, req.actor.studentId) })
        : audit.record(entry)
      ).then(() => done(null, payload), done);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
