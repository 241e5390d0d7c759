import { BUSINESS_TIME_ZONE, formatDateBR, isIsoDate } from '@portal/domain';

/** 'Maria' from 'Maria Silva'. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A business date 'yyyy-MM-dd' (or an ISO timestamp starting with one) as 'dd/MM/yyyy'. */
export function formatDate(value: string): string {
  const date = value.slice(0, 10);
  return isIsoDate(date) ? formatDateBR(date) : value;
}

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** 'sábado, 12/12/2026' for a 'yyyy-MM-dd' date. */
export function formatLongDate(value: string): string {
  const date = value.slice(0, 10);
  if (!isIsoDate(date)) return value;
  return `${weekday.format(new Date(`${date}T00:00:00Z`))}, ${formatDateBR(date)}`;
}

/** '19:30' from '19:30:00' or '19:30'. */
export function formatTime(value: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  return m ? `${m[1]?.padStart(2, '0')}:${m[2]}` : value;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as 'dd/MM/yyyy HH:mm' in São Paulo; the raw text when it is not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date).replace(',', '');
}
