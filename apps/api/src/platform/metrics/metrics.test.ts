import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { metricsPortFromEnv, serveMetrics } from './metrics';
import { formatLabels, requestMetrics } from './registry';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The value of the series `name{labels}` in a Prometheus text, or undefined. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('decision 132: Prometheus metrics', () => {
  it('decision 132: the histogram is cumulative, with +Inf, sum and count', () => {
    const m = requestMetrics();
    const labels = { method: 'GET', route: '/api/x', status: '200' };
    m.observe(labels, 0.004);
    m.observe(labels, 0.2);
    m.observe(labels, 30);
    const text = m.render().join('\n');
    const l = formatLabels(labels);
    expect(value(text, `portal_http_request_duration_seconds_bucket{${l},le="0.005"}`)).toBe(1);
    expect(value(text, `portal_http_request_duration_seconds_bucket{${l},le="0.25"}`)).toBe(2);
    expect(value(text, `portal_http_request_duration_seconds_bucket{${l},le="10"}`)).toBe(2);
    expect(value(text, `portal_http_request_duration_seconds_bucket{${l},le="+Inf"}`)).toBe(3);
    expect(value(text, `portal_http_request_duration_seconds_count{${l}}`)).toBe(3);
    expect(value(text, `portal_http_request_duration_seconds_sum{${l}}`)).toBeCloseTo(30.204);
    expect(value(text, `portal_http_requests_total{${l}}`)).toBe(3);
  });

  it('decision 132: label values are escaped', () => {
    expect(formatLabels({ route: 'a"b\\c\nd' })).toBe('route="a\\"b\\\\c\\nd"');
  });

  it('decision 132: requests counted by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/health/live?x=1' });
    await t.app.inject({ method: 'GET', url: '/api/nao-existe/123' });
    const text = await t.app.renderMetrics();
    expect(
      value(text, 'portal_http_requests_total{method="GET",route="/api/health/live",status="200"}'),
    ).toBe(2);
    expect(value(text, 'portal_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('nao-existe');
  });

  it('decision 132: job queue depth, oldest waiting age and failed jobs, per queue', async () => {
    await t.app.jobs.send('mail.send', { probe: true });
    await new Promise((r) => setTimeout(r, 1100));
    const text = await t.app.renderMetrics();
    expect(value(text, 'portal_jobs_waiting{queue="mail.send"}')).toBe(1);
    expect(value(text, 'portal_jobs_oldest_waiting_seconds{queue="mail.send"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'portal_jobs_failed{queue="mail.send"}')).toBe(0);
    expect(value(text, 'portal_jobs_stats_up')).toBe(1);
    await t.database.query(`update pgboss.job set state = 'failed' where name = 'mail.send'`);
    const after = await t.app.renderMetrics();
    expect(value(after, 'portal_jobs_failed{queue="mail.send"}')).toBe(1);
    expect(value(after, 'portal_jobs_waiting{queue="mail.send"}')).toBe(0);
  });

  it('decision 132: the portal port never answers the metrics; METRICS_PORT does, without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    const server = await serveMetrics(t.app, 0, '127.0.0.1');
    try {
      const address = server.server.address() as { port: number };
      for (const p of ['/metrics', '/api/metrics']) {
        const res = await fetch(`http://127.0.0.1:${address.port}${p}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
        expect(await res.text()).toContain('# TYPE portal_http_requests_total counter');
      }
    } finally {
      await server.close();
    }
  });

  it('decision 132: METRICS_PORT unset means no listener; a bad value refuses to start', () => {
    expect(metricsPortFromEnv({})).toBeUndefined();
    expect(metricsPortFromEnv({ METRICS_PORT: '9464' })).toBe(9464);
    expect(() => metricsPortFromEnv({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT/);
    expect(() => metricsPortFromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('decision 132: database down: request figures still come, the queue figures say they did not', async () => {
    const broken = await createTestApp();
    await broken.app.inject({ method: 'GET', url: '/api/health/live' });
    await broken.database.close();
    const text = await broken.app.renderMetrics();
    expect(value(text, 'portal_jobs_stats_up')).toBe(0);
    expect(
      value(text, 'portal_http_requests_total{method="GET",route="/api/health/live",status="200"}'),
    ).toBe(1);
    await broken.app.close();
  });
});
