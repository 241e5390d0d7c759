import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { restoreBackup, restoreTargets } from './backup-archive';

const USAGE = `Restaura uma cópia de segurança feita com npm run backup (decisão 132).

Uso: npm run restore -- <arquivo.tar.gz> [--substituir]

  --substituir   a pasta DATA_DIR já tem dados: eles são movidos para DATA_DIR/antes-da-restauracao-<data>
                 (nada é apagado) e a cópia toma o lugar deles

Pare o portal antes. O arquivo é conferido por inteiro (tamanhos e SHA-256 do manifesto) antes de qualquer
mudança na pasta.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { substituir: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const archive = positionals[0];
  if (values.help || !archive) {
    console.log(USAGE);
    if (!archive && !values.help) process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL está definido: este comando restaura só o banco embutido. Use pg_restore (README).',
    );
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const existing = await restoreTargets(config.dataDir);
    if (existing.length > 0 && !values.substituir) {
      throw new Error(
        `${config.dataDir} já tem dados (${existing.join(', ')}). Rode de novo com --substituir para guardá-los à parte e restaurar a cópia.`,
      );
    }
    const { manifest, movedAsideTo } = await restoreBackup(config.dataDir, path.resolve(archive));
    console.log(`Cópia de ${manifest.createdAt} restaurada em ${config.dataDir}.`);
    if (movedAsideTo) console.log(`Os dados que estavam lá foram guardados em ${movedAsideTo}.`);
  } finally {
    unlock();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
