// (i) Decision 121: jobs at real speed. On PostgreSQL, in interleaved rounds (bench/lib/jobs-run.ts):
// 1,000 e-mails through the outbox (`app.mail.send`, workers running) to a local SMTP sink, beside a bare
// loop sending the same 1,000 straight to the same pooled transport (dressed in the producer's identity as the
// portal sends them, decision 141; the undressed loop is printed beside it); and 1,000 provider notifications
// received and applied by the workers, beside the same 1,000 received with no workers and their queue
// handler run directly, 8 at a time. Goal: each ≥ 50 % of its bare side (median of the rounds; min and
// max printed). Then the e-mails again with a sink that takes 5 ms to accept a message, as a real one does.
import { spawnSync } from 'node:child_process';
import { spread as spreadOf } from './lib/judge.mjs';
import { pairedFigure } from './lib/paired.mjs';

export const meta = {
  id: 'jobs',
  title: '1,000 e-mails through the outbox and 1,000 notifications applied vs bare loops of the same work',
  needs: ['postgres'],
  timeoutMs: 900_000,
};

const ROUNDS = Number(process.env.BENCH_JOBS_ROUNDS ?? 3); // each round is long: 3 give min / median / max
const spread = (xs) => {
  const s = spreadOf(xs);
  return `${s.min.toFixed(2)} / ${s.median.toFixed(2)} / ${s.max.toFixed(2)} s`;
};

function runSide(ctx, databaseUrl, env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/jobs-run.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      JOBS_ROUNDS: String(ROUNDS),
      ...env,
    },
  });
  if (r.status !== 0) throw new Error(`bench/lib/jobs-run.ts failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

export async function run(ctx) {
  const result = runSide(ctx, await ctx.postgresDatabase('portal_jobs'), {});
  const slow = runSide(ctx, await ctx.postgresDatabase('portal_jobs_smtp'), {
    JOBS_SMTP_DELAY_MS: '5',
    JOBS_NOTIFICATIONS: '0',
  });
  const p = (r, k) => r.portal.map((x) => x[k]);
  const b = (r, k) => r.bare.map((x) => x[k]);
  ctx.log(
    `  ${result.rounds} rounds (min / median / max), ${result.connections} SMTP connections:\n` +
      `  e-mail, sink at once: outbox ${spread(p(result, 'mail'))}; bare loop ${spread(b(result, 'mail'))}; ` +
      `bare ${result.connections} at once ${spread(b(result, 'mailParallel'))}; ` +
      `bare loop, dressed ${spread(b(result, 'mailDressed'))}\n` +
      `  e-mail, sink 5 ms: outbox ${spread(p(slow, 'mail'))}; bare loop ${spread(b(slow, 'mail'))}; ` +
      `bare ${slow.connections} at once ${spread(b(slow, 'mailParallel'))}\n` +
      `  notifications: workers ${spread(p(result, 'notifications'))}; bare handler ${spread(b(result, 'notifications'))}`,
  );
  // Per second, from seconds per run: the figures are rates, so a higher portal figure is better.
  const perSecond = (count) => (seconds) => count / seconds;
  return [
    pairedFigure(p(result, 'mail'), b(result, 'mailDressed'), {
      of: perSecond(result.mails),
      metric: `${result.mails.toLocaleString('en')} e-mails through the outbox to a local SMTP sink`,
      unit: 'mail/s',
      digits: 0,
      baselineLabel: 'bare loop sending the same e-mails, dressed as the portal sends them, to the transport',
      goal: { ratio: { min: 0.5 } },
    }),
    pairedFigure(p(result, 'mail'), b(result, 'mail'), {
      of: perSecond(result.mails),
      metric: '  the same, bare side sending them undressed (text only, before decision 141)',
      unit: 'mail/s',
      digits: 0,
    }),
    pairedFigure(p(result, 'mail'), b(result, 'mailParallel'), {
      of: perSecond(result.mails),
      metric: `  the same, bare side ${result.connections} at once`,
      unit: 'mail/s',
      digits: 0,
    }),
    pairedFigure(p(slow, 'mail'), b(slow, 'mailParallel'), {
      of: perSecond(slow.mails),
      metric: `${slow.mails.toLocaleString('en')} e-mails, sink taking 5 ms a message`,
      unit: 'mail/s',
      digits: 0,
      baselineLabel: `bare, ${slow.connections} at once`,
    }),
    pairedFigure(p(result, 'notifications'), b(result, 'notifications'), {
      of: perSecond(result.notifications),
      metric: `${result.notifications.toLocaleString('en')} notifications received and applied (workers)`,
      unit: 'notif/s',
      digits: 0,
      baselineLabel: 'the same received, then their handler run directly 8 at a time',
      goal: { ratio: { min: 0.5 } },
    }),
  ];
}
