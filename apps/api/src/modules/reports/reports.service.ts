import {
  authMessages,
  CLASS_SUMS_HIDDEN,
  type ClassDashboard,
  type CommitteeReport,
  type CommitteeReportKind,
  classFiguresFromTallies,
  countSituations,
  DASHBOARD_MISSING_PAGE,
  DASHBOARD_SCREEN_NAMES,
  DASHBOARD_UPLOAD_SCREENS,
  type DashboardMissing,
  type DashboardMissingQuery,
  formatDateBR,
  type IsoDate,
  PAYMENT_SITUATIONS,
  type ProducerDashboard,
  paymentSituation,
  todayInSaoPaulo,
  toReais,
  uploadWindow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { writeCsv } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import type { StudentAccess, StudentLoader } from '../../platform/access';
import { reportsRepository } from './reports.repository';

type Deps = { db: Db; now?: () => Date };
type ReportsSubject = NonNullable<Awaited<ReturnType<ReturnType<typeof reportsRepository>['subject']>>>;

const isReportsSubject = (s: StudentAccess['student']): s is ReportsSubject => 'graduation' in s;

/**
 * GET /relatorios/comissao: the class payment and uploaded-files reports (spec A §2 card 10, §6), for
 * committee members and coordinators of that class only.
 */
export function reportsService({ db, now = () => new Date() }: Deps) {
  const repo = reportsRepository(db);

  /** The acting student's class, when they are a committee member or coordinator of it (spec A §6). */
  function committeeClass({ student, can }: StudentAccess) {
    // The routes declare `load`; anything else is a wiring mistake.
    if (!isReportsSubject(student)) throw new Error('class reports asked of a route without their loader');
    if (!can.committeeTools && !can.classReports) throw new AppError('FORBIDDEN', authMessages.forbidden);
    return student;
  }

  async function committee(caller: StudentAccess, tipo: CommitteeReportKind): Promise<CommitteeReport> {
    const subject = committeeClass(caller);
    const generatedAt = now();
    const base = { formatura: subject.graduation, geradoEm: generatedAt.toISOString() };
    if (tipo === 'arquivos') return { tipo, ...base, alunos: await repo.files(subject.graduationId) };
    const today: IsoDate = todayInSaoPaulo(generatedAt);
    const alunos = (await repo.payments(subject.graduationId, today)).map((r) => ({
      AlNome: r.AlNome,
      curso: r.curso,
      situacao: paymentSituation(r),
    }));
    return { tipo, ...base, alunos, totais: countSituations(alunos.map((a) => a.situacao)) };
  }

  /** The upload screens a class fills: complementar only when the class offers it (spec A §9). */
  const screensOf = (graduation: { complementaryEnabled: boolean }) =>
    DASHBOARD_UPLOAD_SCREENS.filter((tipo) => tipo !== 'complementar' || graduation.complementaryEnabled);

  async function graduationOf(graduationId: number) {
    const graduation = await repo.graduation(graduationId);
    if (!graduation) throw new AppError('NOT_FOUND', 'Formatura não encontrada.');
    return graduation;
  }

  /**
   * The class dashboard (decision 74): situations counted and shared, and who has not sent a file to each screen
   * they fill. No reais here (decision 98): the producer's call adds the sums. Decision 151: the figures come
   * from the class's kept tallies, and each screen names its first DASHBOARD_MISSING_PAGE missing classmates
   * (every one for the CSV).
   */
  async function dashboard(graduationId: number, { everyName = false } = {}) {
    const graduation = await graduationOf(graduationId);
    const generatedAt = now();
    const today = todayInSaoPaulo(generatedAt);
    const screens = screensOf(graduation);
    const { tallies, missing } = await repo.dashboard(graduationId, screens, {
      limit: everyName ? null : DASHBOARD_MISSING_PAGE,
    });
    const figures = classFiguresFromTallies(tallies, today);
    const view: ClassDashboard = {
      formatura: graduation.graduation,
      geradoEm: generatedAt.toISOString(),
      alunos: figures.alunos,
      pagamentos: figures.pagamentos,
      percentuais: figures.percentuais,
      musicasDaFormatura: figures.musicasDaFormatura,
      pendencias: screens.map((tipo) => {
        const window = uploadWindow(tipo, graduation, today);
        return {
          tipo,
          prazo: window.lastDay,
          aberta: window.open,
          esperados: figures.esperados,
          enviaram: figures.enviaram[tipo] ?? 0,
          faltam: missing[tipo] ?? [],
        };
      }),
    };
    return { view, sums: figures.sums };
  }

  /** The classmates who have not sent a file to one screen, a page at a time (decision 151). */
  async function missingNames(graduationId: number, q: DashboardMissingQuery): Promise<DashboardMissing> {
    const graduation = await graduationOf(graduationId);
    if (!screensOf(graduation).includes(q.tipo)) {
      throw new AppError('NOT_FOUND', 'Esta turma não tem essa tela de envio de arquivos.');
    }
    const { tallies, missing } = await repo.dashboard(graduationId, [q.tipo], {
      offset: q.desde,
      limit: q.limite,
    });
    const figures = classFiguresFromTallies(tallies, todayInSaoPaulo(now()));
    return {
      tipo: q.tipo,
      total: figures.esperados - (figures.enviaram[q.tipo] ?? 0),
      desde: q.desde,
      faltam: missing[q.tipo] ?? [],
    };
  }

  return {
    /**
     * The loader the class-report routes declare (`app.student(undefined, service.load)`): the platform's
     * access preHandler reads the student with their class's name, in one statement (decision 112).
     */
    load: ((studentId) => repo.subject(studentId)) satisfies StudentLoader,

    committee,

    /**
     * GET /relatorios/painel: the acting committee member's or coordinator's own class, without reais; with
     * `everyName`, every missing classmate's name (the CSV).
     */
    async classDashboard(caller: StudentAccess, options?: { everyName?: boolean }): Promise<ClassDashboard> {
      return (await dashboard(committeeClass(caller).graduationId, options)).view;
    },

    /** GET /relatorios/painel/faltam: the rest of one screen's names, for the same members. */
    classDashboardMissing(caller: StudentAccess, q: DashboardMissingQuery): Promise<DashboardMissing> {
      return missingNames(committeeClass(caller).graduationId, q);
    },

    /** GET /admin/formaturas/:id/painel: the producer sees the exact sums of any class. */
    async producerDashboard(
      graduationId: number,
      options?: { everyName?: boolean },
    ): Promise<ProducerDashboard> {
      const { view, sums } = await dashboard(graduationId, options);
      return {
        ...view,
        arrecadacao: {
          contratos: sums.contratos,
          contratado: toReais(sums.contratado),
          previstoAteHoje: toReais(sums.previstoAteHoje),
          recebido: toReais(sums.recebido),
        },
      };
    },

    /** GET /admin/formaturas/:id/painel/faltam: the rest of one screen's names, for the producer. */
    producerDashboardMissing: missingNames,

    dashboardCsv,

    /** The same report as a CSV a spreadsheet opens in pt-BR (';', UTF-8 with BOM). */
    async committeeCsv(caller: StudentAccess, tipo: CommitteeReportKind): Promise<string> {
      const report = await committee(caller, tipo);
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
 * The dashboard as a CSV: the situations (count and share of the class), the sums for the producer (why
 * there are none for the committee), then one row per screen and classmate who has not sent a file to it,
 * so a spreadsheet can filter by screen.
 */
export function dashboardCsv(d: ClassDashboard | ProducerDashboard): string {
  const sums = 'arrecadacao' in d ? d.arrecadacao : null;
  return writeCsv([
    ['Painel da turma', d.formatura],
    ['Gerado em', formatDateBR(todayInSaoPaulo(new Date(d.geradoEm)))],
    [],
    ['Situação de pagamento', 'Formandos', '% da turma'],
    ...PAYMENT_SITUATIONS.map((s) => [s, d.pagamentos[s], d.percentuais[s]]),
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
