import type { ImportResult } from '@portal/domain';

export type ImportRow = ImportResult['rows'][number];
export type ImportStatus = ImportRow['status'];

/** Each outcome's pt-BR name and badge colour (dark shades: white text keeps WCAG AA contrast). */
export const STATUS_LABELS: Record<ImportStatus, { label: string; plural: string; color: string }> = {
  refused: { label: 'Recusada', plural: 'Recusadas', color: 'red.9' },
  created: { label: 'Novo', plural: 'Novos', color: 'teal.9' },
  updated: { label: 'Atualizado', plural: 'Atualizados', color: 'blue.9' },
};

const ORDER: Record<ImportStatus, number> = { refused: 0, created: 1, updated: 2 };

/** Refused rows first (they are what needs fixing), then by line, as in the file. */
export function sortRows(rows: readonly ImportRow[]): ImportRow[] {
  return [...rows].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.line - b.line);
}

/** How many students applying the preview writes. */
export const toImport = (result: ImportResult) => result.counts.created + result.counts.updated;

/** 'N formandos' with the singular for one. */
export const students = (n: number) => (n === 1 ? '1 formando' : `${n.toLocaleString('pt-BR')} formandos`);
