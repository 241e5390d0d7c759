import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';
import { authService } from './auth.service';

/** Accounts and sessions (spec B §2.2–2.5, §7; DESIGN §3). */
export const authModule: FastifyPluginAsync<{ publicUrl: string; perMinute: number }> = async (
  app,
  { publicUrl, perMinute },
) => {
  const service = authService({
    db: app.db,
    uow: app.uow,
    sign: app.signToken,
    mail: app.mail,
    sessions: app.sessions,
    publicUrl,
    accountAttempts: perMinute,
  });
  await app.register(authRoutes, { service, perMinute });
};
