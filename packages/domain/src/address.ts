/**
 * The address form of the profile and of the delivery address review (spec B §5.4, spec A §5), and the
 * address gate that blocks payment until the address has been reviewed once (spec A §4, spec B §5.4).
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import { CEP_LENGTH, isValidCep } from './documents';
import { globalMessages, addressMessages as m } from './messages';
import { onlyDigits, titleCase } from './text';

export const COMPLEMENT_MAX = 14;
export const UF_LENGTH = 2;

/** The 27 federative units (26 states and the Federal District). */
export const BRAZIL_UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type Uf = (typeof BRAZIL_UFS)[number];

const UFS: ReadonlySet<string> = new Set(BRAZIL_UFS);

/** Generous limits the spec does not set, so the database never receives a novel. */
const TEXT_MAX = { street: 120, number: 10, district: 80, city: 80 } as const;

/** A required text field: trimmed, one message when missing or blank, a defensive length limit. */
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: globalMessages.invalidInput });
}

/**
 * The CEP as typed, with or without its mask. "Max 8 characters" counts digits, since the field shows
 * the '00000-000' mask (docs/decisions/).
 */
const cepField = z
  .string({ error: m.cepRequired })
  .trim()
  .min(1, { error: m.cepRequired, abort: true })
  .refine((cep) => onlyDigits(cep).length <= CEP_LENGTH, { error: m.cepMax, abort: true })
  .refine(isValidCep, { error: m.cepInvalid });

/** The address form; field names are the wire names of POST /revendereco (spec B §5.4, §7). */
export const addressFormSchema = z.object({
  AlCEP: cepField,
  AlEndereco: requiredText(m.streetRequired, TEXT_MAX.street),
  AlNumero: requiredText(m.numberRequired, TEXT_MAX.number),
  AlComp: z.string().trim().max(COMPLEMENT_MAX, { error: m.complementMax }).nullish(),
  AlBairro: requiredText(m.districtRequired, TEXT_MAX.district),
  AlCidade: requiredText(m.cityRequired, TEXT_MAX.city),
  AlUF: z
    .string({ error: m.ufRequired })
    .trim()
    .min(1, { error: m.ufRequired, abort: true })
    .max(UF_LENGTH, { error: m.ufMax, abort: true })
    .refine((uf) => UFS.has(uf.toUpperCase()), { error: m.ufInvalid }),
});
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressForm = z.output<typeof addressFormSchema>;

/** The address as stored: bare CEP, title-cased texts, upper-case UF and the review date. */
export interface NormalizedAddress {
  AlCEP: string;
  AlEndereco: string;
  AlNumero: string;
  AlComp: string | null;
  AlBairro: string;
  AlCidade: string;
  AlUF: string;
  AlRevEndereco: IsoDate;
}

/** The validated form as it is saved, stamped as reviewed on `today` (spec B §5.4 "On submit"). */
export function normalizeAddress(input: AddressForm, today: IsoDate): NormalizedAddress {
  const complement = titleCase(input.AlComp ?? '');
  return {
    AlCEP: onlyDigits(input.AlCEP),
    AlEndereco: titleCase(input.AlEndereco),
    AlNumero: input.AlNumero.trim(),
    AlComp: complement === '' ? null : complement,
    AlBairro: titleCase(input.AlBairro),
    AlCidade: titleCase(input.AlCidade),
    AlUF: input.AlUF.trim().toUpperCase(),
    AlRevEndereco: today,
  };
}

// Apart, without zod: the home's address gate needs only this (decision 42).
export { needsAddressReview } from './address-review';
