/**
 * The Prometheus text exposition (format 0.0.4), written by hand: a counter and a histogram of requests by
 * route and status are all the portal records, and the format is a few lines of text (decision 132).
 */

/** Latency buckets in seconds: the API's answers are tens of milliseconds, an upload takes seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

/** `a="1",b="2"` with the text escaped as the format asks (backslash, quote, newline). */
export function formatLabels(labels: Labels): string {
  return Object.entries(labels)
    .map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',');
}

function series(name: string, labels: Labels, value: number): string {
  const l = formatLabels(labels);
  return `${name}${l ? `{${l}}` : ''} ${Number.isFinite(value) ? value : 0}`;
}

/** Requests seen by this process: a count and a latency histogram per method, route pattern and status. */
export function requestMetrics() {
  const entries = new Map<string, { labels: Labels; buckets: number[]; count: number; sum: number }>();
  return {
    observe(labels: { method: string; route: string; status: string }, seconds: number): void {
      const key = `${labels.method} ${labels.route} ${labels.status}`;
      let e = entries.get(key);
      if (!e) {
        e = { labels, buckets: LATENCY_BUCKETS.map(() => 0), count: 0, sum: 0 };
        entries.set(key, e);
      }
      e.count++;
      e.sum += seconds;
      for (let i = 0; i < LATENCY_BUCKETS.length; i++)
        if (seconds <= (LATENCY_BUCKETS[i] as number)) e.buckets[i]!++;
    },
    render(): string[] {
      const lines = [
        '# HELP portal_http_requests_total Requests answered, by method, route pattern and status.',
        '# TYPE portal_http_requests_total counter',
      ];
      for (const e of entries.values()) lines.push(series('portal_http_requests_total', e.labels, e.count));
      lines.push(
        '# HELP portal_http_request_duration_seconds Time to answer, by method, route pattern and status.',
        '# TYPE portal_http_request_duration_seconds histogram',
      );
      for (const e of entries.values()) {
        for (const [i, le] of LATENCY_BUCKETS.entries()) {
          lines.push(
            series(
              'portal_http_request_duration_seconds_bucket',
              { ...e.labels, le: String(le) },
              e.buckets[i] ?? 0,
            ),
          );
        }
        lines.push(
          series('portal_http_request_duration_seconds_bucket', { ...e.labels, le: '+Inf' }, e.count),
        );
        lines.push(series('portal_http_request_duration_seconds_sum', e.labels, e.sum));
        lines.push(series('portal_http_request_duration_seconds_count', e.labels, e.count));
      }
      return lines;
    },
  };
}

export type QueueStat = { queue: string; waiting: number; oldestWaitingSeconds: number; failed: number };

/** The job queues' gauges: shared by every node (they read the database), so any node's answer is the same. */
export function renderQueueStats(stats: QueueStat[]): string[] {
  const lines = [
    '# HELP portal_jobs_waiting Jobs waiting to run (created or waiting for a retry), by queue.',
    '# TYPE portal_jobs_waiting gauge',
    ...stats.map((s) => series('portal_jobs_waiting', { queue: s.queue }, s.waiting)),
    '# HELP portal_jobs_oldest_waiting_seconds Age of the oldest waiting job, by queue (0 when none waits).',
    '# TYPE portal_jobs_oldest_waiting_seconds gauge',
    ...stats.map((s) =>
      series('portal_jobs_oldest_waiting_seconds', { queue: s.queue }, s.oldestWaitingSeconds),
    ),
    '# HELP portal_jobs_failed Jobs that failed for good (retries exhausted) and are still kept, by queue.',
    '# TYPE portal_jobs_failed gauge',
    ...stats.map((s) => series('portal_jobs_failed', { queue: s.queue }, s.failed)),
  ];
  return lines;
}
