// Plain functions without zod, so the web's shell and the e-mails can use them (decision 42, 122).
import { formatCnpj } from '../cnpj';
import { formatCep } from '../documents';
import type { ProducerIdentityValues } from './settings-defaults';

/** What the portal called itself before the producer had an identity, and still does while none is set. */
export const PORTAL_NAME = 'Portal do Formando';

/** The name people see: the producer's name, else its legal name, else the portal's. */
export function producerDisplayName(p: ProducerIdentityValues | null | undefined): string {
  return p?.name.trim() || p?.legalName.trim() || PORTAL_NAME;
}

/** 'Rua X, 100 · Porto Alegre/RS · CEP 90010-000', or '' when no part is set. */
export function producerAddressLine(p: ProducerIdentityValues | null | undefined): string {
  if (!p) return '';
  const place = [p.city.trim(), p.state.trim()].filter(Boolean).join('/');
  return [p.street.trim(), place, p.cep ? `CEP ${formatCep(p.cep)}` : ''].filter(Boolean).join(' · ');
}

/** '11.222.333/0001-81' or '' while no CNPJ is set. */
export function producerCnpjText(p: ProducerIdentityValues | null | undefined): string {
  return p?.cnpj ? formatCnpj(p.cnpj) : '';
}

/** '(51) 3333-4444', masked by its length (landline or mobile). */
export function formatBrazilPhone(digits: string): string {
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return digits;
}

/** The contact line: e-mail and phone, whichever are set. */
export function producerContactLine(p: ProducerIdentityValues | null | undefined): string {
  if (!p) return '';
  return [p.email ?? '', p.phone ? formatBrazilPhone(p.phone) : ''].filter(Boolean).join(' · ');
}
