import {
  authMessages,
  type CommitteeReport,
  type IsoDate,
  PAYMENT_SITUATIONS,
  type PaymentSituation,
  permissionsFor,
  todayInSaoPaulo,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../plugins/auth';
import { reportsRepository } from './reports.repository';

type Deps = { db: Db; now?: () => Date };

/** A classmate's situation from their contract's figures, never the figures themselves (decision 55). */
export function paymentSituation(row: {
  total: number | null;
  settled: number;
  late: boolean;
}): PaymentSituation {
  if (row.total === null) return 'Sem contrato';
  if (row.settled >= row.total) return 'Quitado';
  return row.late ? 'Em atraso' : 'Em dia';
}

/**
 * GET /relatorios/comissao: the class payment and uploaded-files reports (spec A §2 card 10, §6), for
 * committee members and coordinators of that class only.
 */
export function reportsService({ db, now = () => new Date() }: Deps) {
  const repo = reportsRepository(db);
  async function committee(actor: Actor, tipo: 'pagamentos' | 'arquivos'): Promise<CommitteeReport> {
    const subject = await repo.subject(actingStudent(actor));
    if (!subject) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
    const can = permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...subject });
    if (!can.committeeTools && !can.classReports) throw new AppError('FORBIDDEN', authMessages.forbidden);
    const generatedAt = now();
    const base = { formatura: subject.graduation, geradoEm: generatedAt.toISOString() };
    if (tipo === 'arquivos') return { tipo, ...base, alunos: await repo.files(subject.graduationId) };
    const today: IsoDate = todayInSaoPaulo(generatedAt);
    const alunos = (await repo.payments(subject.graduationId, today)).map((r) => ({
      AlNome: r.AlNome,
      curso: r.curso,
      situacao: paymentSituation(r),
    }));
    const totais = Object.fromEntries(
      PAYMENT_SITUATIONS.map((s) => [s, alunos.filter((a) => a.situacao === s).length]),
    ) as Record<PaymentSituation, number>;
    return { tipo, ...base, alunos, totais };
  }

  return {
    committee,

    /** The same report as a CSV a spreadsheet opens in pt-BR (';', UTF-8 with BOM). */
    async committeeCsv(actor: Actor, tipo: 'pagamentos' | 'arquivos'): Promise<string> {
      const report = await committee(actor, tipo);
      const cell = (value: string | number) => {
        const text = String(value);
        return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const rows: (string | number)[][] =
        report.tipo === 'pagamentos'
          ? [['Formando', 'Curso', 'Situação'], ...report.alunos.map((a) => [a.AlNome, a.curso, a.situacao])]
          : [
              ['Formando', 'Curso', 'Músicas da formatura', 'Individual', 'Complementar', 'Certificado'],
              ...report.alunos.map((a) => [
                a.AlNome,
                a.curso,
                a.formatura,
                a.individual,
                a.complementar,
                a.certificado,
              ]),
            ];
      return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
