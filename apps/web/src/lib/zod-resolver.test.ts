import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver';

const SRC = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const ENGLISH = /\b(must|expected|invalid|input|required|received|too|least|most|characters?|string)\b/i;

describe('decision 102: the forms speak pt-BR', () => {
  it('decision 102: a field whose schema has no text of its own gets a pt-BR message', async () => {
    const schema = z.object({
      nome: z.string().min(1),
      cpf: z.string().length(11),
      valor: z.number().positive(),
      email: z.email(),
      forma: z.enum(['pix', 'boleto']),
    });
    // What a form may hold before it is checked: any text in the select.
    const values = { nome: '', cpf: '1', valor: -1, email: 'x', forma: 'cheque' } as unknown as z.input<
      typeof schema
    >;
    const result = await zodResolver(schema)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
    );
    expect(messages).toEqual({
      nome: 'Preencha este campo.',
      cpf: 'Use exatamente 11 caracteres.',
      valor: 'Informe um valor maior que zero.',
      email: 'Informe um e-mail válido.',
      forma: 'Escolha uma das opções.',
    });
    for (const message of Object.values(messages)) expect(message).not.toMatch(ENGLISH);
  });

  it('decision 102: every form takes its resolver from lib/zod-resolver, where the pt-BR texts are set', () => {
    const direct = files(SRC).filter(
      (file) =>
        !file.endsWith(join('lib', 'zod-resolver.ts')) &&
        readFileSync(file, 'utf8').includes("'@hookform/resolvers/zod'"),
    );
    expect(direct.map((file) => relative(SRC, file))).toEqual([]);
  });
});
