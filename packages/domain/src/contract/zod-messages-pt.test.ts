import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { ZOD_PT_BR, zodMessagePt } from './zod-messages-pt';

/**
 * Words of zod's English texts and of English messages written by hand in a schema ('must be above 0',
 * '1–15 letters without accents'): none of them is a Portuguese word.
 */
const ENGLISH = new RegExp(
  '\\b(must|expected|invalid|input|required|received|too|least|most|should|option|unrecognized|above|' +
    'below|decimals?|letters?|without|accents?|characters?|the|and|with|of|is|are|not|only|between|' +
    'field|string|number|array|object|enter|please|value|empty|allowed|format)\\b',
  'i',
);

beforeAll(() => {
  z.config(ZOD_PT_BR);
});
afterAll(() => {
  z.config({ localeError: undefined });
});

/** Values of every JSON kind that a field of the wrong type may receive. */
const ANY_KIND: unknown[] = [undefined, null, 'x', -1, true, [], {}];

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Inputs that fail `schema` in as many ways as its structure allows: each leaf gets wrong kinds, empty and
 * huge values, negative and fractional numbers; an object gets each field's failures at once (zod reports
 * every field), plus a key it does not know. A generator, not a fixed list, so a schema added later is
 * walked too.
 */
function failingInputs(schema: z.ZodType, depth = 0): unknown[] {
  const def = defOf(schema);
  const inner = (key: string) => failingInputs(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return [...ANY_KIND, '', ' ', 'a', 'a'.repeat(20_000), 'não é e-mail', '2026-13-45', '99:99', '../x'];
    case 'number':
    case 'int':
    case 'bigint':
      return [...ANY_KIND, 0, 0.5, 1.555, 1e13, -1e13, 2 ** 40];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...(defOf(def.out as z.ZodType).type === 'transform' ? [] : inner('out'))];
    case 'lazy':
      return depth > 6 ? ANY_KIND : failingInputs((def.getter as () => z.ZodType)(), depth + 1);
    case 'union':
      return [...ANY_KIND, ...(def.options as z.ZodType[]).flatMap((o) => failingInputs(o, depth + 1))];
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'array': {
      const items = inner('element');
      return [
        ...ANY_KIND,
        ...items.slice(0, 12).map((i) => [i]),
        Array.from({ length: 3000 }, () => items[0]),
      ];
    }
    case 'tuple':
      return [...ANY_KIND, (def.items as z.ZodType[]).map((i) => failingInputs(i, depth + 1)[2])];
    case 'record': {
      const values = inner('valueType');
      return [...ANY_KIND, ...values.slice(0, 12).map((v) => ({ campo: v }))];
    }
    case 'object': {
      if (depth > 6) return ANY_KIND;
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).map(
        ([key, field]) => [key, failingInputs(field, depth + 1)] as const,
      );
      const rounds = Math.max(1, ...fields.map(([, inputs]) => inputs.length));
      const objects = Array.from({ length: rounds }, (_, round) =>
        Object.fromEntries(fields.map(([key, inputs]) => [key, inputs[round % inputs.length]])),
      );
      return [...ANY_KIND, ...objects, { ...objects[0], campoDesconhecido: 1 }];
    }
    default:
      return ANY_KIND;
  }
}

/** Every message of a failed parse, those nested in a union's branches too. */
function messagesOf(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => [
    issue.message,
    ...('errors' in issue ? issue.errors.flatMap((branch) => messagesOf(branch)) : []),
    ...('issues' in issue ? messagesOf(issue.issues) : []),
  ]);
}

const schemas = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('decision 102: every zod message a client can see is pt-BR', () => {
  it('decision 102: the domain exports the wire contract’s schemas (the walk below is not empty)', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas)('decision 102: %s fails only in pt-BR', (_name, schema) => {
    const messages = new Set<string>();
    for (const input of failingInputs(schema)) {
      const result = schema.safeParse(input);
      if (!result.success) for (const m of messagesOf(result.error.issues)) messages.add(m);
    }
    for (const message of messages) {
      expect(message, message).not.toMatch(ENGLISH);
      expect(message.trim(), message).not.toBe('');
    }
  });

  it('decision 102: POST /pagamentos/novaparcela with a negative amount says so in pt-BR', () => {
    const result = domain.newParcelRequestSchema.safeParse({
      parcconta: 1,
      parcvalor: -1,
      parctipo: 'Contrato',
      parcforma: 5,
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Informe um valor maior que zero.');
    for (const message of messages) expect(message).not.toMatch(ENGLISH);
  });

  const raw = (issue: Record<string, unknown>) =>
    zodMessagePt({ input: 'x', path: [], ...issue } as unknown as z.core.$ZodRawIssue);

  it.each([
    [
      'invalid_type, missing',
      { code: 'invalid_type', expected: 'string', input: undefined },
      'Preencha este campo.',
    ],
    ['invalid_type, number', { code: 'invalid_type', expected: 'number' }, 'Informe um número.'],
    ['invalid_type, boolean', { code: 'invalid_type', expected: 'boolean' }, 'Marque sim ou não.'],
    ['invalid_type, array', { code: 'invalid_type', expected: 'array' }, 'Informe uma lista de itens.'],
    [
      'invalid_type, object',
      { code: 'invalid_type', expected: 'object' },
      'Preencha este campo corretamente.',
    ],
    [
      'too_small, empty text',
      { code: 'too_small', origin: 'string', minimum: 1, inclusive: true },
      'Preencha este campo.',
    ],
    [
      'too_small, text',
      { code: 'too_small', origin: 'string', minimum: 8, inclusive: true },
      'Use pelo menos 8 caracteres.',
    ],
    [
      'too_small, exact',
      { code: 'too_small', origin: 'string', minimum: 11, exact: true },
      'Use exatamente 11 caracteres.',
    ],
    [
      'too_small, zero',
      { code: 'too_small', origin: 'number', minimum: 0, inclusive: true },
      'O valor não pode ser negativo.',
    ],
    [
      'too_small, positive',
      { code: 'too_small', origin: 'number', minimum: 0, inclusive: false },
      'Informe um valor maior que zero.',
    ],
    [
      'too_small, number',
      { code: 'too_small', origin: 'number', minimum: 1.5, inclusive: true },
      'Informe um valor de no mínimo 1,5.',
    ],
    [
      'too_small, list',
      { code: 'too_small', origin: 'array', minimum: 1, inclusive: true },
      'Escolha pelo menos 1 item.',
    ],
    [
      'too_small, date',
      { code: 'too_small', origin: 'date', minimum: Date.UTC(2026, 0, 2), inclusive: true },
      'Informe uma data a partir de 02/01/2026.',
    ],
    [
      'too_big, text',
      { code: 'too_big', origin: 'string', maximum: 120, inclusive: true },
      'Use no máximo 120 caracteres.',
    ],
    [
      'too_big, number',
      { code: 'too_big', origin: 'number', maximum: 10_000_000, inclusive: true },
      'Informe um valor de no máximo 10.000.000.',
    ],
    [
      'too_big, list',
      { code: 'too_big', origin: 'array', maximum: 50, inclusive: true },
      'Escolha no máximo 50 itens.',
    ],
    [
      'too_big, file',
      { code: 'too_big', origin: 'file', maximum: 1024, inclusive: true },
      'O arquivo é grande demais.',
    ],
    ['invalid_format, e-mail', { code: 'invalid_format', format: 'email' }, 'Informe um e-mail válido.'],
    [
      'invalid_format, regex',
      { code: 'invalid_format', format: 'regex', pattern: '/^\\d+$/' },
      'Confira o formato deste campo.',
    ],
    [
      'invalid_format, prefix',
      { code: 'invalid_format', format: 'starts_with', prefix: 'https://' },
      'Comece com “https://”.',
    ],
    ['invalid_format, uuid', { code: 'invalid_format', format: 'uuid' }, 'Código em formato inválido.'],
    [
      'not_multiple_of, cents',
      { code: 'not_multiple_of', divisor: 0.01 },
      'Use no máximo duas casas decimais.',
    ],
    ['not_multiple_of', { code: 'not_multiple_of', divisor: 5 }, 'Informe um múltiplo de 5.'],
    ['unrecognized_keys', { code: 'unrecognized_keys', keys: ['a', 'b'] }, 'Campos desconhecidos: a, b.'],
    [
      'invalid_value, enum',
      { code: 'invalid_value', values: ['Contrato', 'Extras'] },
      'Escolha uma das opções.',
    ],
    ['invalid_value, literal', { code: 'invalid_value', values: [true] }, 'Valor não aceito.'],
    ['invalid_union', { code: 'invalid_union', errors: [] }, 'Valor não aceito.'],
    ['invalid_key', { code: 'invalid_key', origin: 'record', issues: [] }, 'Há um campo com nome inválido.'],
    [
      'invalid_element',
      { code: 'invalid_element', origin: 'set', key: 1, issues: [] },
      'Há um item inválido na lista.',
    ],
    ['custom', { code: 'custom' }, 'Confira este campo.'],
  ])('decision 102: %s has its pt-BR text', (_case, issue, expected) => {
    expect(raw(issue)).toBe(expected);
    expect(expected).not.toMatch(ENGLISH);
  });
});
