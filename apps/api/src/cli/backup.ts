import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { defaultArchiveName, writeBackup } from './backup-archive';

const USAGE = `Faz a cópia de segurança do banco embutido (PGlite) e da pasta de arquivos (decisão 132).

Uso: npm run backup -- [--arquivo <caminho.tar.gz>]

  --arquivo   onde gravar; sem ele, backups/portal-<data e hora>.tar.gz na pasta atual

Pare o portal antes: só um processo abre a pasta DATA_DIR. Com PostgreSQL (DATABASE_URL), use pg_dump e a
cópia do bucket, como descreve o README.`;

async function main() {
  const { values } = parseArgs({
    options: { arquivo: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL está definido: este comando copia só o banco embutido. Use pg_dump (README).',
    );
  }
  const archive = path.resolve(values.arquivo ?? defaultArchiveName());
  const unlock = lockDataDir(config.dataDir);
  try {
    // An archive written inside DATA_DIR must not copy itself.
    const rel = path.relative(config.dataDir, archive);
    const inside = !rel.startsWith('..') && !path.isAbsolute(rel) ? [rel.split(path.sep)[0] as string] : [];
    const manifest = await writeBackup(config.dataDir, archive, inside);
    const bytes = manifest.entries.reduce((s, e) => s + e.size, 0);
    console.log(
      `Cópia de segurança gravada em ${archive}: banco e ${manifest.entries.length - 1} arquivos (${(bytes / 1e6).toFixed(1)} MB).`,
    );
  } finally {
    unlock();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
