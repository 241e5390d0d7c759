/**
 * The album the producer controls (decision 120): its order (file name, capture time or manual) and when
 * students may see the event (a draft until published, or scheduled for a time).
 */

/** The album's order as the back-office names it: file name (natural sort), capture time, manual. */
export const ALBUM_ORDER_CHOICES = ['nome', 'data', 'manual'] as const;
export type AlbumOrderChoice = (typeof ALBUM_ORDER_CHOICES)[number];

export const albumOrderText: Record<AlbumOrderChoice, string> = {
  nome: 'Nome do arquivo',
  data: 'Data da foto',
  manual: 'Manual',
};

/** Where an event is on its way to students: a draft, scheduled for a time, or published. */
export const PUBLICATION_STATES = ['rascunho', 'agendado', 'publicado'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/**
 * Students see an event once it is published, or once the time it was scheduled for has come (decision
 * 120), and while it is not archived (decision 124: an archived event is hidden exactly as a draft is).
 * `publishedAt` null is a draft. The database applies the same rule (schema eventVisibleSql).
 */
export function eventVisibleToStudents(
  publishedAt: Date | null,
  now: Date,
  archivedAt: Date | null = null,
): boolean {
  return archivedAt === null && publishedAt !== null && publishedAt.getTime() <= now.getTime();
}

/** The event's publication as the producer reads it: a time in the future is a schedule not yet due. */
export function publicationState(publishedAt: Date | null, now: Date): PublicationState {
  if (publishedAt === null) return 'rascunho';
  return eventVisibleToStudents(publishedAt, now) ? 'publicado' : 'agendado';
}

/** Album order by file name as a person reads it, in pt-BR: 'foto 2' before 'foto 10', accents and case aside. */
const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
export const compareFileNamesNatural = (a: string, b: string) => collator.compare(a, b);

// Punctuation as ICU's root order has it, after white space and before digits and letters (decision 120).
const PUNCTUATION = '_-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';

/**
 * A key whose byte order is the natural order above, so the database sorts and indexes it (a column COLLATE
 * "C"): compatibility forms, accents and case dropped ('1º' is '1o'), white space before punctuation before
 * digits before letters; a run of digits is its length then its digits, leading zeros dropped, so 2 < 10.
 */
export function fileNameSortKey(name: string): string {
  const base = name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
  let key = '';
  for (const [token] of base.matchAll(/\d+|\D/gu)) {
    if (/^\d/.test(token)) {
      const digits = token.replace(/^0+(?=\d)/, '').slice(0, 40);
      key += String.fromCharCode(0x30 + digits.length) + digits;
    } else if (/\p{L}/u.test(token)) {
      key += token;
    } else if (/\s/u.test(token)) {
      key += ' ';
    } else {
      // '!' then the mark's rank: below every digit run (whose first byte is '1' or more) and every letter.
      const at = PUNCTUATION.indexOf(token);
      key += `!${String.fromCharCode(0x41 + (at < 0 ? PUNCTUATION.length : at))}`;
    }
  }
  return key;
}
