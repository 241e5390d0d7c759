import { z } from 'zod';
import { DASHBOARD_UPLOAD_SCREENS, PAYMENT_SITUATIONS } from '../reports/index';

/** GET /api/relatorios/comissao?tipo= (spec A §2 card 10, §6): the committee's printable class reports. */
export const committeeReportQuerySchema = z.object({ tipo: z.enum(['pagamentos', 'arquivos']) });

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

/**
 * GET /api/relatorios/painel (issue 12, decision 74): the class at a glance for its committee. Counts and
 * class sums only (reais on the wire); the names appear only beside a screen they have not sent a file to.
 */
export const classDashboardSchema = z.object({
  formatura: z.string(),
  geradoEm: z.string(),
  /** Classmates in the class (guests included: they are counted in the payment situations). */
  alunos: z.number().int(),
  pagamentos: z.record(z.enum(PAYMENT_SITUATIONS), z.number().int()),
  /**
   * What the class contracted, what was due by today and what was received, in reais; null when fewer than
   * MIN_CONTRACTS_FOR_CLASS_SUMS classmates have a contract and the caller is a classmate.
   */
  arrecadacao: z
    .object({
      contratos: z.number().int(),
      contratado: z.number(),
      previstoAteHoje: z.number(),
      recebido: z.number(),
    })
    .nullable(),
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
      faltam: z.array(z.object({ AlNome: z.string(), curso: z.string() })),
    }),
  ),
});
export type ClassDashboard = z.infer<typeof classDashboardSchema>;
