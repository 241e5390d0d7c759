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
