import { staffMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { auditRepository } from '../../platform/audit/audit.repository';
import { adminAccounts } from '../auth';
import { setupRepository } from './setup.repository';
import { checkAdminPassword } from './setup.service';

/** The audit action of the command line (no HTTP route): the row names the account it made or closed. */
export const CLI_ACTION = 'CLI admin:create';

/**
 * `npm run admin:create` (decision 114): an administrator made on the server, with no link and no
 * session. The setup link dies with it; the change is audited in its own transaction.
 */
export async function createAdminFromCli(
  db: Db,
  input: { name: string; email: string; password: string },
  operator: string,
): Promise<number> {
  checkAdminPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const accounts = adminAccounts(tx);
    const held = await accounts.emailState(input.email);
    if (held.state === 'admin') throw new AppError('FOUND', staffMessages.alreadyAdmin);
    if (held.state === 'student') throw new AppError('FOUND', staffMessages.studentEmail);
    const id = await accounts.createAdmin({ ...input, passwordHash }, held.id);
    if (id === undefined) throw new AppError('FOUND', staffMessages.studentEmail);
    await setupRepository(tx).discard();
    await auditRepository(tx).record(
      {
        userId: id,
        studentId: null,
        action: CLI_ACTION,
        detail: { change: 'first-admin', staffId: id, email: input.email, via: 'cli', operator },
      },
      tx,
    );
    return id;
  });
}

/**
 * `npm run admin:create -- --remover-demo`: the demo's logins are closed (no sign-in, no session, no link),
 * kept for the rows that refer to them. Refused when no other administrator would remain.
 */
export async function disableDemoAccounts(
  db: Db,
  emails: string[],
  operator: string,
  /** The administrator the same command just created: the audit row names them. */
  byId?: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const accounts = adminAccounts(tx);
    const open = await accounts.openAccounts(emails);
    if (open.length === 0) return [];
    const admins = await accounts.lockAdmins();
    const closed = await accounts.disableAccounts(open);
    const left = admins.filter((id) => !closed.includes(id));
    if (left.length === 0) throw new AppError('LIMIT', staffMessages.lastAdmin);
    await auditRepository(tx).record(
      {
        // The audit row needs a user: the one this command created, or a remaining administrator.
        userId: byId !== undefined && left.includes(byId) ? byId : left[0]!,
        studentId: null,
        action: CLI_ACTION,
        detail: { change: 'disable-demo', emails: open, via: 'cli', operator },
      },
      tx,
    );
    return open;
  });
}
