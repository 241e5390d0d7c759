import { z } from 'zod';
import { idSchema } from '../contract/common';
import { formDadosSchema } from '../contract/profile';
import { backofficeMessages as m } from './messages';

const name = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(120, { error: m.nameTooLong });
const date = z
  .string({ error: m.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid })
  .refine((d) => !Number.isNaN(Date.parse(d)), { error: m.dateInvalid });
const optionalDate = date.nullable().default(null);
/** Reais with centavos, as the wire carries money (DESIGN §3). */
const reais = (min: number) =>
  z
    .number({ error: m.priceNegative })
    .min(min, { error: m.priceNegative })
    .max(1_000_000, { error: m.priceTooHigh })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: m.priceNegative });
const percent = z
  .number({ error: m.percentRange })
  .min(0, { error: m.percentRange })
  .max(100, { error: m.percentRange });
const photos = z
  .number({ error: m.photosRange })
  .int({ error: m.photosRange })
  .min(0, { error: m.photosRange })
  .max(50, { error: m.photosRange });

/** An institution, a campus (polo) or a course: a name. */
export const nameFormSchema = z.object({ name });

/** What the deadline fields are called on the form, for the messages. */
export const GRADUATION_DEADLINES = {
  FormLimiteAvista: 'Limite do desconto à vista',
  FormLimiteCartao: 'Limite do cartão',
  FormLimiteCamisetas: 'Limite da camiseta',
} as const;

/**
 * The graduation form of the back-office: the graduation and every setting of spec A §3 (FormDados),
 * with the spec's field names. The shirt, cash-discount and card deadlines cannot fall after the ceremony;
 * the complementary-photo deadline may (albums of the ceremony come after it).
 */
export const graduationFormSchema = z
  .object({
    institutionId: idSchema.or(z.null()).refine((v) => v !== null, { error: m.institutionRequired }),
    name,
    FormData: optionalDate,
    FormHora: z
      .string({ error: m.timeInvalid })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.timeInvalid })
      .nullable()
      .default(null),
    FormLocal: z.string().trim().max(200).nullable().default(null),
    FormVerDados: z.boolean().default(true),
    FormReajuste: reais(-1_000_000).default(0),
    FormValorPrazo: reais(0).default(0),
    FormValor: reais(0).default(0),
    FormLimiteAvista: optionalDate,
    FormLimiteSemJuros: z
      .number({ error: m.instalmentsRange })
      .int({ error: m.instalmentsRange })
      .min(1, { error: m.instalmentsRange })
      .max(24, { error: m.instalmentsRange })
      .default(1),
    FormLimiteCartao: optionalDate,
    FormTaxa: percent.default(0),
    FormContrato: z
      .url({ protocol: /^https?$/, error: m.urlInvalid })
      .max(500)
      .nullable()
      .default(null),
    FormFtInfancia: photos.default(0),
    FormFtHomenagem: photos.default(0),
    FormFtLed: photos.default(0),
    FormLimiteEntrega: z
      .number({ error: m.deliveryDaysRange })
      .int({ error: m.deliveryDaysRange })
      .min(-365, { error: m.deliveryDaysRange })
      .max(365, { error: m.deliveryDaysRange })
      .default(0),
    FormLimiteComplementares: optionalDate,
    FormLimiteCamisetas: optionalDate,
    FormMinimoPago: percent.default(50),
    FormDownImpressas: z.boolean().default(false),
    FormTodas: z.boolean().default(false),
    /** Complementary uploads are offered (spec A §2 upload type 'complementar'). */
    complementar: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    if (form.FormValor > form.FormValorPrazo) {
      ctx.addIssue({ code: 'custom', path: ['FormValor'], message: m.cashAboveTerm });
    }
    const ceremony = form.FormData;
    if (!ceremony) return;
    for (const [field, label] of Object.entries(GRADUATION_DEADLINES)) {
      const deadline = form[field as keyof typeof GRADUATION_DEADLINES];
      if (deadline && deadline > ceremony) {
        ctx.addIssue({ code: 'custom', path: [field], message: m.deadlineAfterCeremony(label) });
      }
    }
  });
export type GraduationFormInput = z.input<typeof graduationFormSchema>;
export type GraduationForm = z.output<typeof graduationFormSchema>;

/**
 * A graduation as the back-office shows it: the FormDados a registration carries (spec A §3), with its
 * 0/1 flags as booleans, plus what the portal counts.
 */
export const graduationSchema = formDadosSchema
  .omit({
    FormVerDados: true,
    FormDownImpressas: true,
    FormTodas: true,
    FormInstituicao: true,
    FormCurso: true,
  })
  .extend({
    id: z.number().int(),
    institutionId: z.number().int(),
    institution: z.string(),
    name: z.string(),
    FormVerDados: z.boolean(),
    FormDownImpressas: z.boolean(),
    FormTodas: z.boolean(),
    complementar: z.boolean(),
    closed: z.boolean(),
    /** Archived (decision 124): hidden from students and pickers, kept for finance and audit. */
    archived: z.boolean(),
    registeredCount: z.number().int(),
    vacancyLimit: z.number().int(),
    courses: z.array(z.object({ id: z.number().int(), name: z.string(), archived: z.boolean().optional() })),
  });
export type Graduation = z.infer<typeof graduationSchema>;

/** The graduation list's rows. */
export const graduationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  institution: z.string(),
  FormData: z.string().nullable(),
  closed: z.boolean(),
  archived: z.boolean(),
  registeredCount: z.number().int(),
  vacancyLimit: z.number().int(),
});
export type GraduationRow = z.infer<typeof graduationRowSchema>;

export const GRADUATION_SORTS = ['FormData', 'name', 'institution', 'registeredCount'] as const;
