import { z } from 'zod';

/** GET /api/relatorios/comissao?tipo= (spec A §2 card 10, §6): the committee's printable class reports. */
export const committeeReportQuerySchema = z.object({ tipo: z.enum(['pagamentos', 'arquivos']) });

/**
 * A classmate's payment situation as a committee member may see it (LGPD, decision 55): a status, never
 * amounts, CPF or address.
 */
export const PAYMENT_SITUATIONS = ['Quitado', 'Em dia', 'Em atraso', 'Sem contrato'] as const;
export type PaymentSituation = (typeof PAYMENT_SITUATIONS)[number];

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
 * Below this many classmates with a contract, the class's sums are not shown to the committee: with fewer,
 * a sum minus what one knows of the others gives a classmate's amount (decision 74).
 */
export const MIN_CONTRACTS_FOR_CLASS_SUMS = 5;
export const CLASS_SUMS_HIDDEN = `Os valores da turma aparecem quando ao menos ${MIN_CONTRACTS_FOR_CLASS_SUMS} formandos tiverem contrato.`;

/** The upload screens a classmate is expected to fill (the class music is the committee's own screen). */
export const DASHBOARD_UPLOAD_SCREENS = ['individual', 'complementar', 'certificado'] as const;
export type DashboardUploadScreen = (typeof DASHBOARD_UPLOAD_SCREENS)[number];

/** The screens' names in the dashboard and its CSV, as the deadline calendar names them. */
export const DASHBOARD_SCREEN_NAMES: Readonly<Record<DashboardUploadScreen, string>> = {
  individual: 'Arquivos individuais',
  complementar: 'Fotos complementares',
  certificado: 'Certificado',
};

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
