/** Self-registration calls (spec B §4.6, §7): link lookup, vacancy count and the registration itself. */
import { z } from 'zod';
import { CPF_LENGTH, INSTAGRAM_MAX, MOBILE_PHONE_LENGTH } from '../documents';
import { globalMessages, registrationMessages as m } from '../messages';
import {
  cpfField,
  emailField,
  isSingleFirstName,
  isUnabbreviatedSurname,
  mobilePhoneField,
  SURNAME_MAX,
} from '../registration/form';
import { EXECUTIVE_PATTERN, LINK_KEY_PATTERN } from '../registration/link-key';
import { NAME_MAX } from './auth';
import { INT4_MAX, idParamSchema, idSchema, isoDateSchema } from './common';

const id = idSchema;

/** GET /api/hash/{key} params. */
export const hashParamsSchema = z.object({ key: z.string().regex(LINK_KEY_PATTERN) });

export const courseOptionSchema = z.object({ id, curso: z.string() });
export const poloOptionSchema = z.object({ poloId: id, poloNome: z.string() });
export const institutionSchema = z.object({ InstNome: z.string(), InstPolos: z.array(poloOptionSchema) });

/**
 * GET /api/hash/{key} answer. An unknown or closed link answers `{ erro: true }` and the page goes to
 * /nohash; otherwise the graduation's data for the form. `limite` 0 means no vacancy limit.
 */
export const hashResponseSchema = z.discriminatedUnion('erro', [
  z.object({ erro: z.literal(true) }),
  z.object({
    erro: z.literal(false),
    limite: z.number().int().nonnegative(),
    cursos: z.array(courseOptionSchema),
    formatura: id,
    instituicoes: z.array(institutionSchema),
    fdata: isoDateSchema.nullable(),
    /** 'HH:mm' */
    fhora: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .nullable(),
  }),
]);
export type HashResponse = z.infer<typeof hashResponseSchema>;
export type RegistrationLookup = Extract<HashResponse, { erro: false }>;

/** GET /api/alunoscount/{formatura} params and answer: students registered in that graduation. */
export const alunosCountParamsSchema = z.object({ formatura: idParamSchema });
export const alunosCountResponseSchema = z.object({ count: z.number().int().nonnegative() });
export type AlunosCountResponse = z.infer<typeof alunosCountResponseSchema>;

/** Bare digits of the given length, as `normalizeRegistration` sends them. */
const digitsOnly = (length: number, message: string) =>
  z.string().regex(new RegExp(`^\\d{${length}}$`), { error: message });

/** A required positive id, one message whatever is wrong with it. */
const chosenId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT4_MAX, { error: message });

/**
 * POST /api/autostore: the form of spec B §5.2 after `normalizeRegistration` (AlNome is the full name). The
 * server checks every rule again, with the same messages, since the page can be bypassed. Whether a polo
 * is required depends on the graduation, so the service checks AlPolo against the link's institutions.
 */
export const autostoreRequestSchema = z
  .object({
    key: z.string().regex(LINK_KEY_PATTERN, { error: globalMessages.invalidInput }),
    AlNome: z
      .string({ error: m.firstNameRequired })
      .trim()
      .min(1, { error: m.firstNameRequired, abort: true })
      .max(NAME_MAX, { error: globalMessages.invalidInput }),
    AlSobrenome: z
      .string({ error: m.surnameRequired })
      .trim()
      .min(1, { error: m.surnameRequired, abort: true })
      .max(SURNAME_MAX, { error: globalMessages.invalidInput, abort: true })
      .refine(isUnabbreviatedSurname, { error: m.surnamePattern }),
    AlEmail: emailField,
    AlCPF: cpfField.pipe(digitsOnly(CPF_LENGTH, m.cpfInvalid)),
    AlFone: mobilePhoneField.pipe(digitsOnly(MOBILE_PHONE_LENGTH, m.phoneInvalid)),
    AlInsta: z
      .string()
      .max(INSTAGRAM_MAX, { error: m.instagramMax, abort: true })
      .regex(/^[^@\s]\S*$/, { error: globalMessages.invalidInput })
      .nullable(),
    AlCurso: chosenId(m.courseRequired),
    AlPolo: chosenId(m.poloRequired).nullable(),
    AlFormatura: chosenId(globalMessages.invalidInput),
    AlExecutivo: z.string().regex(EXECUTIVE_PATTERN, { error: globalMessages.invalidInput }),
  })
  .superRefine((body, ctx) => {
    // AlNome is 'First Surname': what precedes the surname must be one first name.
    const full = body.AlNome.toLocaleLowerCase('pt-BR');
    const tail = ` ${body.AlSobrenome.toLocaleLowerCase('pt-BR')}`;
    const first = full.endsWith(tail) ? body.AlNome.slice(0, -tail.length) : '';
    if (!isSingleFirstName(first))
      ctx.addIssue({ code: 'custom', path: ['AlNome'], message: m.firstNamePattern });
  });
export type AutostoreRequest = z.infer<typeof autostoreRequestSchema>;

/** What the registration did: created, matched an existing one, or found no vacancy left. */
export const AUTOSTORE_STATUSES = ['created', 'match', 'full'] as const;
export type AutostoreStatus = (typeof AUTOSTORE_STATUSES)[number];

/** POST /api/autostore answer (spec B §4.6: created → /success, otherwise /match; full → /full). */
export const autostoreResponseSchema = z.object({ status: z.enum(AUTOSTORE_STATUSES) });
export type AutostoreResponse = z.infer<typeof autostoreResponseSchema>;
