import { formatBRL, formatDateBR, toCents } from '@portal/domain';

/** Wire reais as 'R$ 1.234,56'. */
export const brl = (reais: number) => formatBRL(toCents(reais));

/** 'yyyy-MM-dd' as dd/mm/aaaa, or a dash. */
export const day = (iso: string | null) => (iso ? formatDateBR(iso) : '—');

/** A timestamp in São Paulo, dd/mm/aaaa hh:mm. */
export const moment = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('pt-BR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(iso))
    : '—';

/** Badge colours of the parcel display tones (spec A §4). */
export const TONE_COLOR = {
  success: 'teal',
  danger: 'red',
  pending: 'yellow',
  info: 'blue',
  muted: 'gray',
} as const;
