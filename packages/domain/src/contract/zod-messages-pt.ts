import type { z } from 'zod';

// zod's own texts are English ("Too small: expected number to be >=0") and its pt locale is technical
// ("esperava um vetor", regex patterns shown): these are the texts a student reads under a form field, in
// the spec's tone. Small on purpose: the web loads it with the forms (decision 42). Schemas that carry
// their own message (the spec's catalogue) keep it; this map only speaks where a schema says nothing.

type RawIssue = z.core.$ZodRawIssue;

const amount = (n: number | bigint) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const day = (n: number | bigint) => new Date(Number(n)).toLocaleDateString('pt-BR', { timeZone: 'UTC' });
const plural = (n: number | bigint, one: string, many: string) =>
  `${amount(n)} ${Number(n) === 1 ? one : many}`;

/** What a field of `expected` type asks for, when something else came. */
function typeMessage(expected: string, input: unknown): string {
  if (input === undefined || input === null) return 'Preencha este campo.';
  switch (expected) {
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      return 'Informe um número.';
    case 'string':
      return 'Informe um texto.';
    case 'boolean':
      return 'Marque sim ou não.';
    case 'date':
      return 'Informe uma data válida.';
    case 'array':
    case 'set':
    case 'tuple':
      return 'Informe uma lista de itens.';
    case 'file':
      return 'Envie um arquivo.';
    default:
      return 'Preencha este campo corretamente.';
  }
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const { minimum: min, inclusive, exact } = issue;
  switch (issue.origin) {
    case 'string':
      if (exact) return `Use exatamente ${plural(min, 'caractere', 'caracteres')}.`;
      if (Number(min) <= 1 && inclusive !== false) return 'Preencha este campo.';
      return `Use pelo menos ${plural(inclusive === false ? Number(min) + 1 : min, 'caractere', 'caracteres')}.`;
    case 'array':
    case 'set':
      if (exact) return `Escolha exatamente ${plural(min, 'item', 'itens')}.`;
      return `Escolha pelo menos ${plural(inclusive === false ? Number(min) + 1 : min, 'item', 'itens')}.`;
    case 'date':
      return `Informe uma data a partir de ${day(min)}.`;
    case 'file':
      return 'O arquivo está vazio ou é pequeno demais.';
    default:
      if (Number(min) === 0 && inclusive === false) return 'Informe um valor maior que zero.';
      if (Number(min) === 0) return 'O valor não pode ser negativo.';
      return inclusive === false
        ? `Informe um valor maior que ${amount(min)}.`
        : `Informe um valor de no mínimo ${amount(min)}.`;
  }
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const { maximum: max, inclusive, exact } = issue;
  switch (issue.origin) {
    case 'string':
      if (exact) return `Use exatamente ${plural(max, 'caractere', 'caracteres')}.`;
      return `Use no máximo ${plural(inclusive === false ? Number(max) - 1 : max, 'caractere', 'caracteres')}.`;
    case 'array':
    case 'set':
      if (exact) return `Escolha exatamente ${plural(max, 'item', 'itens')}.`;
      return `Escolha no máximo ${plural(inclusive === false ? Number(max) - 1 : max, 'item', 'itens')}.`;
    case 'date':
      return `Informe uma data até ${day(max)}.`;
    case 'file':
      return 'O arquivo é grande demais.';
    default:
      return inclusive === false
        ? `Informe um valor menor que ${amount(max)}.`
        : `Informe um valor de no máximo ${amount(max)}.`;
  }
}

/** Names of string formats a person recognises; the rest (uuid, jwt, base64...) are codes. */
const FORMATS: Readonly<Record<string, string>> = {
  email: 'Informe um e-mail válido.',
  url: 'Informe um endereço (link) válido.',
  date: 'Informe uma data válida.',
  datetime: 'Informe uma data e hora válidas.',
  time: 'Informe um horário válido.',
  e164: 'Informe um telefone válido.',
};

function formatMessage(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  const known = FORMATS[issue.format];
  if (known) return known;
  if (issue.format === 'starts_with' && typeof issue.prefix === 'string')
    return `Comece com “${issue.prefix}”.`;
  if (issue.format === 'ends_with' && typeof issue.suffix === 'string')
    return `Termine com “${issue.suffix}”.`;
  if (issue.format === 'includes' && typeof issue.includes === 'string') return `Inclua “${issue.includes}”.`;
  if (issue.format === 'regex') return 'Confira o formato deste campo.';
  return 'Código em formato inválido.';
}

/**
 * The pt-BR text of a zod issue that its schema left without a message (decision 102): every issue code zod
 * can raise has one, none of them English. Installed with `z.config(ZOD_PT_BR)`.
 */
export function zodMessagePt(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue.expected, issue.input);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return issue.divisor === 0.01 || issue.divisor === 0.1
        ? `Use no máximo ${issue.divisor === 0.1 ? 'uma casa decimal' : 'duas casas decimais'}.`
        : `Informe um múltiplo de ${amount(issue.divisor)}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo desconhecido: ${issue.keys[0]}.`
        : `Campos desconhecidos: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return issue.values.length === 1 ? 'Valor não aceito.' : 'Escolha uma das opções.';
    case 'invalid_union':
      return 'Valor não aceito.';
    case 'invalid_key':
      return 'Há um campo com nome inválido.';
    case 'invalid_element':
      return 'Há um item inválido na lista.';
    default:
      return 'Confira este campo.';
  }
}

/** The argument of `z.config(...)` that makes zod speak pt-BR wherever a schema has no message of its own. */
export const ZOD_PT_BR = { localeError: zodMessagePt } as const satisfies Parameters<typeof z.config>[0];
