/**
 * The self-registration form (spec B §2.6, §5.2). Field names are the wire names; AlNome holds only the
 * first name here and becomes the full name in `normalizeRegistration`.
 */
import { z } from 'zod';
import { EMAIL_MAX } from '../contract/auth';
import {
  CPF_LENGTH,
  digitCount,
  INSTAGRAM_MAX,
  isValidCpf,
  isValidMobilePhone,
  MOBILE_PHONE_LENGTH,
  normalizeInstagram,
} from '../documents';
import { globalMessages, registrationMessages as m } from '../messages';

export const FIRST_NAME_MAX = 40;
export const SURNAME_MAX = 80;

/** One name word: letters, optionally joined by a hyphen or apostrophe ('Ana-Clara', "D'Ávila"). */
const NAME_WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u;

/** One-letter words that join surnames ('Silva e Souza'); any other one-letter word is an initial. */
const SURNAME_CONNECTORS: ReadonlySet<string> = new Set(['e', 'y']);

/** True for a single first name: one word of letters, no spaces (spec B §5.2 'Apenas o primeiro nome.'). */
export function isSingleFirstName(text: string): boolean {
  return NAME_WORD.test(text.trim());
}

/**
 * True for a surname written out: every word has at least two letters and no dot, except a connector
 * between words (spec B §5.2 'Não abrevie o sobrenome.'). Refuses 'S.', 'Silva S' and 'Jr.'.
 */
export function isUnabbreviatedSurname(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.every((word, i) => {
    if (!NAME_WORD.test(word)) return false;
    if (word.replace(/\P{L}/gu, '').length >= 2) return true;
    return i > 0 && i < words.length - 1 && SURNAME_CONNECTORS.has(word.toLowerCase());
  });
}

/** True when the link's institutions offer polos, so the polo select is shown and required. */
export function hasPolos(instituicoes: ReadonlyArray<{ InstPolos: readonly unknown[] }>): boolean {
  return instituicoes.some((inst) => inst.InstPolos.length > 0);
}

/** A required text: trimmed, one message when missing or blank. */
function required(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A select whose placeholder option is 0 (spec B §5.2 "must differ from 0"). */
function chosen(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .refine((id) => id !== 0, { error: message });
}

/** Shared by the form and the API's autostore check: CPF and phone count digits, masks are ignored. */
export const cpfField = required(m.cpfRequired)
  .refine((cpf) => digitCount(cpf) <= CPF_LENGTH, { error: m.cpfMax, abort: true })
  .refine(isValidCpf, { error: m.cpfInvalid });

export const mobilePhoneField = required(m.phoneRequired)
  .refine((phone) => digitCount(phone) <= MOBILE_PHONE_LENGTH, { error: m.phoneMax, abort: true })
  .refine(isValidMobilePhone, { error: m.phoneInvalid });

export const emailField = required(m.emailRequired)
  .toLowerCase()
  .max(EMAIL_MAX, { error: m.emailInvalid, abort: true })
  .pipe(z.email({ error: m.emailInvalid }));

/** Counted without the '@' the user may type, as the handle is stored bare. */
export const instagramField = z
  .string()
  .nullish()
  .refine((handle) => (normalizeInstagram(handle)?.length ?? 0) <= INSTAGRAM_MAX, { error: m.instagramMax });

/**
 * The form of spec B §5.2. AlPolo is null when the institution has no polos (the select is hidden) and
 * 0 while a shown select is still on its placeholder; only 0 is refused.
 */
export const registrationFormSchema = z.object({
  AlNome: required(m.firstNameRequired)
    .max(FIRST_NAME_MAX, { error: m.firstNamePattern, abort: true })
    .refine(isSingleFirstName, { error: m.firstNamePattern }),
  AlSobrenome: required(m.surnameRequired)
    .max(SURNAME_MAX, { error: globalMessages.invalidInput, abort: true })
    .refine(isUnabbreviatedSurname, { error: m.surnamePattern }),
  AlPolo: chosen(m.poloRequired).nullable(),
  AlCurso: chosen(m.courseRequired),
  AlInsta: instagramField,
  AlEmail: emailField,
  AlCPF: cpfField,
  AlFone: mobilePhoneField,
  AlFormatura: z
    .number({ error: globalMessages.invalidInput })
    .int()
    .positive({ error: globalMessages.invalidInput }),
});
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationForm = z.output<typeof registrationFormSchema>;
