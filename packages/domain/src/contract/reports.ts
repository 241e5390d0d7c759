import { z } from 'zod';
import {
  COMMITTEE_REPORTS,
  DASHBOARD_MISSING_MORE,
  DASHBOARD_UPLOAD_SCREENS,
  PAYMENT_SITUATIONS,
} from '../reports/index';

/**
 * GET /api/relatorios/comissao?tipo= (spec A §2 card 10, §6): the committee's printable class reports.
 * Spec A §7 calls it with no payload: then it answers the report the committee card shows first (decision 98).
 */
export const committeeReportQuerySchema = z.object({
  tipo: z.enum(COMMITTEE_REPORTS).default(COMMITTEE_REPORTS[0]),
});

export const paymentReportSchema = z.object({
  tipo: z.literal('pagamentos'),
  formatura: z.string(),
  geradoEm: z.string(),
  alunos: z.array(z.object({ AlNome: z.string(), curso: z.string(), situacao: z.enum(PAYMENT_SITUATIONS) })),
  totais: z.record(z.enum(PAYMENT_SITUATIONS), z.number().int()),
});

export const filesReportSchema = z.object({
  tipo: z.literal('arquivos'),
  formatura: z.string(),
  geradoEm: z.string(),
  /** How many files each classmate sent per upload screen (names only, never the files). */
  alunos: z.array(
    z.object({
      AlNome: z.string(),
      curso: z.string(),
      formatura: z.number().int(),
      individual: z.number().int(),
      complementar: z.number().int(),
      certificado: z.number().int(),
    }),
  ),
});

export const committeeReportSchema = z.discriminatedUnion('tipo', [paymentReportSchema, filesReportSchema]);
export type CommitteeReport = z.infer<typeof committeeReportSchema>;

const missingClassmateSchema = z.object({ AlNome: z.string(), curso: z.string() });

const situationCounts = z.record(z.enum(PAYMENT_SITUATIONS), z.number().int().min(0));

/**
 * GET /api/relatorios/painel (decisions 74 and 98): the class at a glance for its committee.
 * Counts and shares only, never reais: a class sum polled before and after one classmate's payment gives
 * that payment (LGPD art. 6 III). The names appear only beside a screen they have not sent a file to.
 */
export const classDashboardSchema = z.object({
  formatura: z.string(),
  geradoEm: z.string(),
  /** Classmates in the class (guests included: they are counted in the payment situations). */
  alunos: z.number().int(),
  pagamentos: situationCounts,
  /** Each situation's share of the class in whole percent, adding up to 100 (0 for an empty class). */
  percentuais: z.record(z.enum(PAYMENT_SITUATIONS), z.number().int().min(0).max(100)),
  /** The class music files the committee sent. */
  musicasDaFormatura: z.number().int(),
  pendencias: z.array(
    z.object({
      tipo: z.enum(DASHBOARD_UPLOAD_SCREENS),
      /** The screen's last day (inclusive), null while the date it hangs on is not set. */
      prazo: z.string().nullable(),
      aberta: z.boolean(),
      /** Classmates expected to send (guests have no upload screens). */
      esperados: z.number().int(),
      enviaram: z.number().int(),
      /**
       * The first DASHBOARD_MISSING_PAGE classmates who have not sent a file, by name (decision 151): there
       * are `esperados - enviaram` in all; `GET …/painel/faltam?tipo=&desde=` pages through the rest.
       */
      faltam: z.array(missingClassmateSchema),
    }),
  ),
});
export type ClassDashboard = z.infer<typeof classDashboardSchema>;

/**
 * GET /api/admin/formaturas/:id/painel: the same dashboard for the producer, with the class's exact sums:
 * what its contracts total, what of them fell due by today and what was received, in reais.
 */
export const producerDashboardSchema = classDashboardSchema.extend({
  arrecadacao: z.object({
    contratos: z.number().int(),
    contratado: z.number(),
    previstoAteHoje: z.number(),
    recebido: z.number(),
  }),
});
export type ProducerDashboard = z.infer<typeof producerDashboardSchema>;

/**
 * GET /api/relatorios/painel/faltam and GET /api/admin/formaturas/:id/painel/faltam (decision 151): the
 * classmates who have not sent a file to screen `tipo`, by name, `limite` of them from position `desde`.
 */
export const dashboardMissingQuerySchema = z.object({
  tipo: z.enum(DASHBOARD_UPLOAD_SCREENS),
  desde: z.coerce.number().int().min(0).max(100_000).default(0),
  limite: z.coerce.number().int().min(1).max(500).default(DASHBOARD_MISSING_MORE),
});
export type DashboardMissingQuery = z.infer<typeof dashboardMissingQuerySchema>;

export const dashboardMissingSchema = z.object({
  tipo: z.enum(DASHBOARD_UPLOAD_SCREENS),
  /** How many have not sent a file to the screen, in all. */
  total: z.number().int(),
  desde: z.number().int(),
  faltam: z.array(missingClassmateSchema),
});
export type DashboardMissing = z.infer<typeof dashboardMissingSchema>;
