import { formatBRL, formatDateBR } from '@portal/domain';

/** A moment as a person in Brazil reads it: '26/11/2026 14:05'. */
export function when(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

/** A calendar day (yyyy-MM-dd) or nothing. */
export const day = (date: string | null, none = '—') => (date ? formatDateBR(date) : none);

export const money = (cents: number) => formatBRL(cents);

export const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** A file size people read: '2,4 MB'. */
export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB`;
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

export const UPLOAD_TYPE_LABELS: Record<string, string> = {
  formatura: 'Músicas da formatura',
  individual: 'Fotos e músicas individuais',
  complementar: 'Fotos complementares',
  certificado: 'Certificado',
};

export const LINK_LABELS: Record<string, string> = {
  reset: 'Troca de senha',
  autologin: 'Link de acesso',
  confirm: 'Confirmação de e-mail',
};
