import {
  authMessages,
  MY_DATA_AUDIT_PAGE,
  MY_DATA_FORMAT,
  MY_DATA_VERSION,
  type MyData,
  type MyDataExport,
  myDataMessages,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { StudentAccess } from '../../platform/access';
import { consentsRepository } from './consents.repository';
import { type ConsentWithdrawals, withdrawableHere } from './consents.service';
import {
  toAccount,
  toAdminActions,
  toConsentStates,
  toConsents,
  toContracts,
  toOrders,
  toRegistration,
  toRemindersSent,
  toUploads,
} from './my-data.mapper';
import { myFilesZip } from './my-files-zip';
import type { PersonalDataSources } from './personal-data.sources';

type Deps = { db: Db; storage: Storage; sources: PersonalDataSources; withdrawals: ConsentWithdrawals };

/** The export reads the administrators' actions a page at a time, this many rows each. */
const EXPORT_AUDIT_PAGE = 500;

/**
 * Whether the caller acts for themselves: downloading the data and changing consents are the student's own
 * acts (LGPD art. 18 is the data subject's right); an administrator acting as the student may look, audited,
 * as the back-office already shows them the same records (decision 137).
 */
export function assertOwnAct(access: Pick<StudentAccess, 'actor'>): void {
  if (access.actor.acting || access.actor.role !== 'student') {
    throw new AppError('FORBIDDEN', myDataMessages.ownActsOnly);
  }
}

/** 'Meus dados' (decision 137, LGPD art. 18 II and V): the student's data read through each module's door. */
export function myDataService({ db, storage, sources, withdrawals }: Deps) {
  const consents = consentsRepository(db);

  async function parts(studentId: number) {
    const registration = await sources.registration(studentId);
    if (!registration) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
    const account = await sources.account(studentId);
    const [contracts, orders, uploads, log, reminders] = await Promise.all([
      sources.contracts(studentId),
      sources.orders(studentId),
      sources.uploads(studentId),
      account ? consents.list(account.id) : Promise.resolve([]),
      sources.remindersSent(studentId),
    ]);
    return { registration, account, contracts, orders, uploads, log, reminders };
  }

  async function exportOf(studentId: number): Promise<MyDataExport> {
    const p = await parts(studentId);
    const adminActions: MyDataExport['adminActions'] = [];
    let after: number | undefined;
    do {
      const page = toAdminActions(await sources.adminActions(studentId, after, EXPORT_AUDIT_PAGE));
      adminActions.push(...page.items);
      after = page.next ?? undefined;
    } while (after !== undefined);
    return {
      format: MY_DATA_FORMAT,
      version: MY_DATA_VERSION,
      generatedAt: new Date().toISOString(),
      registration: toRegistration(p.registration),
      account: toAccount(p.account),
      contracts: toContracts(p.contracts),
      orders: toOrders(p.orders),
      uploads: toUploads(p.uploads),
      consents: toConsents(p.log),
      remindersSent: toRemindersSent(p.reminders),
      adminActions,
    };
  }

  return {
    /** GET /perfil/meus-dados: every part, the first page of administrators' actions. */
    async summary(access: StudentAccess): Promise<MyData> {
      const studentId = access.student.id;
      const [p, actions] = await Promise.all([
        parts(studentId),
        sources.adminActions(studentId, undefined, MY_DATA_AUDIT_PAGE),
      ]);
      return {
        registration: toRegistration(p.registration),
        account: toAccount(p.account),
        contracts: toContracts(p.contracts),
        orders: toOrders(p.orders),
        uploads: toUploads(p.uploads),
        consents: toConsents(p.log),
        consentStates: toConsentStates(p.log, withdrawableHere(withdrawals)),
        remindersSent: toRemindersSent(p.reminders),
        adminActions: toAdminActions(actions),
        ownActs: !access.actor.acting && access.actor.role === 'student',
      };
    },

    /** GET /perfil/meus-dados/acoes: the next page of administrators' actions. */
    async adminActions(access: StudentAccess, afterId: number | undefined) {
      return toAdminActions(await sources.adminActions(access.student.id, afterId, MY_DATA_AUDIT_PAGE));
    },

    /** GET /perfil/meus-dados/exportar: the whole file; the student's own act. */
    async export(access: StudentAccess): Promise<MyDataExport> {
      assertOwnAct(access);
      return exportOf(access.student.id);
    },

    /** GET /perfil/meus-dados/arquivos: the student's files and the JSON in one zip, streamed. */
    async files(access: StudentAccess) {
      assertOwnAct(access);
      const data = await exportOf(access.student.id);
      const uploads = await sources.uploads(access.student.id);
      return myFilesZip(storage, data, uploads);
    },
  };
}

export type MyDataService = ReturnType<typeof myDataService>;
