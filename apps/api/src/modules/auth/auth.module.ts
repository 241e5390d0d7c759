import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';
import { authService, type PolicyAcceptedAtSignUp } from './auth.service';
import type { CalendarAddresses } from './calendar-addresses';

/** Accounts and sessions (spec B §2.2–2.5, §7; DESIGN §3). */
export const authModule: FastifyPluginAsync<{
  publicUrl: string;
  perMinute: number;
  calendars: CalendarAddresses;
  policyAccepted: PolicyAcceptedAtSignUp;
}> = async (app, { publicUrl, perMinute, calendars, policyAccepted }) => {
  const service = authService({
    db: app.db,
    uow: app.uow,
    sign: app.signToken,
    mail: app.mail,
    sessions: app.sessions,
    publicUrl,
    accountAttempts: perMinute,
    calendars,
    policyAccepted,
  });
  await app.register(authRoutes, { service, perMinute });
};
