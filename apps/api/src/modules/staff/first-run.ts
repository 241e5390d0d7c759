import type { Db } from '../../db/client';
import { adminAccounts } from '../auth';
import { SETUP_REISSUE_AFTER_S } from './setup.repository';
import { issueSetupLink, SETUP_TTL_MS } from './setup.service';

/** The command that creates an administrator without the setup link (README, decision 114). */
export const ADMIN_CREATE_COMMAND = 'npm run admin:create';

/** Why a production start stops while the demo's public logins still open the database (decision 114). */
export function demoRefusal(emails: string[]): string {
  return [
    'Início recusado: este banco de dados ainda tem os acessos de demonstração, com senhas públicas:',
    ...emails.map((e) => `  ${e}`),
    'Em produção, use um banco novo (SEED_DEMO=false e um DATABASE_URL ou DATA_DIR vazio),',
    `ou desative esses acessos com: ${ADMIN_CREATE_COMMAND} -- --remover-demo`,
    '(crie antes o seu administrador, se o único for o da demonstração).',
  ].join('\n');
}

/**
 * Before listening (main.ts): refuse a production database that still opens with the demo's logins, and
 * while no administrator exists, issue the one-time setup link the start log prints. Answers its lines.
 */
export async function firstRun(
  db: Db,
  options: { production: boolean; publicUrl: string; demoEmails: string[] },
): Promise<string[]> {
  if (options.production) {
    const open = await adminAccounts(db).openAccounts(options.demoEmails);
    if (open.length > 0) throw new Error(demoRefusal(open));
  }
  const link = await issueSetupLink(db, options.publicUrl);
  const hours = SETUP_TTL_MS / 3_600_000;
  switch (link.kind) {
    case 'issued':
      return [
        'Nenhum administrador ainda. Para criar o primeiro, abra este link (vale uma vez, por ' +
          `${hours} horas):`,
        `  ${link.url}`,
        `Ou, no servidor: ${ADMIN_CREATE_COMMAND}`,
      ];
    case 'elsewhere':
      return [
        'Nenhum administrador ainda. Outro processo do portal emitiu o link de configuração inicial ' +
          `às ${link.issuedAt.toISOString()}: veja o registro de início dele,`,
        `reinicie este depois de ${SETUP_REISSUE_AFTER_S} segundos para um link novo, ou rode ${ADMIN_CREATE_COMMAND}.`,
      ];
    case 'none':
      return [];
  }
}
