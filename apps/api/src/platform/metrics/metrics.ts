import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { metricsRepository } from './metrics.repository';
import { renderQueueStats, requestMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus text of this node: its requests, and the shared job queues. */
    renderMetrics(): Promise<string>;
  }
}

/**
 * Counts every answer by method, route pattern (never the raw URL: ids would make a series per student) and
 * status, with its latency. Registered on the root instance so that every route, the web app's included, is seen.
 */
export function registerMetrics(app: FastifyInstance, { database }: { database: Database }): void {
  const requests = requestMetrics();
  const repo = metricsRepository(database.db);
  app.addHook('onResponse', (req, reply, done) => {
    requests.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.decorate('renderMetrics', async () => {
    const lines = requests.render();
    try {
      lines.push(...renderQueueStats(await repo.queueStats()));
      lines.push('# TYPE portal_jobs_stats_up gauge', 'portal_jobs_stats_up 1');
    } catch {
      // The database is down: the request figures still come, and the scrape says the queue figures did not.
      lines.push('# TYPE portal_jobs_stats_up gauge', 'portal_jobs_stats_up 0');
    }
    return `${lines.join('\n')}\n`;
  });
}

/**
 * METRICS_PORT: the metrics listen on a port of their own, never published through the proxy, instead of
 * behind an administrator's login: Prometheus scrapes without a session, and the portal's sessions expire
 * and can be revoked (decision 132). Unset: no metrics listener.
 */
export function metricsPortFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`METRICS_PORT must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

/** A second, bare listener answering GET /metrics (and /api/metrics) with `app`'s figures. */
export async function serveMetrics(
  app: FastifyInstance,
  port: number,
  host: string,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  const handler = async (_req: unknown, reply: { type(t: string): unknown }) => {
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return app.renderMetrics();
  };
  server.get('/metrics', handler);
  server.get('/api/metrics', handler);
  // Opened after `app` listens (it cannot take an onClose hook then): the process's exit closes it.
  await server.listen({ port, host });
  return server;
}
