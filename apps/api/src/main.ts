import { todayInSaoPaulo } from '@portal/domain';
import { buildApp } from './app';
import { DEMO_LOGINS, DEMO_REGISTRATION_KEY, seedDemo } from './cli/seed/demo';
import { seedOrders } from './cli/seed/orders';
import { seedShop } from './cli/seed/shop';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/lock';
import { serializeError } from './lib/log';
import { shutdownWithin } from './lib/shutdown';
import { storageFromConfig } from './lib/storage-select';
import { referencedIn, SWEEP_EVERY_MS, sweepListedObjects, sweepLocalFiles } from './lib/storage-sweep';
import { firstRun } from './modules/staff';
import { metricsPortFromEnv, serveMetrics } from './platform/metrics';
import { installQueues, poolSizeFor } from './queues';

/** Starts the portal: configuration, database and migrations, demo data, then listen. */
async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'pg',
          url: config.databaseUrl,
          max: config.databasePoolSize ?? poolSizeFor(config.photoWorkers),
          onError: (err) => console.error('PostgreSQL:', JSON.stringify(serializeError(err))),
          onWaiting: (message) => console.error(message),
        }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();
  const storage = storageFromConfig(config);
  // The job queue's schema stands on the migrated database; the composition root installs it (DESIGN §4a).
  // Nodes started together take turns: one installs it and seeds, the others then find it done (decision 119).
  const seeded = await database.exclusive(async () => {
    await installQueues(database);
    if (!config.seedDemo) return false;
    const created = await seedDemo(database.db, storage, todayInSaoPaulo(new Date()));
    await seedShop(database.db, storage);
    await seedOrders(database.db, todayInSaoPaulo(new Date()));
    return created;
  });
  // A production database that still opens with the demo's public logins is refused; while no
  // administrator exists, a one-time setup link is issued for the log below (decision 114).
  const firstRunLines = await firstRun(database.db, {
    production: config.env === 'production',
    publicUrl: config.publicUrl,
    demoEmails: DEMO_LOGINS.map((l) => l.email),
  });

  const app = await buildApp({ config, database, storage });
  // What a crash left in the files folder (a cut upload's .part, a file whose row never committed) is swept
  // at start and daily (decision 128); in a bucket, the objects no row names, after a day (decision 141).
  const sweep = () => {
    const { list } = storage;
    const swept =
      config.storage.driver === 'local'
        ? sweepLocalFiles(config.filesDir, referencedIn(database))
        : list
          ? sweepListedObjects(
              { list: list.bind(storage), delete: (key) => storage.delete(key) },
              referencedIn(database),
            )
          : Promise.resolve({ parts: 0, orphans: 0 });
    swept
      .then((r) => r.parts + r.orphans > 0 && app.log.info(r, 'files left by a crash removed'))
      .catch((err) => app.log.error({ err }, 'files sweep failed'));
  };
  sweep();
  const sweeping = setInterval(sweep, SWEEP_EVERY_MS);
  sweeping.unref();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweeping);
    // Bounded (decision 128): first no new job is taken, then the requests drain; what outlives
    // SHUTDOWN_TIMEOUT_MS is cut, and an unfinished job runs again on another node once its lease lapses.
    const outcome = await shutdownWithin(config.shutdownTimeoutMs, [
      () => app.jobs.stop(),
      () => app.close(),
      () => database.close(),
    ]).catch((err) => {
      app.log.error({ err }, 'shutdown failed');
      return 'failed' as const;
    });
    if (outcome !== 'drained') app.log.error({ ms: config.shutdownTimeoutMs, outcome }, 'shutdown cut short');
    unlock();
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Prometheus scrapes a port of its own, never published through the proxy (decision 132).
  const metricsPort = metricsPortFromEnv(process.env);
  if (metricsPort) await serveMetrics(app, metricsPort, config.host);
  const lines = [
    `Portal do Formando em ${config.publicUrl}`,
    `Banco de dados: ${database.driver === 'pg' ? 'PostgreSQL' : `PGlite em ${config.dataDir}/pglite`}`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? 'Dados de demonstração criados. Acessos:' : 'Acessos de demonstração:');
    for (const l of DEMO_LOGINS)
      lines.push(`  ${l.role.padEnd(22)} ${l.email.padEnd(24)} senha: ${l.password}`);
    lines.push(`  ${'link de autocadastro'.padEnd(22)} ${config.publicUrl}/sign/${DEMO_REGISTRATION_KEY}`);
  }
  lines.push(...firstRunLines);
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
