/** What the self-registration sends after the form is valid (spec B §5.2 "Before sending"). */
import type { AutostoreRequest } from '../contract/registration';
import { normalizeInstagram } from '../documents';
import { onlyDigits, titleCase } from '../text';
import type { RegistrationForm } from './form';
import type { RegistrationLink } from './link-key';

/** 'ana-clara DA SILVA' → 'Ana-Clara da Silva': title case that also capitalises after '-' and "'". */
export function formatPersonName(name: string): string {
  return titleCase(name).replace(
    /(['’-])(\p{Ll})/gu,
    (_, joint: string, letter: string) => `${joint}${letter.toLocaleUpperCase('pt-BR')}`,
  );
}

/**
 * The autostore payload: AlNome becomes the full name (first name plus surname, formatted), AlSobrenome
 * the formatted surname, e-mail trimmed and lower-cased, CPF and phone bare digits, Instagram bare or
 * null, and the key and executive taken from the link.
 */
export function normalizeRegistration(
  form: RegistrationForm,
  link: Extract<RegistrationLink, { result: 'ok' }>,
): AutostoreRequest {
  const surname = formatPersonName(form.AlSobrenome);
  return {
    AlNome: formatPersonName(`${form.AlNome.trim()} ${surname}`),
    AlSobrenome: surname,
    AlEmail: form.AlEmail.trim().toLowerCase(),
    AlCPF: onlyDigits(form.AlCPF),
    AlFone: onlyDigits(form.AlFone),
    AlInsta: normalizeInstagram(form.AlInsta),
    AlCurso: form.AlCurso,
    AlPolo: form.AlPolo,
    AlFormatura: form.AlFormatura,
    AlExecutivo: link.executive,
    key: link.key,
  };
}
