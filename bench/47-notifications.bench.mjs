// (h) Decision 100: provider notifications applied promptly and in parallel. The portal on PostgreSQL, its job
// workers running, receives 1,000 distinct signed approvals (POST /api/pagamentos/notificacao/sandbox, 20
// in flight) and the time runs until the last parcel is paid; the baseline is a bare loop of the same 1,000
// conditional UPDATEs that pay a parcel, in paired rounds of the same run (bench/lib/notifications-run.ts,
// decision 135). Goal: the median round under 30 s.
// Then 50 identical notifications of one parcel: one event, one payment.
import { spawnSync } from 'node:child_process';
import { pairedFigure } from './lib/paired.mjs';

export const meta = {
  id: 'notifications',
  title: '1,000 distinct provider notifications applied on PostgreSQL vs a bare loop of the same UPDATEs',
  needs: ['postgres'],
  timeoutMs: 600_000,
};

export async function run(ctx) {
  const databaseUrl = await ctx.postgresDatabase('portal_notifications');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/notifications-run.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  });
  if (r.status !== 0) throw new Error(`bench/lib/notifications-run.ts failed:\n${r.stderr}`);
  const result = JSON.parse(r.stdout.trim().split('\n').pop());
  for (const line of r.stderr.split('\n').filter((l) => l.startsWith('  '))) ctx.log(line);
  const applied = Math.min(...result.portal.map((m) => m.applied));
  const refused = Math.max(...result.portal.map((m) => m.refused));
  const received = Math.max(...result.portal.map((m) => m.received));
  ctx.log(
    `  ${result.count} notifications a round (${result.inFlight} in flight, ${result.perContract} parcels a contract): ` +
      `all answered within ${received.toFixed(1)} s, fewest applied ${applied}, most refused ${refused}; ` +
      `50 identical: ${result.identical.kept} kept, ${result.identical.events} event(s), ` +
      `${result.identical.applied} applied; ${result.stillQueued} left queued`,
  );
  return [
    pairedFigure(result.portal, result.bare, {
      of: 'seconds',
      metric: `${result.count.toLocaleString('en')} distinct notifications applied (PostgreSQL, workers)`,
      unit: 's',
      digits: 1,
      baselineLabel: `bare loop of the same ${result.count} conditional UPDATEs`,
      goal: { value: { max: 30 } },
    }),
    {
      metric: 'notifications applied of those sent (fewest in a round)',
      unit: '',
      digits: 0,
      value: applied,
      goal: { value: { min: result.count, max: result.count } },
    },
    {
      metric: '50 identical notifications: payments made',
      unit: '',
      digits: 0,
      value: result.identical.applied,
      goal: { value: { min: 1, max: 1 } },
    },
    {
      metric: '50 identical notifications: events kept',
      unit: '',
      digits: 0,
      value: result.identical.events,
      goal: { value: { min: 1, max: 1 } },
    },
  ];
}
