import { z } from 'zod';
import { BRAZIL_UFS } from '../address';
import { isValidCnpj, normalizeCnpj } from '../cnpj';
import { AREA_CODES, isValidCep } from '../documents';
import { onlyDigits } from '../text';

/** The producer's identity's refusals (decision 122). */
export const producerIdentityMessages = {
  nameTooLong: 'Use até 120 caracteres no nome da produtora.',
  legalNameTooLong: 'Use até 150 caracteres na razão social.',
  cnpjInvalid: 'O CNPJ não confere: confira os 14 números (os dois últimos são os dígitos verificadores).',
  streetTooLong: 'Use até 150 caracteres no endereço.',
  cityTooLong: 'Use até 60 caracteres na cidade.',
  stateInvalid: 'Escolha a UF da lista.',
  cepInvalid: 'Informe o CEP com 8 números, como 90010-000.',
  emailInvalid: 'Informe um e-mail válido ou deixe em branco.',
  phoneInvalid: 'Informe o telefone com DDD, como (51) 3333-4444 ou (51) 99876-5432.',
  logoType: 'O logotipo deve ser uma imagem PNG ou JPEG.',
  logoTooLarge: 'O logotipo deve ter até 512 KB.',
  logoMissing: 'A produtora ainda não enviou um logotipo.',
} as const;
const m = producerIdentityMessages;

/** The largest logo the back-office accepts: e-mails carry it inline, so it stays small. */
export const PRODUCER_LOGO_MAX_BYTES = 512 * 1024;

/** True for a Brazilian landline (10 digits, DDD then 2–5) or mobile (11 digits, DDD then 9). */
export function isValidBrazilPhone(text: string): boolean {
  const digits = onlyDigits(text);
  if (!AREA_CODES.has(digits.slice(0, 2))) return false;
  if (digits.length === 11) return digits[2] === '9';
  return digits.length === 10 && /^[2-5]$/.test(digits[2] ?? '');
}

const blankOr = (check: (v: string) => boolean) => (v: string) => v.trim() === '' || check(v);

/**
 * Who the producer is (decision 122): the name the students know, the legal name and CNPJ a receipt
 * needs, the address and contact the e-mails' footer shows. Every field may stay blank: the portal then
 * says "Portal do Formando" as before. Refinements only (no transforms), since the same schema answers;
 * the service stores CNPJ, CEP and phone as bare characters.
 */
export const producerIdentitySchema = z.object({
  name: z.string().trim().max(120, { error: m.nameTooLong }),
  legalName: z.string().trim().max(150, { error: m.legalNameTooLong }),
  cnpj: z.string().refine(blankOr(isValidCnpj), { error: m.cnpjInvalid }),
  street: z.string().trim().max(150, { error: m.streetTooLong }),
  city: z.string().trim().max(60, { error: m.cityTooLong }),
  state: z.string().refine(
    blankOr((v) => (BRAZIL_UFS as readonly string[]).includes(v)),
    {
      error: m.stateInvalid,
    },
  ),
  cep: z.string().refine(blankOr(isValidCep), { error: m.cepInvalid }),
  email: z.email({ error: m.emailInvalid }).max(254, { error: m.emailInvalid }).nullable(),
  phone: z.string().refine(blankOr(isValidBrazilPhone), { error: m.phoneInvalid }),
});
export type ProducerIdentity = z.infer<typeof producerIdentitySchema>;

/** The identity as stored: trimmed, CNPJ bare and uppercase, CEP and phone as digits. */
export function normalizeProducerIdentity(identity: ProducerIdentity): ProducerIdentity {
  return {
    name: identity.name.trim(),
    legalName: identity.legalName.trim(),
    cnpj: normalizeCnpj(identity.cnpj.trim()),
    street: identity.street.trim(),
    city: identity.city.trim(),
    state: identity.state.trim(),
    cep: onlyDigits(identity.cep),
    email: identity.email?.trim() || null,
    phone: onlyDigits(identity.phone),
  };
}
