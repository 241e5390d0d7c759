import { z } from 'zod';

// Decision 140 (LGPD art. 16 and 18): a student asks to delete their account; the producer approves or
// refuses; on approval personal data is erased or anonymised and only what the law obliges is kept.

/** requested → confirmed (by the e-mail link) → approved → done (files deleted), or refused / cancelled. */
export const deletionStatuses = [
  'requested',
  'confirmed',
  'approved',
  'done',
  'refused',
  'cancelled',
] as const;
export type DeletionStatus = (typeof deletionStatuses)[number];

/** A request the student may still cancel and that blocks a second one. */
export const OPEN_DELETION_STATUSES = ['requested', 'confirmed'] as const satisfies readonly DeletionStatus[];
export const isOpenDeletion = (status: DeletionStatus) =>
  (OPEN_DELETION_STATUSES as readonly DeletionStatus[]).includes(status);

export const deletionStatusLabels: Record<DeletionStatus, string> = {
  requested: 'Aguardando sua confirmação por e-mail',
  confirmed: 'Confirmado, aguardando a produtora',
  approved: 'Aprovado, apagando arquivos',
  done: 'Conta excluída',
  refused: 'Recusado pela produtora',
  cancelled: 'Cancelado',
};

/** Hours the confirmation link works (like the e-mail confirmation's 48 h). */
export const DELETION_LINK_TTL_HOURS = 48;
/** Years fiscal and payment records are kept (CTN arts. 173/174: five years from the payment's year). */
export const FISCAL_RETENTION_YEARS = 5;
/** What an anonymised name reads. */
export const ERASED_NAME = 'Titular removido';
/** The e-mail an anonymised account and registration take: unique, never deliverable (RFC 2606 .invalid). */
export const erasedEmail = (kind: 'usuario' | 'cadastro', id: number) =>
  `removido-${kind}-${id}@titular-removido.invalid`;
/** The CPF an anonymised registration without fiscal records takes: unique per registration, not a CPF. */
export const erasedCpf = (studentId: number) => `removido-${studentId}`;

/** The last day records paid on `lastPaidOn` (YYYY-MM-DD) must be kept: five years after that year ends. */
export function fiscalKeepUntil(lastPaidOn: string | null): string | null {
  if (!lastPaidOn) return null;
  const year = Number(lastPaidOn.slice(0, 4));
  return `${year + FISCAL_RETENTION_YEARS}-12-31`;
}

/** What the portal holds of the student, counted, from which the plan is built. */
export type DeletionFacts = {
  parcels: number;
  paidParcels: number;
  orders: number;
  uploads: number;
  consents: number;
  faces: number | null;
  lastPaidOn: string | null;
};

export type DeletionPlanItem = { what: string; why: string };
export type DeletionPlan = {
  erased: DeletionPlanItem[];
  anonymised: DeletionPlanItem[];
  kept: DeletionPlanItem[];
  /** Whether the CPF stays: it identifies the payer of fiscal records. */
  keepsCpf: boolean;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What an approval erases, anonymises and keeps (decision 140). Finance records (contracts, parcels,
 * payments, receipts) and orders are fiscal records: kept for five years with the CPF that identifies the
 * payer; the name, e-mail, phone and address are erased from them all the same. The audit is kept: it is
 * the proof of who did what, the deletion included.
 */
export function deletionPlan(f: DeletionFacts): DeletionPlan {
  const fiscal = f.parcels > 0 || f.orders > 0;
  const keepUntil = fiscalKeepUntil(f.lastPaidOn);
  const legal = keepUntil ? ` até ${keepUntil.split('-').reverse().join('/')}` : '';
  const erased: DeletionPlanItem[] = [
    { what: 'Senha e acesso ao portal', why: 'A conta deixa de existir: ninguém entra mais com ela.' },
    { what: 'Telefone, Instagram e endereço', why: 'Não são exigidos por lei depois da exclusão.' },
    {
      what: plural(f.uploads, 'arquivo enviado', 'arquivos enviados'),
      why: 'Músicas, fotos e certificados só servem à cerimônia.',
    },
    { what: 'Convite personalizado', why: 'Traz o nome do formando.' },
  ];
  if (f.faces === null || f.faces > 0) {
    erased.push({
      what:
        f.faces === null
          ? 'Descritores de rosto (busca por selfie)'
          : plural(f.faces, 'descritor de rosto', 'descritores de rosto'),
      why: 'Dado biométrico (LGPD art. 11): apagado assim que não há mais consentimento.',
    });
  }
  const anonymised: DeletionPlanItem[] = [
    {
      what: `Nome: passa a ser '${ERASED_NAME}'`,
      why: 'O cadastro fica só como titular dos registros mantidos.',
    },
    { what: 'E-mail do cadastro e da conta', why: 'Trocado por um endereço que não recebe mensagens.' },
    {
      what: plural(f.consents, 'consentimento revogado', 'consentimentos revogados'),
      why: 'O registro de que foram dados e revogados fica como prova (LGPD art. 8 §2).',
    },
  ];
  if (!fiscal)
    anonymised.push({ what: 'CPF', why: 'Sem registros financeiros, não há obrigação de guardá-lo.' });
  const kept: DeletionPlanItem[] = [];
  if (fiscal) {
    kept.push(
      {
        what: `${plural(f.parcels, 'parcela', 'parcelas')} (${f.paidParcels} paga${f.paidParcels === 1 ? '' : 's'}), pagamentos e recibos`,
        why: `Registros fiscais e de pagamento: guardados por ${FISCAL_RETENTION_YEARS} anos${legal} (CTN arts. 173 e 174).`,
      },
      {
        what: plural(f.orders, 'pedido', 'pedidos'),
        why: `Vendas: guardadas por ${FISCAL_RETENTION_YEARS} anos com o endereço de entrega da nota.`,
      },
      { what: 'CPF', why: 'Identifica quem pagou nos registros fiscais mantidos.' },
    );
  }
  kept.push({
    what: 'Auditoria das ações dos administradores',
    why: 'Prova de quem fez o quê, inclusive desta exclusão.',
  });
  return { erased, anonymised, kept, keepsCpf: fiscal };
}

// The wire (decision 140).

/** POST /privacidade/exclusao: the password proves the holder asks, not someone at an open session. */
export const deletionRequestSchema = z.object({
  password: z.string().min(1, 'Informe sua senha para confirmar.').max(200),
});
export type DeletionRequestBody = z.infer<typeof deletionRequestSchema>;

/** POST /privacidade/exclusao/confirmar: the e-mail link's token. */
export const deletionConfirmSchema = z.object({ token: z.string().min(1).max(200) });

/** POST /admin/privacidade/exclusoes/:id/recusar: the student reads the reason. */
export const deletionRefuseSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, 'Explique ao formando por que o pedido foi recusado.')
    .max(1000, 'Use no máximo 1000 caracteres.'),
});
export type DeletionRefuseBody = z.infer<typeof deletionRefuseSchema>;

const statusSchema = z.enum(deletionStatuses);

/** The student's own request (GET /privacidade/exclusao): null when there is none. */
export const myDeletionSchema = z.object({
  id: z.number().int(),
  status: statusSchema,
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  refuseReason: z.string().nullable(),
});
export type MyDeletion = z.infer<typeof myDeletionSchema>;
export const myDeletionAnswerSchema = z.object({ request: myDeletionSchema.nullable() });

export const deletionRowSchema = z.object({
  id: z.number().int(),
  status: statusSchema,
  studentId: z.number().int(),
  studentName: z.string(),
  graduationName: z.string(),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type DeletionRow = z.infer<typeof deletionRowSchema>;

/** GET /admin/privacidade/exclusoes: newest first, keyset-paged on id (decision 127). */
export const deletionListQuerySchema = z.object({
  status: statusSchema.optional(),
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DeletionListQuery = z.infer<typeof deletionListQuerySchema>;
export const deletionListSchema = z.object({
  items: z.array(deletionRowSchema),
  total: z.number().int(),
  next: z.number().int().nullable(),
});
export type DeletionList = z.infer<typeof deletionListSchema>;

const planItemSchema = z.object({ what: z.string(), why: z.string() });
export const deletionDetailSchema = deletionRowSchema.extend({
  email: z.string(),
  refuseReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  plan: z.object({
    erased: z.array(planItemSchema),
    anonymised: z.array(planItemSchema),
    kept: z.array(planItemSchema),
    keepsCpf: z.boolean(),
  }),
});
export type DeletionDetail = z.infer<typeof deletionDetailSchema>;

export const deletionMessages = {
  requested: (email: string) =>
    `Enviamos um link para ${email}. Abra-o em até ${DELETION_LINK_TTL_HOURS} horas para confirmar o pedido.`,
  alreadyOpen: 'Você já tem um pedido de exclusão em andamento.',
  wrongPassword: 'Senha incorreta.',
  confirmed: 'Pedido confirmado. A produtora vai analisá-lo e você receberá a resposta por e-mail.',
  linkInvalid: 'Este link não vale mais: ele expirou, já foi usado ou o pedido foi cancelado.',
  cancelled: 'Pedido de exclusão cancelado. Sua conta continua ativa.',
  nothingToCancel: 'Não há pedido de exclusão em andamento.',
  notFound: 'Pedido de exclusão não encontrado.',
  notConfirmed: 'O formando ainda não confirmou o pedido pelo e-mail.',
  alreadyDecided: 'Este pedido já foi decidido.',
  approved: 'Conta excluída: os dados pessoais foram apagados ou anonimizados.',
  filesPending:
    'A conta foi excluída, mas alguns arquivos ainda não puderam ser apagados. Tente de novo em instantes.',
  refused: 'Pedido recusado. O formando recebeu o motivo por e-mail.',
  adminRefused: 'Só o próprio formando pode pedir a exclusão da conta.',
} as const;
