import { z } from 'zod';

// Decision 124: what the producer can archive or delete, what stops a delete, and how pickers name a
// graduation. Pure: the API counts the dependents, these rules decide and word the answer.

/** What can be archived and deleted from the back-office. */
export const ArchiveKind = {
  student: 'student',
  graduation: 'graduation',
  institution: 'institution',
  campus: 'campus',
  course: 'course',
} as const;
export type ArchiveKind = (typeof ArchiveKind)[keyof typeof ArchiveKind];

/** Whatever can hold on to a record; each count comes from the database. */
export type Dependent =
  | 'contracts'
  | 'orders'
  | 'uploads'
  | 'students'
  | 'events'
  | 'notices'
  | 'products'
  | 'graduations';

/** What stops a delete, per kind (decision 124); anything else is the record's own and goes with it. */
export const DELETE_BLOCKERS: Record<ArchiveKind, readonly Dependent[]> = {
  student: ['contracts', 'orders', 'uploads'],
  graduation: ['students', 'events', 'contracts', 'orders', 'notices', 'products'],
  institution: ['graduations', 'students'],
  campus: ['students'],
  course: ['students'],
};

const DEPENDENT_WORDS: Record<Dependent, [string, string]> = {
  contracts: ['contrato', 'contratos'],
  orders: ['pedido', 'pedidos'],
  uploads: ['arquivo enviado', 'arquivos enviados'],
  students: ['formando', 'formandos'],
  events: ['evento', 'eventos'],
  notices: ['aviso', 'avisos'],
  products: ['produto ou tamanho próprio', 'produtos ou tamanhos próprios'],
  graduations: ['formatura', 'formaturas'],
};

/** How each kind is named, and the pronoun that refers back to it. */
const KIND_WORDS: Record<ArchiveKind, [string, 'o' | 'a']> = {
  student: ['este formando', 'o'],
  graduation: ['esta formatura', 'a'],
  institution: ['esta instituição', 'a'],
  campus: ['este polo', 'o'],
  course: ['este curso', 'o'],
};

/** '2 contratos e 1 pedido': the dependents that stop a delete, counted, in pt-BR. */
export function dependentsText(found: Partial<Record<Dependent, number>>, kind: ArchiveKind): string {
  const parts = DELETE_BLOCKERS[kind]
    .filter((d) => (found[d] ?? 0) > 0)
    .map((d) => {
      const n = found[d] ?? 0;
      return `${n} ${DEPENDENT_WORDS[d][n === 1 ? 0 : 1]}`;
    });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/**
 * Whether a record can be deleted (decision 124): only when nothing that stops it exists. Answers the
 * refusal in pt-BR, naming what depends on it and offering the archive, or null when the delete may go.
 */
export function deleteRefusal(kind: ArchiveKind, found: Partial<Record<Dependent, number>>): string | null {
  const text = dependentsText(found, kind);
  if (!text) return null;
  const [name, o] = KIND_WORDS[kind];
  const pronoun = o === 'o' ? 'ele' : 'ela';
  return `Não é possível excluir ${name}: ${pronoun} tem ${text}. Arquive-${o} para escondê-l${o} sem perder nada.`;
}

export const archiveMessages = {
  archived: 'Arquivado. Ele não aparece mais para os formandos nem nas listas; nada foi apagado.',
  unarchived: 'Desarquivado: voltou às listas.',
  deleted: 'Excluído.',
  archivedBadge: 'Arquivado',
  showArchived: 'Mostrar arquivados',
  actingRefused: 'Saia do modo formando para arquivar ou excluir.',
} as const;

/** `?arquivados=1` on a list or picker: archived rows are shown too (decision 124). */
export const archivedQuerySchema = z.object({
  arquivados: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

/** A graduation's state as pickers show it: archived outranks closed. */
export type GraduationStatus = 'em andamento' | 'encerrada' | 'arquivada';

export function graduationStatus(g: { closed: boolean; archived?: boolean }): GraduationStatus {
  if (g.archived) return 'arquivada';
  return g.closed ? 'encerrada' : 'em andamento';
}

/**
 * 'Direito 2026 · em andamento': a graduation named so two of the same name differ (decision 124). The
 * year is the ceremony's (ISO date), left out when the name already ends with it or there is no date.
 */
export function graduationLabel(g: {
  name: string;
  FormData: string | null;
  closed: boolean;
  archived?: boolean;
}): string {
  const year = g.FormData ? g.FormData.slice(0, 4) : '';
  const named = year && !g.name.trim().endsWith(year) ? `${g.name} ${year}` : g.name;
  return `${named} · ${graduationStatus(g)}`;
}
