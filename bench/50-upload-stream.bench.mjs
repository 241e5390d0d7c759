// (e) Decision 75: 100 MB of uploads streamed into POST /api/uploads (4 MP3 files of 25 MB, the
// largest a file may be, one request each as the screen sends them), against a bare Fastify +
// @fastify/multipart route piping the same requests to a file on the same disk (bench/lib/bare-upload-server.mjs),
// and, for reference, a plain file copy of the same bytes. Goals: the portal's throughput ≥ 70 % of the bare
// route's, and its resident memory (VmRSS, sampled every 20 ms) growing by less than 32 MB while the 100 MB go
// through (the first round after start included). Paired rounds (decision 135): a warm-up round of each side,
// then BENCH_ROUNDS (5) interleaved, the median judged, min and max shown; the files of each round are deleted
// through the API after it.
// The portal runs on PGlite (as `npm start`), with its storage on local disk under its DATA_DIR.

import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { freePort } from './lib/context.mjs';
import { pairedFigure, pairedRounds } from './lib/paired.mjs';

export const meta = {
  id: 'upload',
  title: 'POST /api/uploads, 100 MB as 4 × 25 MB MP3, vs a bare @fastify/multipart pipe to disk',
  needs: [],
  timeoutMs: 300_000,
};

const FILE_BYTES = 25_000_000;
const FILES = 4;
const COMMITTEE = { email: 'comissao@demo.com.br', password: 'comissao123' };

/**
 * A constant-bitrate MP3 of `bytes`: MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (417 bytes each) with
 * silent payloads, so the sniffer takes it for an MP3 and the duration check reads it like a real song.
 */
async function writeMp3(path, bytes) {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const block = Buffer.concat(Array.from({ length: 2400 }, () => frame)); // ~1 MB of whole frames
  const out = createWriteStream(path);
  let left = bytes;
  while (left > 0) {
    const chunk = left >= block.length ? block : block.subarray(0, left);
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
    left -= chunk.length;
  }
  await new Promise((resolve, reject) => out.end((err) => (err ? reject(err) : resolve())));
}

/** One multipart request: the `tipo` field, then the file streamed from disk; resolves with status and body. */
function upload(url, path, size, { token, tipo }) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\n${tipo}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="musica.mp3"\r\n` +
      'Content-Type: audio/mpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(parts).toString() }));
    });
    req.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

/** VmRSS of a process in bytes. */
async function rss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** Runs `fn` while sampling the process's RSS; answers the time taken and the growth over the start. */
async function measured(pid, fn) {
  const before = await rss(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss(pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = process.hrtime.bigint();
  const result = await fn();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  sampling = false;
  await sampler;
  peak = Math.max(peak, await rss(pid));
  return { seconds, growth: peak - before, before, result };
}

const MB = 1_000_000;

export async function run(ctx) {
  const portal = await ctx.portal('pglite');
  const { token } = await ctx.signIn(portal.url, COMMITTEE);
  const work = await ctx.tempDir('upload');
  const source = join(work, 'musica.mp3');
  await writeMp3(source, FILE_BYTES);
  const bareDir = await ctx.tempDir('upload-bare');
  const port = await freePort();
  const bare = await ctx.service({
    name: 'bare-upload',
    args: ['bench/lib/bare-upload-server.mjs'],
    env: { PORT: String(port), DIR: bareDir },
    port,
    healthPath: '/api/health',
  });
  const portalUrl = `${portal.url}/api/uploads`;
  const bareUrl = `${bare.url}/upload`;

  const portalRound = async () => {
    const ids = [];
    const m = await measured(portal.pid, async () => {
      for (let i = 0; i < FILES; i++) {
        const res = await upload(portalUrl, source, FILE_BYTES, { token, tipo: 'formatura' });
        if (res.status !== 201) throw new Error(`POST /api/uploads: HTTP ${res.status} ${res.body}`);
        ids.push(JSON.parse(res.body)._id);
      }
    });
    for (const id of ids) {
      const res = await fetch(`${portal.url}/api/uploads/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`DELETE /api/uploads/${id}: HTTP ${res.status}`);
    }
    return m;
  };
  const bareRound = async () => {
    const files = [];
    const m = await measured(bare.pid, async () => {
      for (let i = 0; i < FILES; i++) {
        const res = await upload(bareUrl, source, FILE_BYTES, { tipo: 'formatura' });
        if (res.status !== 201) throw new Error(`bare upload: HTTP ${res.status} ${res.body}`);
        files.push(JSON.parse(res.body).file);
      }
    });
    for (const file of files) await rm(file, { force: true });
    return m;
  };
  const copyRound = async () => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < FILES; i++) {
      const target = join(work, `copia-${i}.mp3`);
      await pipeline(createReadStream(source), createWriteStream(target));
      await rm(target);
    }
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  };

  // Paired rounds (decision 135). The warm-up round of each server is measured too: its memory growth counts
  // (the heap grows to the size an upload needs there), its time does not (code still loading).
  const first = {};
  const rate = (m) => ((FILES * FILE_BYTES) / MB / m.seconds).toFixed(0);
  const paired = await pairedRounds({
    portal: async (round) => {
      const m = await portalRound();
      if (round < 0) first.portal ??= m;
      return m;
    },
    baseline: async (round) => {
      const m = await bareRound();
      if (round < 0) first.bare ??= m;
      return m;
    },
    others: { copy: copyRound },
    log: ctx.log,
    describe: (_name, m) =>
      `${rate(m)} MB/s${m.before ? ` (RSS ${(m.before / MB).toFixed(0)} MB, +${(m.growth / MB).toFixed(1)} MB)` : ''}`,
  });
  const rounds = { portal: paired.portal, bare: paired.baseline, copy: paired.copy };
  const total = (FILES * FILE_BYTES) / MB;
  const throughput = (m) => total / m.seconds;
  const baselineLabel = 'bare Fastify + @fastify/multipart piping to a file on the same disk';
  return [
    pairedFigure(rounds.portal, rounds.bare, {
      of: throughput,
      metric: `POST /api/uploads throughput, ${total} MB in ${FILES} files`,
      unit: 'MB/s',
      digits: 0,
      baselineLabel,
      goal: { ratio: { min: 0.7 } },
    }),
    {
      metric: `POST /api/uploads resident memory growth over ${total} MB (worst round, the first included)`,
      unit: 'MB',
      value: Math.max(...[first.portal, ...rounds.portal].map((m) => m.growth)) / MB,
      baseline: Math.max(...[first.bare, ...rounds.bare].map((m) => m.growth)) / MB,
      baselineLabel,
      goal: { value: { max: 32 } },
    },
    pairedFigure(rounds.copy, null, {
      of: throughput,
      metric: `copying the same ${total} MB file to file on that disk (reference)`,
      unit: 'MB/s',
      digits: 0,
    }),
  ];
}
