import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { authMessages } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { sharedRateLimitStore } from './rate-limit-store';

/**
 * Every API call is rate-limited, decided once here (decision 32: an unlimited flood of GET /hash/{key}
 * starved the process). The check runs after the route's authentication hook (onRequest), so a signed-in
 * caller is counted by the verified user (wherever they connect from) and anyone else by address; and
 * before validation (preValidation rather than preHandler), so that a flood of invalid requests counts too.
 * Routes keep their stricter limits in `config.rateLimit` (sign-in, registration, CEP lookups), counted
 * apart. Only /api is limited: the web app's static files are cacheable and a page loads many of them.
 * /api/health is limited like any public call: a load balancer polls it a few times a minute, far below.
 * On PostgreSQL the counters live in the shared database, so every node counts together (decision 128);
 * PGlite serves one process, whose memory is enough.
 */
export function rateLimitOptions(
  config: Pick<Config, 'publicRateLimitPerMinute' | 'userRateLimitPerMinute'>,
  database?: Pick<Database, 'driver' | 'query'>,
): RateLimitPluginOptions {
  const userOf = (req: FastifyRequest) => (req as { actor?: { userId?: number } | null }).actor?.userId;
  return {
    global: true,
    hook: 'preValidation',
    timeWindow: '1 minute',
    keyGenerator: (req) => {
      const user = userOf(req);
      return user === undefined ? `ip:${req.ip}` : `user:${user}`;
    },
    max: (req) =>
      userOf(req) === undefined ? config.publicRateLimitPerMinute : config.userRateLimitPerMinute,
    allowList: (req) => !req.url.startsWith('/api/') && req.url !== '/api',
    errorResponseBuilder: () => new AppError('RATE_LIMIT', authMessages.tooManyRequests),
    ...(database?.driver === 'pg'
      ? { store: sharedRateLimitStore(database) as unknown as RateLimitPluginOptions['store'] }
      : {}),
  };
}
