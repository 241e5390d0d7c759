// (e) Decision 78: POST /api/empacotar of a paid order of 300 photos of 5 MB (1.5 GB, stored, no
// recompression), signed in as the demo student, against reading the same 300 files from disk one after
// the other in this process (the floor any zip of them has to pay). Goals: the portal's throughput ≥ 80 %
// of the read's, and its resident memory (VmRSS, sampled every 20 ms) growing by less than 64 MB while the
// zip streams (the first round included). Paired rounds (decision 135: a warm-up round of each side, then
// BENCH_ROUNDS interleaved; the median judged, min and max shown). PGlite, local disk storage.
// Beside them, for information, the CPU each side spends per GB (the portal's every thread from /proc, the
// read's own process), which what else runs on a shared machine disturbs less than MB/s (decision 88).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { freePort } from './lib/context.mjs';
import { pairedFigure, pairedRounds } from './lib/paired.mjs';

export const meta = {
  id: 'order-zip',
  title: 'POST /api/empacotar, 300 × 5 MB originals, vs reading the same files from disk',
  needs: [],
  timeoutMs: 900_000,
};

const PHOTOS = Number(process.env.BENCH_ZIP_PHOTOS ?? 300);
const SIZE = 5_000_000;
const MB = 1_000_000;

const CLOCK_TICKS = 100;

/** CPU time (user + system, every thread) a process has used, in seconds: the portal's, or this one's. */
function cpuSeconds(pid) {
  if (!pid) {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return Number.NaN;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function rss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

async function measured(pid, fn) {
  const before = pid ? await rss(pid) : 0;
  let peak = before;
  let sampling = Boolean(pid);
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss(pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const cpuBefore = cpuSeconds(pid);
  const started = process.hrtime.bigint();
  const result = await fn();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = cpuSeconds(pid) - cpuBefore;
  sampling = false;
  await sampler;
  if (pid) peak = Math.max(peak, await rss(pid));
  return { seconds, cpu, growth: peak - before, before, result };
}

/** POST /api/empacotar read to the end and dropped; answers the bytes and the announced length. */
function download(url, token, orderId) {
  const body = JSON.stringify({ id: orderId });
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (c) => {
        bytes += c.length;
      });
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode, bytes, length: Number(res.headers['content-length']) }),
      );
    });
    req.end(body);
  });
}

async function readAll(dir, keys, highWaterMark) {
  let bytes = 0;
  for (const key of keys) {
    await new Promise((resolve, reject) => {
      const s = createReadStream(join(dir, key), { highWaterMark });
      s.on('data', (c) => {
        bytes += c.length;
      });
      s.on('end', resolve);
      s.on('error', reject);
    });
  }
  return bytes;
}

export async function run(ctx) {
  const dataDir = await ctx.tempDir('order-zip');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/order-zip-fixture.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PHOTOS: String(PHOTOS),
      SIZE: String(SIZE),
      NODE_ENV: 'development',
    },
    maxBuffer: 64 * MB,
  });
  if (r.status !== 0) throw new Error(`order-zip fixture failed:\n${r.stderr}`);
  const fixture = JSON.parse(r.stdout.trim().split('\n').pop());
  const port = await freePort();
  const portal = await ctx.service({
    name: 'portal-order-zip',
    // BENCH_CPU_PROF=DIR writes the portal's CPU profile there (node --cpu-prof) to find where the time goes.
    args: [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      'apps/api/src/main.ts',
    ],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      DATABASE_URL: undefined,
      NODE_ENV: undefined,
      SEED_DEMO: 'true',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    port,
    healthPath: '/api/health',
    timeoutMs: 180_000,
  });
  const { token } = await ctx.signIn(portal.url);
  const url = `${portal.url}/api/empacotar`;
  const filesDir = join(dataDir, 'files');
  const zipRound = () =>
    measured(portal.pid, async () => {
      const res = await download(url, token, fixture.orderId);
      if (res.status !== 200 || res.bytes !== res.length || res.bytes < fixture.bytes) {
        throw new Error(`POST /api/empacotar: HTTP ${res.status}, ${res.bytes} bytes of ${res.length}`);
      }
      return res;
    });
  // The goal's baseline (decision 78): a plain read, in Node's default 64 KiB chunks. Beside it, the read
  // in 1 MiB chunks as the portal's storage reads an original (decision 96): the floor of the disk side
  // alone, which the zip, sending every byte once more through a socket, cannot reach.
  const readRound = () => measured(null, () => readAll(filesDir, fixture.keys, 64 * 1024));
  const bigReadRound = () => measured(null, () => readAll(filesDir, fixture.keys, 1024 * 1024));

  // Paired rounds (decision 135): one uncounted round of each side first (the zip's is the first after start,
  // kept for the memory goal; both then read from the same warm page cache), then BENCH_ROUNDS interleaved.
  const warm = [];
  const perGb = (m) => (m.cpu / (fixture.bytes / 1e9)).toFixed(2);
  const rate = (m) => (fixture.bytes / MB / m.seconds).toFixed(0);
  const paired = await pairedRounds({
    portal: async (round) => {
      const m = await zipRound();
      if (round < 0) warm.push(m);
      return m;
    },
    baseline: readRound,
    others: { bigRead: bigReadRound },
    log: ctx.log,
    describe: (name, m) =>
      `${rate(m)} MB/s, ${perGb(m)} s CPU/GB${name === 'portal' ? `, +${(m.growth / MB).toFixed(1)} MB` : ''}`,
  });
  const first = warm[0];
  ctx.log(
    `  first round: portal RSS ${(first.before / MB).toFixed(0)} MB +${(first.growth / MB).toFixed(1)} MB`,
  );
  const rounds = { zip: paired.portal, read: paired.baseline, bigRead: paired.bigRead };
  await portal.stop();
  const total = fixture.bytes / MB;
  const throughput = (m) => total / m.seconds;
  const cpuPerGb = (m) => m.cpu / (fixture.bytes / 1e9);
  return [
    pairedFigure(rounds.zip, rounds.read, {
      of: throughput,
      metric: `POST /api/empacotar throughput, ${PHOTOS} originals of ${SIZE / MB} MB`,
      unit: 'MB/s',
      digits: 0,
      baselineLabel: 'reading the same files from disk, one after the other, in the bench process',
      goal: { ratio: { min: 0.8 } },
    }),
    pairedFigure(rounds.zip, rounds.bigRead, {
      of: throughput,
      metric: 'POST /api/empacotar throughput beside a read in 1 MiB chunks',
      unit: 'MB/s',
      digits: 0,
      baselineLabel: 'the same files read in 1 MiB chunks, as the portal reads an original',
    }),
    pairedFigure(rounds.zip, rounds.read, {
      of: cpuPerGb,
      metric: 'CPU per GB: the portal zipping (every thread) vs the bench process reading',
      unit: 's/GB',
      digits: 2,
      baselineLabel: 'reading the same files from disk in the bench process',
    }),
    {
      metric: `POST /api/empacotar resident memory growth over ${total} MB (worst round, the first included)`,
      unit: 'MB',
      value: Math.max(...[first, ...rounds.zip].map((m) => m.growth)) / MB,
      goal: { value: { max: 64 } },
    },
  ];
}
