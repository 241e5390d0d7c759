import { z } from 'zod';
import { idSchema } from '../contract/common';
import { registrationFormSchema } from '../registration/form';
import { backofficeMessages as m } from './messages';
import { pageQuerySchema } from './paging';

const credits = z
  .number({ error: m.creditsRange })
  .int({ error: m.creditsRange })
  .min(0, { error: m.creditsRange })
  .max(10_000, { error: m.creditsRange });

/**
 * A registration as the producer writes it: the self-registration form of spec B §5.2 (the same rules,
 * AlNome the first name, AlSobrenome the surname) plus the flags and photo credits only the producer sets
 * (decision 9).
 */
export const studentFormSchema = registrationFormSchema.omit({ AlFormatura: true }).extend({
  AlExecutivo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,20}$/, { error: m.executiveCodeInvalid })
    .default(''),
  restricted: z.boolean().default(false),
  committee: z.boolean().default(false),
  guest: z.boolean().default(false),
  coordinator: z.boolean().default(false),
  ignoreCredits: z.boolean().default(false),
  AlCredFtDigital: credits.default(0),
  AlCredFtImpressa: credits.default(0),
});
export type StudentFormInput = z.input<typeof studentFormSchema>;
export type StudentForm = z.output<typeof studentFormSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The class list's filters (decision 48): search by name, e-mail or CPF, and each flag. */
export const studentListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).default(''),
  courseId: z.coerce.number().pipe(idSchema).optional(),
  campusId: z.coerce.number().pipe(idSchema).optional(),
  restricted: flag.optional(),
  committee: flag.optional(),
  guest: flag.optional(),
  coordinator: flag.optional(),
  addressReviewed: flag.optional(),
  emailConfirmed: flag.optional(),
  /** The share of the contract paid (spec A §5), from and up to, in percent. */
  paidMin: z.coerce.number().min(0).max(100).optional(),
  paidMax: z.coerce.number().min(0).max(100).optional(),
  sort: z.enum(['name', 'createdAt']).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** '1' lists the archived students too (decision 124). */
  arquivados: z.enum(['0', '1']).default('0'),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

export const studentRowSchema = z.object({
  id: z.number().int(),
  AlNome: z.string(),
  AlEmail: z.string(),
  AlCPF: z.string(),
  AlFone: z.string(),
  course: z.string(),
  campus: z.string().nullable(),
  restricted: z.boolean(),
  committee: z.boolean(),
  guest: z.boolean(),
  coordinator: z.boolean(),
  addressReviewed: z.boolean(),
  /** Whether the student has a portal user. */
  hasUser: z.boolean(),
  /** Null without a portal user. */
  emailConfirmed: z.boolean().nullable(),
  /** Another registration (any graduation) has the same CPF or e-mail. */
  duplicate: z.boolean(),
  /** The share of the contract paid, as the media gate counts it (spec A §5); null without a contract. */
  paidPercent: z.number().nullable(),
  archived: z.boolean(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

/** One registration in the back-office: the form's values, where it is, and its duplicates. */
export const studentDetailSchema = z.object({
  id: z.number().int(),
  graduationId: z.number().int(),
  form: z.object({
    AlNome: z.string(),
    AlSobrenome: z.string(),
    AlEmail: z.string(),
    AlCPF: z.string(),
    AlFone: z.string(),
    AlInsta: z.string().nullable(),
    AlCurso: z.number().int(),
    AlPolo: z.number().int().nullable(),
    AlExecutivo: z.string(),
    restricted: z.boolean(),
    committee: z.boolean(),
    guest: z.boolean(),
    coordinator: z.boolean(),
    ignoreCredits: z.boolean(),
    AlCredFtDigital: z.number().int(),
    AlCredFtImpressa: z.number().int(),
  }),
  hasUser: z.boolean(),
  emailConfirmed: z.boolean().nullable(),
  archived: z.boolean(),
  duplicates: z.array(
    z.object({
      id: z.number().int(),
      AlNome: z.string(),
      graduation: z.string(),
      by: z.enum(['cpf', 'email']),
    }),
  ),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;
