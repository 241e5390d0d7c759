import { describe, expect, it } from 'vitest';
import { type AddressFormInput, addressFormSchema, needsAddressReview, normalizeAddress } from './address';
import { globalMessages, addressMessages as m } from './messages';

const valid: AddressFormInput = {
  AlCEP: '90010-000',
  AlEndereco: 'Rua dos Andradas',
  AlNumero: '1234',
  AlComp: 'apto 301',
  AlBairro: 'Centro Histórico',
  AlCidade: 'Porto Alegre',
  AlUF: 'RS',
};

/** The messages zod reports for `input`, by field. */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = addressFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('addressFormSchema', () => {
  it('spec B §5.4: a complete address passes', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each([
    ['AlCEP', '', m.cepRequired],
    ['AlCEP', '   ', m.cepRequired],
    ['AlCEP', undefined, m.cepRequired],
    ['AlCEP', '900100001', m.cepMax],
    ['AlCEP', '90010-0000', m.cepMax],
    ['AlCEP', '9001000', m.cepInvalid],
    ['AlCEP', '9001O-000', m.cepInvalid],
    ['AlCEP', '90.010-000', m.cepInvalid],
    ['AlEndereco', '', m.streetRequired],
    ['AlEndereco', null, m.streetRequired],
    ['AlEndereco', 'x'.repeat(121), globalMessages.invalidInput],
    ['AlNumero', ' ', m.numberRequired],
    ['AlComp', 'bloco b apto 301', m.complementMax],
    ['AlBairro', '', m.districtRequired],
    ['AlCidade', '', m.cityRequired],
    ['AlUF', '', m.ufRequired],
    ['AlUF', 'RSS', m.ufMax],
    ['AlUF', 'XX', m.ufInvalid],
  ])('spec B §5.4: %s = %j is refused with exactly one message', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    ['AlCEP', '90010000'],
    ['AlCEP', ' 90010-000 '],
    ['AlComp', ''],
    ['AlComp', null],
    ['AlComp', undefined],
    ['AlComp', '  bloco b apto 3  '],
    ['AlUF', 'rs'],
    ['AlNumero', 's/n'],
  ])('spec B §5.4: %s = %j is accepted', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({});
  });
});

describe('normalizeAddress', () => {
  it('spec B §5.4: texts are trimmed and title-cased except small words, UF upper-cased, review stamped', () => {
    const form = addressFormSchema.parse({
      AlCEP: ' 90010-000 ',
      AlEndereco: '  AVENIDA DAS  NAÇÕES  unidas ',
      AlNumero: ' 12b ',
      AlComp: 'APTO 3 E 4',
      AlBairro: 'jardim do salso',
      AlCidade: 'SÃO JOSÉ DOS CAMPOS',
      AlUF: ' sp ',
    });
    expect(normalizeAddress(form, '2025-03-14')).toEqual({
      AlCEP: '90010000',
      AlEndereco: 'Avenida das Nações Unidas',
      AlNumero: '12b',
      AlComp: 'Apto 3 e 4',
      AlBairro: 'Jardim do Salso',
      AlCidade: 'São José dos Campos',
      AlUF: 'SP',
      AlRevEndereco: '2025-03-14',
    });
  });

  it.each([[''], [null], [undefined], ['   ']])(
    'spec B §5.4: an empty complement (%j) is stored as null',
    (comp) => {
      const form = addressFormSchema.parse({ ...valid, AlComp: comp });
      expect(normalizeAddress(form, '2025-03-14').AlComp).toBeNull();
    },
  );
});

describe('needsAddressReview', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['0000-00-00', true],
    ['not a date', true],
    ['2024-11-02', false],
    ['2024-11-02T13:45:00.000Z', false],
  ])('spec A §4 / spec B §5.4: AlRevEndereco %j blocks payment: %s', (value, blocked) => {
    expect(needsAddressReview(value)).toBe(blocked);
  });
});
