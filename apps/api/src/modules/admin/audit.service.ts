import { type AuditPage, type AuditQuery, isAuditCode } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AuditFilter, auditRepository } from '../../platform/audit/audit.repository';
import type { AuditRouteTable } from '../../platform/audit/audit-routes';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { readSetting, storeSettings } from '../settings';

/** The settings key of how long reads are kept, in days (decision 126). */
export const READ_RETENTION_KEY = 'auditoria.retencaoLeiturasDias';
export const READ_RETENTION_DEFAULT_DAYS = 180;

type Deps = { db: Db; uow: UnitOfWork; routes: AuditRouteTable };

type Row = Awaited<ReturnType<ReturnType<typeof auditRepository>['list']>>[number];

/** A São Paulo calendar day's first instant (Brazil keeps -03:00 all year since 2019). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

/**
 * The audit as the office reads it (decision 126): filtered, keyset-paged, each entry with the parts of its
 * pt-BR sentence. Rows written before the action codes hold only their route and are translated here.
 */
export function auditService({ db, uow, routes }: Deps) {
  const audit = auditRepository(db);

  const entry = (r: Row) => {
    const code = r.code ?? routes.codeOf(r.action);
    const legacyRead = r.code === null && r.action.startsWith('GET ');
    return {
      ...r,
      at: r.at.toISOString(),
      code,
      kind: legacyRead || r.kind === 'leitura' ? ('leitura' as const) : ('escrita' as const),
    };
  };

  async function retentionDays(): Promise<number> {
    const stored = Number(await readSetting(db, READ_RETENTION_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : READ_RETENTION_DEFAULT_DAYS;
  }

  return {
    /** GET /admin/auditoria/acoes: one page, newest first; with no filter, the latest actions of everyone. */
    async list(query: AuditQuery): Promise<AuditPage> {
      if (query.code !== undefined && !isAuditCode(query.code)) {
        throw new AppError('INVALID', 'Essa ação não existe no portal.');
      }
      const filter: AuditFilter = {
        adminId: query.adminId,
        studentId: query.studentId,
        graduationId: query.graduationId,
        action:
          query.code === undefined ? undefined : { code: query.code, calls: routes.callsOf(query.code) },
        from: query.from === undefined ? undefined : dayStart(query.from),
        // 'to' is inclusive: everything before the next day's start.
        to: query.to === undefined ? undefined : new Date(dayStart(query.to).getTime() + 24 * 60 * 60 * 1000),
        afterId: query.depois,
      };
      const rows = await audit.list(filter, query.limit);
      const items = rows.map(entry);
      return { items, next: items.length === query.limit ? (items.at(-1)?.id ?? null) : null };
    },

    /** GET /admin/auditoria (the older per-student or per-graduation trail): the same rows, unpaged. */
    async trail(filter: { studentId: number } | { graduationId: number }, limit: number) {
      return (await audit.list(filter, limit)).map(entry);
    },

    retentionDays,

    /** PUT /admin/auditoria/retencao: how many days reads are kept; writes are always kept. */
    async setRetentionDays(actor: Actor, days: number) {
      const before = await retentionDays();
      await uow.run(actor, (tx) => storeSettings(tx, { [READ_RETENTION_KEY]: days }), {
        detail: { before: { retencaoLeiturasDias: before }, after: { retencaoLeiturasDias: days } },
      });
      return { days };
    },

    /** The daily job: deletes reads older than the producer's setting; returns how many went. */
    async purgeReads(): Promise<number> {
      return audit.purgeReads(await retentionDays());
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
