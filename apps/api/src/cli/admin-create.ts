import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isWeakAdminPassword } from '@portal/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/lock';
import { createAdminFromCli, disableDemoAccounts } from '../modules/staff';
import { installQueues } from '../queues';
import { DEMO_LOGINS } from './seed/demo';

const USAGE = `Cria um administrador do portal sem o link de configuração inicial (decisão 114).

Uso: npm run admin:create -- [--email <e-mail>] [--name <nome>] [--gerar-senha] [--remover-demo]

  --email, --name   sem eles, o comando pergunta (num terminal)
  --gerar-senha     gera uma senha forte e a mostra uma única vez; sem terminal, é o padrão
  --remover-demo    desativa os acessos de demonstração (admin@demo.com.br e os formandos de teste)

Com o banco embutido (PGlite, sem DATABASE_URL), pare o portal antes: só um processo abre a pasta DATA_DIR.`;

/** A strong random password, shown once (never stored in clear, never logged elsewhere). */
function generatedPassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url');
    if (!isWeakAdminPassword(candidate)) return candidate;
  }
}

/** Reads a line without echoing it (a password typed in a terminal). */
async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelado.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'gerar-senha': { type: 'boolean' },
      'remover-demo': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const tty = Boolean(process.stdin.isTTY);
  const creating = values.email !== undefined || values.name !== undefined || !values['remover-demo'];
  let { email, name } = values;
  if (creating && (!email || !name)) {
    if (!tty) {
      console.error(`Informe --email e --name (sem terminal, o comando não pergunta).\n\n${USAGE}`);
      process.exit(2);
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    email ||= (await rl.question('E-mail do administrador: ')).trim();
    name ||= (await rl.question('Nome: ')).trim();
    rl.close();
  }
  let password: string | undefined;
  let generated = false;
  if (creating) {
    if (values['gerar-senha'] || !tty) {
      password = generatedPassword();
      generated = true;
    } else {
      password = await askHidden('Senha (ao menos 10 caracteres; em branco para gerar uma): ');
      if (!password) {
        password = generatedPassword();
        generated = true;
      } else if ((await askHidden('Repita a senha: ')) !== password) {
        throw new Error('As senhas não conferem. Nada foi criado.');
      }
    }
  }

  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'pg', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  const operator = `${userInfo().username}@cli`;
  try {
    await database.migrate();
    await installQueues(database);
    const lines: string[] = [];
    let createdId: number | undefined;
    if (creating && email && name && password) {
      createdId = await createAdminFromCli(
        database.db,
        { email: email.toLowerCase(), name, password },
        operator,
      );
      lines.push(`Administrador criado: ${name} <${email.toLowerCase()}>.`);
      if (generated) lines.push(`Senha (mostrada só agora; guarde-a): ${password}`);
      lines.push(`Entre em ${config.publicUrl}/signin`);
    }
    if (values['remover-demo']) {
      const closed = await disableDemoAccounts(
        database.db,
        DEMO_LOGINS.map((l) => l.email),
        operator,
        createdId,
      );
      lines.push(
        closed.length
          ? `Acessos de demonstração desativados: ${closed.join(', ')}.`
          : 'Nenhum acesso de demonstração ativo.',
      );
    }
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
