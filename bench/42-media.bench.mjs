// (f) Decision 66: a thumbnail by its signed address (GET /api/midia/…: the HMAC checked, the file streamed
// from storage with immutable cache headers, no database) against @fastify/static serving the same file
// from the same folder (bench/lib/bare-static-server.mjs). Goal: ≥ 70 % of the baseline's throughput.
// Method as the other load benchmarks: autocannon, BENCH_CONNECTIONS, BENCH_DURATION, paired rounds
// (bench/lib/paired.mjs, decision 135: a warm-up, BENCH_ROUNDS interleaved, medians judged).
import { join } from 'node:path';
import { freePort } from './lib/context.mjs';
import { pairedFigure, pairedRounds } from './lib/paired.mjs';

export const meta = {
  id: 'media',
  title: 'A thumbnail by signed address vs @fastify/static serving the same file',
  needs: [],
  timeoutMs: 300_000,
};

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function load(url, duration) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function run(ctx) {
  const portal = await ctx.portal('pglite');
  const { token } = await ctx.signIn(portal.url);
  const auth = { authorization: `Bearer ${token}` };
  const events = await (await fetch(`${portal.url}/api/perfil/fotos`, { headers: auth })).json();
  const event = events.find((e) => e.evtpmidia === 0);
  const album = await (
    await fetch(`${portal.url}/api/eventos/album/${event.evid}`, { headers: auth })
  ).json();
  const signed = album[0].caminho;
  const key = signed.split('/').slice(5).join('/');
  const port = await freePort();
  const bare = await ctx.service({
    name: 'bare-static',
    args: ['bench/lib/bare-static-server.mjs'],
    env: { PORT: String(port), ROOT: join(portal.dataDir, 'files') },
    port,
    healthPath: '/api/health',
  });
  const targets = { baseline: `${bare.url}/${key}`, portal: `${portal.url}${signed}` };
  const sizes = {};
  for (const [name, url] of Object.entries(targets)) {
    const res = await fetch(url);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
    sizes[name] = bytes;
    ctx.log(`  ${name} answers ${bytes} bytes (${res.headers.get('cache-control')})`);
  }
  if (sizes.baseline !== sizes.portal) throw new Error('the two servers answer different files');
  const side = (url) => (round) => load(url, round < 0 ? 3 : DURATION);
  const rounds = await pairedRounds({
    portal: side(targets.portal),
    baseline: side(targets.baseline),
    log: ctx.log,
    describe: (_name, res) => `${Math.round(res.rps)} req/s, p99 ${res.p99} ms`,
  });
  const baselineLabel = '@fastify/static serving the same file';
  return [
    pairedFigure(rounds.portal, rounds.baseline, {
      of: 'rps',
      metric: `thumbnail (${Math.round(sizes.portal / 1024)} KB) by signed address, req/s (c=${CONNECTIONS})`,
      unit: 'req/s',
      digits: 0,
      baselineLabel,
      goal: { ratio: { min: 0.7 } },
    }),
    pairedFigure(rounds.portal, rounds.baseline, {
      of: 'p99',
      metric: 'thumbnail p99 latency',
      unit: 'ms',
      digits: 0,
      baselineLabel,
    }),
  ];
}
