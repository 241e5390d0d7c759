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

/**
 * Badge colours of the parcel display tones (spec A §4): filled, dark enough for white text (WCAG AA); the
 * yellow one takes dark text through the badge's autoContrast.
 */
export const TONE_COLOR = {
  success: 'teal.9',
  danger: 'red.9',
  pending: 'yellow.4',
  info: 'blue.9',
  muted: 'gray.7',
} as const;
