/** Text normalisation shared by forms, bank documents and the address (spec A §5, spec B §5.4). */

/** 'São João' → 'Sao Joao': banks and the PIX payload take plain ASCII letters. */
export function removeAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Words kept in lower case when title-casing an address (spec B §5.4). */
export const TITLE_CASE_SMALL_WORDS: ReadonlySet<string> = new Set([
  'de',
  'do',
  'da',
  'das',
  'dos',
  'e',
  'y',
  'ao',
  'aos',
]);

/** 'RUA DAS  flores' → 'Rua das Flores'; the small words stay lower case except as the first word. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => {
      const lower = word.toLocaleLowerCase('pt-BR');
      if (i > 0 && TITLE_CASE_SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
    })
    .join(' ');
}

/** Only the digits of `text` ('123.456.789-09' → '12345678909'). */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}
