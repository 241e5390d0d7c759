import { z } from 'zod';
import { consentKinds } from './consents';

/**
 * 'Meus dados' (decision 137, LGPD art. 18 II and V): everything the portal holds about a student, as the
 * screen reads it and as the exported file carries it. Money in centavos, dates ISO. The export is this shape
 * with `format` and `version`, so a reader can tell which shape it holds; a new field is added, never renamed.
 */
export const MY_DATA_FORMAT = 'portal-do-formando/meus-dados';
export const MY_DATA_VERSION = 1;

/** How many administrators' actions the screen shows per page; the export carries them all. */
export const MY_DATA_AUDIT_PAGE = 50;

const iso = z.string();

export const myRegistrationSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  cpf: z.string(),
  phone: z.string(),
  instagram: z.string().nullable(),
  address: z.object({
    cep: z.string().nullable(),
    street: z.string().nullable(),
    number: z.string().nullable(),
    complement: z.string().nullable(),
    district: z.string().nullable(),
    city: z.string().nullable(),
    uf: z.string().nullable(),
    reviewedOn: z.string().nullable(),
  }),
  graduation: z.string(),
  course: z.string(),
  campus: z.string().nullable(),
  guest: z.boolean(),
  restricted: z.boolean(),
  committee: z.boolean(),
  coordinator: z.boolean(),
  digitalCredits: z.number().int(),
  printedCredits: z.number().int(),
  shirtSize: z.number().int().nullable(),
  createdAt: iso,
});

export const myParcelSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string().nullable(),
  dueOn: z.string(),
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  surchargeCents: z.number().int(),
  paidOn: z.string().nullable(),
  paidCents: z.number().int().nullable(),
  method: z.number().int(),
  orderId: z.number().int().nullable(),
});

export const myContractSchema = z.object({
  id: z.number().int(),
  totalTermCents: z.number().int(),
  parcels: z.array(myParcelSchema),
  extras: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
});

export const myOrderSchema = z.object({
  id: z.number().int(),
  placedOn: z.string().nullable(),
  totalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  deliveryMode: z.string().nullable(),
  trackingCode: z.string().nullable(),
  paidOn: z.string().nullable(),
  deliveredOn: z.string().nullable(),
  lines: z.array(
    z.object({
      kind: z.string(),
      slug: z.string(),
      photoId: z.number().int().nullable(),
      quantity: z.number().int(),
      unitCents: z.number().int(),
    }),
  ),
});

export const myUploadSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimetype: z.string(),
  label: z.string().nullable(),
  obs: z.string().nullable(),
  createdAt: iso,
});

export const myConsentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(consentKinds),
  version: z.string(),
  channel: z.string(),
  givenAt: iso,
  withdrawnAt: iso.nullable(),
});

/** One consent kind as the screen offers it: in force or not, and whether the student may take it back. */
export const myConsentStateSchema = z.object({
  kind: z.enum(consentKinds),
  inForce: z.boolean(),
  since: iso.nullable(),
  version: z.string().nullable(),
  currentVersion: z.string(),
  withdrawable: z.boolean(),
});

export const myAccountSchema = z.object({
  email: z.string(),
  createdAt: iso,
  emailConfirmedAt: iso.nullable(),
  /** Raised each time every session was ended (password change, 'Sair de todos os aparelhos'). */
  sessionVersion: z.number().int(),
  /** Single-use links sent to the account: purpose and dates only, never the secret. */
  links: z.array(
    z.object({
      purpose: z.enum(['reset', 'autologin', 'confirm']),
      createdAt: iso,
      expiresAt: iso,
      usedAt: iso.nullable(),
      byAdministrator: z.boolean(),
    }),
  ),
});

/** A deadline reminder e-mailed to the student (decision 56): which deadline, its date, when it was sent. */
export const myReminderSentSchema = z.object({ deadline: z.string(), deadlineOn: z.string(), sentAt: iso });

export const myAdminActionSchema = z.object({
  id: z.number().int(),
  at: iso,
  adminName: z.string(),
  code: z.string().nullable(),
  kind: z.enum(['leitura', 'escrita']),
  /** The pt-BR sentence (decision 126): 'Maria consultou o cadastro de Ana Souza'. */
  sentence: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /api/perfil/meus-dados: the summary the screen shows; the administrators' actions are paged. */
export const myDataSchema = z.object({
  registration: myRegistrationSchema,
  contracts: z.array(myContractSchema),
  orders: z.array(myOrderSchema),
  uploads: z.array(myUploadSchema),
  consents: z.array(myConsentSchema),
  consentStates: z.array(myConsentStateSchema),
  account: myAccountSchema.nullable(),
  remindersSent: z.array(myReminderSentSchema),
  adminActions: z.object({ items: z.array(myAdminActionSchema), next: z.number().int().nullable() }),
  /** Whether this caller may download the files and change the consents (the student only, decision 137). */
  ownActs: z.boolean(),
});
export type MyData = z.infer<typeof myDataSchema>;

/** The exported file (GET /api/perfil/meus-dados/exportar): the summary whole, every action included. */
export const myDataExportSchema = myDataSchema
  .omit({ adminActions: true, ownActs: true, consentStates: true })
  .extend({
    format: z.literal(MY_DATA_FORMAT),
    version: z.literal(MY_DATA_VERSION),
    generatedAt: iso,
    adminActions: z.array(myAdminActionSchema),
  });
export type MyDataExport = z.infer<typeof myDataExportSchema>;

/** GET /api/perfil/meus-dados/acoes?depois=: the next page of administrators' actions. */
export const myAdminActionsQuerySchema = z.object({
  depois: z.coerce.number().int().positive().optional(),
});
export const myAdminActionsPageSchema = myDataSchema.shape.adminActions;

export const consentKindParamsSchema = z.object({ kind: z.enum(consentKinds) });

export const myDataMessages = {
  ownActsOnly:
    'Só o próprio formando pode baixar os dados dele e mudar os consentimentos. Peça ao formando que faça isso no portal.',
  policyNotWithdrawable:
    'O aceite da política não pode ser revogado enquanto a conta existir: é ele que permite ao portal guardar o seu contrato e os seus pedidos. Para sair, peça a exclusão da conta.',
  faceSearchElsewhere: 'O consentimento da busca por rosto é dado na própria busca, no álbum.',
  faceSearchWithdrawElsewhere:
    "O consentimento da busca por rosto se revoga em 'Encontre suas fotos', que apaga na hora a assinatura do seu rosto.",
} as const;
