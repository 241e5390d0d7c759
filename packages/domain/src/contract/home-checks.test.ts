import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bcastResponseSchema, fotosResponseSchema, mediaEventSchema, noticeSchema } from './home';
import {
  bcastCheck,
  bcastShape,
  cadastroCheck,
  cadastroShape,
  formDadosShape,
  fotosCheck,
  mediaEventShape,
  noticeShape,
  type Shape,
} from './home-checks';
import { type Cadastro, cadastroSchema, formDadosSchema } from './profile';

const formDados: Cadastro['AlFormDados'] = {
  FormData: '2026-12-12',
  FormHora: '20:00',
  FormLocal: 'Salão',
  FormVerDados: 1,
  FormReajuste: 0,
  FormValorPrazo: 3000.5,
  FormValor: 2800,
  FormLimiteAvista: '2026-06-30',
  FormLimiteSemJuros: 10,
  FormLimiteCartao: null,
  FormTaxa: 2.5,
  FormContrato: null,
  FormFtInfancia: 1,
  FormFtHomenagem: 1,
  FormFtLed: 0,
  FormLimiteEntrega: 30,
  FormLimiteComplementares: null,
  FormLimiteCamisetas: null,
  FormMinimoPago: 30,
  FormDownImpressas: 0,
  FormTodas: 0,
  FormInstituicao: 'UFRGS',
  FormCurso: 'Direito',
};

const cadastro: Cadastro = {
  AlCodigo: 101,
  AlNome: 'Maria',
  AlSobrenome: 'Souza',
  AlEmail: 'maria@exemplo.com.br',
  AlCPF: '123.456.789-09',
  AlFone: '(51) 99999-0000',
  AlInsta: null,
  AlCurso: 3,
  AlPolo: null,
  AlFormatura: 9,
  AlExecutivo: 'Ana',
  AlConta: null,
  AlCEP: '90010-000',
  AlEndereco: 'Rua dos Andradas',
  AlNumero: '1234',
  AlComp: null,
  AlBairro: 'Centro',
  AlCidade: 'Porto Alegre',
  AlUF: 'RS',
  AlRevEndereco: null,
  AlRestrito: false,
  AlConvidado: false,
  AlComissao: true,
  AlCoordenador: false,
  AlCredFtDigital: 0,
  AlCredFtImpressa: 2,
  AlMedida: 2,
  AlConvite: null,
  AlFormDados: formDados,
};

const notice = { crmid: 1, crmdesc: '<p>Ensaio sábado</p>', crmtimestamp: '2025-03-14T12:00:00.000Z' };
const event = {
  evid: 4,
  evnome: 'Baile',
  evcaminho: 'baile',
  evdata: '2025-03-14',
  evtpmidia: 0,
  evlnkmidia: null,
};

// The home's checks stand in for the schemas before the first paint (decision 113): these tests fail when a
// schema gains, loses or changes a field and its check does not follow.
describe('decision 113: the home’s hand-written checks agree with the contract’s schemas', () => {
  it.each([
    ['cadastro', cadastroShape, cadastroSchema],
    ['AlFormDados', formDadosShape, formDadosSchema],
    ['notice', noticeShape, noticeSchema],
    ['bcast', bcastShape, bcastResponseSchema],
    ['event', mediaEventShape, mediaEventSchema],
  ] as const)('%s: the same fields', (_name, shape: Shape, schema: z.ZodObject) => {
    expect(Object.keys(shape).sort()).toEqual(Object.keys(schema.shape).sort());
  });

  const answers = [
    ['GET /perfil/cadastro', cadastroCheck, cadastroSchema, cadastro],
    ['GET /perfil/bcast', bcastCheck, bcastResponseSchema, { todos: [notice], aluno: [], totalTodos: 1 }],
    [
      'GET /perfil/fotos',
      fotosCheck,
      fotosResponseSchema,
      [event, { ...event, evtpmidia: 1, evlnkmidia: 'x' }],
    ],
  ] as const;

  it.each(answers)('%s: accepts what the schema accepts', (_call, check, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(check.parse(valid)).toEqual(valid);
  });

  /** Each field of a record dropped, then given a value of the wrong kind. */
  function broken(record: Record<string, unknown>): [string, Record<string, unknown>][] {
    return Object.entries(record).flatMap(([key, value]) => {
      const { [key]: _dropped, ...rest } = record;
      const wrong = typeof value === 'string' ? 7 : value === null ? {} : 'x';
      return [
        [`without ${key}`, rest],
        [`${key} = ${JSON.stringify(wrong)}`, { ...record, [key]: wrong }],
      ];
    });
  }

  it.each<[string, unknown]>([
    ...broken(cadastro).map(([what, value]): [string, unknown] => [`cadastro ${what}`, value]),
    ...broken(formDados).map(([what, value]): [string, unknown] => [
      `AlFormDados ${what}`,
      { ...cadastro, AlFormDados: value },
    ]),
    ['cadastro AlCodigo = 1.5', { ...cadastro, AlCodigo: 1.5 }],
    ['cadastro null', null],
    ['cadastro as a list', [cadastro]],
  ])('GET /perfil/cadastro refuses %s, as the schema does', (_what, value) => {
    expect(cadastroSchema.safeParse(value).success).toBe(false);
    expect(() => cadastroCheck.parse(value)).toThrow();
  });

  it.each<[string, unknown]>([
    ...broken(notice).map(([what, value]): [string, unknown] => [
      `a notice ${what}`,
      { todos: [value], aluno: [] },
    ]),
    ['no aluno', { todos: [] }],
    ['totalTodos = "1"', { todos: [], aluno: [], totalTodos: '1' }],
    [
      'crmtimestamp without its offset',
      { todos: [{ ...notice, crmtimestamp: '2025-03-14T12:00:00' }], aluno: [] },
    ],
  ])('GET /perfil/bcast refuses %s, as the schema does', (_what, value) => {
    expect(bcastResponseSchema.safeParse(value).success).toBe(false);
    expect(() => bcastCheck.parse(value)).toThrow();
  });

  it.each<[string, unknown]>([
    ...broken(event).map(([what, value]): [string, unknown] => [`an event ${what}`, [value]]),
    ['evtpmidia = 3', [{ ...event, evtpmidia: 3 }]],
    ['evdata as a date-time', [{ ...event, evdata: '2025-03-14T00:00:00Z' }]],
    ['an object', { events: [event] }],
  ])('GET /perfil/fotos refuses %s, as the schema does', (_what, value) => {
    expect(fotosResponseSchema.safeParse(value).success).toBe(false);
    expect(() => fotosCheck.parse(value)).toThrow();
  });
});
