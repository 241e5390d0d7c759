import { todayInSaoPaulo } from '@portal/domain';
import { buildApp } from './app';
import { DEMO_LOGINS, DEMO_REGISTRATION_KEY, seedDemo } from './cli/seed/demo';
import { seedOrders } from './cli/seed/orders';
import { seedShop } from './cli/seed/shop';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/lock';
import { serializeError } from './lib/log';
import { storageFromConfig } from './lib/storage-select';
import { installJobQueue } from './platform/jobs/install';

/** Starts the portal: configuration, database and migrations, demo data, then listen. */
async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'pg',
          url: config.databaseUrl,
          onError: (err) => console.error('PostgreSQL:', JSON.stringify(serializeError(err))),
        }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();
  // The job queue's schema stands on the migrated database; the composition root installs it (DESIGN §4a).
  await installJobQueue(database);
  const storage = storageFromConfig(config);
  const seeded = config.seedDemo && (await seedDemo(database.db, storage, todayInSaoPaulo(new Date())));
  if (config.seedDemo) await seedShop(database.db, storage);
  if (config.seedDemo) await seedOrders(database.db, todayInSaoPaulo(new Date()));

  const app = await buildApp({ config, database, storage });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
