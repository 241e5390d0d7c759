import {
  authMessages,
  CLASS_SUMS_HIDDEN,
  type ClassDashboard,
  type CommitteeReport,
  DASHBOARD_SCREEN_NAMES,
  DASHBOARD_UPLOAD_SCREENS,
  formatDateBR,
  type IsoDate,
  MIN_CONTRACTS_FOR_CLASS_SUMS,
  PAYMENT_SITUATIONS,
  type PaymentSituation,
  permissionsFor,
  todayInSaoPaulo,
  toReais,
  uploadWindow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { writeCsv } from '../../lib/csv';
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

  /** The acting student's class, when they are a committee member or coordinator of it (spec A §6). */
  async function committeeClass(actor: Actor) {
    const subject = await repo.subject(actingStudent(actor));
    if (!subject) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
    const can = permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...subject });
    if (!can.committeeTools && !can.classReports) throw new AppError('FORBIDDEN', authMessages.forbidden);
    return subject;
  }

  async function committee(actor: Actor, tipo: 'pagamentos' | 'arquivos'): Promise<CommitteeReport> {
    const subject = await committeeClass(actor);
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

  /**
   * The class dashboard (issue 12, decision 74): situations counted, the class's sums (for a classmate only
   * from MIN_CONTRACTS_FOR_CLASS_SUMS contracts up), and who has not sent a file to each screen they fill.
   */
  async function dashboard(graduationId: number, viewer: 'classmate' | 'producer'): Promise<ClassDashboard> {
    const graduation = await repo.graduation(graduationId);
    if (!graduation) throw new AppError('NOT_FOUND', 'Formatura não encontrada.');
    const generatedAt = now();
    const today = todayInSaoPaulo(generatedAt);
    const rows = await repo.dashboard(graduationId, today);
    const pagamentos = Object.fromEntries(PAYMENT_SITUATIONS.map((s) => [s, 0])) as Record<
      PaymentSituation,
      number
    >;
    for (const r of rows) pagamentos[paymentSituation(r)] += 1;
    const withContract = rows.filter((r) => r.total !== null);
    const sum = (pick: (r: (typeof rows)[number]) => number) =>
      toReais(withContract.reduce((acc, r) => acc + pick(r), 0));
    const arrecadacao =
      viewer === 'producer' || withContract.length >= MIN_CONTRACTS_FOR_CLASS_SUMS
        ? {
            contratos: withContract.length,
            contratado: sum((r) => r.total ?? 0),
            previstoAteHoje: sum((r) => r.due),
            recebido: sum((r) => r.settled),
          }
        : null;
    // Guests have no upload screens (spec A §6), so nothing is missing from them.
    const senders = rows.filter((r) => !r.guest);
    const screens = DASHBOARD_UPLOAD_SCREENS.filter(
      (tipo) => tipo !== 'complementar' || graduation.complementaryEnabled,
    );
    return {
      formatura: graduation.graduation,
      geradoEm: generatedAt.toISOString(),
      alunos: rows.length,
      pagamentos,
      arrecadacao,
      musicasDaFormatura: rows.reduce((acc, r) => acc + r.formatura, 0),
      pendencias: screens.map((tipo) => {
        const window = uploadWindow(tipo, graduation, today);
        const faltam = senders.filter((r) => r[tipo] === 0);
        return {
          tipo,
          prazo: window.lastDay,
          aberta: window.open,
          esperados: senders.length,
          enviaram: senders.length - faltam.length,
          faltam: faltam.map((r) => ({ AlNome: r.AlNome, curso: r.curso })),
        };
      }),
    };
  }

  return {
    committee,

    /** GET /relatorios/painel: the acting committee member's or coordinator's own class. */
    async classDashboard(actor: Actor): Promise<ClassDashboard> {
      return dashboard((await committeeClass(actor)).graduationId, 'classmate');
    },

    /** GET /admin/formaturas/:id/painel: the producer sees the sums of any class. */
    producerDashboard(graduationId: number): Promise<ClassDashboard> {
      return dashboard(graduationId, 'producer');
    },

    dashboardCsv,

    /** The same report as a CSV a spreadsheet opens in pt-BR (';', UTF-8 with BOM). */
    async committeeCsv(actor: Actor, tipo: 'pagamentos' | 'arquivos'): Promise<string> {
      const report = await committee(actor, tipo);
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
      return writeCsv(rows);
    },
  };
}

/** Reais as a spreadsheet in pt-BR reads a number: '1234,56'. */
const decimal = (reais: number) => reais.toFixed(2).replace('.', ',');

/**
 * The dashboard as a CSV: the situations, the sums (or why they are hidden), then one row per screen and
 * classmate who has not sent a file to it, so a spreadsheet can filter by screen.
 */
export function dashboardCsv(d: ClassDashboard): string {
  const sums = d.arrecadacao;
  return writeCsv([
    ['Painel da turma', d.formatura],
    ['Gerado em', formatDateBR(todayInSaoPaulo(new Date(d.geradoEm)))],
    [],
    ['Situação de pagamento', 'Formandos'],
    ...PAYMENT_SITUATIONS.map((s) => [s, d.pagamentos[s]]),
    [],
    ...(sums
      ? [
          ['Arrecadação da turma', 'Valor (R$)'],
          ['Contratado', decimal(sums.contratado)],
          ['Previsto até hoje', decimal(sums.previstoAteHoje)],
          ['Recebido', decimal(sums.recebido)],
        ]
      : [['Arrecadação da turma', CLASS_SUMS_HIDDEN]]),
    [],
    ['Tela', 'Prazo', 'Formando que ainda não enviou', 'Curso'],
    ...d.pendencias.flatMap((p) =>
      p.faltam.map((a) => [
        DASHBOARD_SCREEN_NAMES[p.tipo],
        p.prazo ? formatDateBR(p.prazo as IsoDate) : 'Sem prazo definido',
        a.AlNome,
        a.curso,
      ]),
    ),
  ]);
}

export type ReportsService = ReturnType<typeof reportsService>;
