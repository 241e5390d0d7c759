import { describe, expect, it } from 'vitest';
import { globalMessages, registrationMessages as m } from '../messages';
import {
  type AutostoreRequest,
  alunosCountParamsSchema,
  autostoreRequestSchema,
  autostoreResponseSchema,
  hashParamsSchema,
  hashResponseSchema,
} from './registration';

const body: AutostoreRequest = {
  key: 'abc123',
  AlNome: 'Maria da Silva',
  AlSobrenome: 'Da Silva',
  AlEmail: 'maria@example.com',
  AlCPF: '52998224725',
  AlFone: '51998765432',
  AlInsta: 'maria.souza',
  AlCurso: 3,
  AlPolo: null,
  AlFormatura: 42,
  AlExecutivo: 'e4',
};

/** The first message zod reports for each field of `input`. */
function firstErrors(input: Record<string, unknown>): Record<string, string> {
  const result = autostoreRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('POST /api/autostore request', () => {
  it('spec B §7: a normalised registration passes', () => {
    expect(autostoreRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['key', '../x', globalMessages.invalidInput],
    ['AlNome', '', m.firstNameRequired],
    ['AlNome', 'Maria Clara da Silva', m.firstNamePattern],
    ['AlNome', 'Maria Souza', m.firstNamePattern],
    ['AlNome', 'x'.repeat(121), globalMessages.invalidInput],
    ['AlSobrenome', undefined, m.surnameRequired],
    ['AlSobrenome', 'S.', m.surnamePattern],
    ['AlEmail', 'maria@', m.emailInvalid],
    ['AlCPF', '529.982.247-25', m.cpfInvalid],
    ['AlCPF', '52998224726', m.cpfInvalid],
    ['AlCPF', '', m.cpfRequired],
    ['AlFone', '(51) 99876-5432', m.phoneInvalid],
    ['AlFone', '519987654321', m.phoneMax],
    ['AlInsta', '@maria', globalMessages.invalidInput],
    ['AlInsta', '', globalMessages.invalidInput],
    ['AlInsta', 'a'.repeat(31), m.instagramMax],
    ['AlCurso', 0, m.courseRequired],
    ['AlPolo', 0, m.poloRequired],
    ['AlFormatura', '42', globalMessages.invalidInput],
    ['AlExecutivo', '', globalMessages.invalidInput],
  ])('spec B §5.2: the server refuses %s = %j with %j', (field, value, message) => {
    expect(firstErrors({ ...body, [field]: value })[field]).toBe(message);
  });

  it('spec B §5.2: the e-mail is lower-cased by the server too', () => {
    expect(autostoreRequestSchema.parse({ ...body, AlEmail: ' Maria@Example.com' }).AlEmail).toBe(
      'maria@example.com',
    );
  });
});

describe('link lookup and vacancy count', () => {
  it.each([
    [{ erro: true }, true],
    [
      {
        erro: false,
        limite: 0,
        cursos: [{ id: 1, curso: 'Direito' }],
        formatura: 42,
        instituicoes: [{ InstNome: 'UFRGS', InstPolos: [{ poloId: 2, poloNome: 'Centro' }] }],
        fdata: '2025-12-12',
        fhora: '19:30',
      },
      true,
    ],
    [{ erro: false }, false],
    [
      { erro: false, limite: -1, cursos: [], formatura: 1, instituicoes: [], fdata: null, fhora: '7h' },
      false,
    ],
  ])('spec B §3, §7: GET /api/hash answer %j is valid: %s', (answer, valid) => {
    expect(hashResponseSchema.safeParse(answer).success).toBe(valid);
  });

  it.each([
    [{ key: 'abc' }, true],
    [{ key: 'a/b' }, false],
  ])('spec B §7: GET /api/hash params %j are valid: %s', (params, valid) => {
    expect(hashParamsSchema.safeParse(params).success).toBe(valid);
  });

  it('spec B §7: GET /api/alunoscount takes the graduation id from the path', () => {
    expect(alunosCountParamsSchema.parse({ formatura: '42' })).toEqual({ formatura: 42 });
    expect(alunosCountParamsSchema.safeParse({ formatura: 'x' }).success).toBe(false);
  });

  it.each([
    ['created', true],
    ['match', true],
    ['full', true],
    ['error', false],
  ])('spec B §4.6: autostore status %j is valid: %s', (status, valid) => {
    expect(autostoreResponseSchema.safeParse({ status }).success).toBe(valid);
  });
});
