import { describe, expect, it } from 'vitest';
import {
  PORTAL_NAME,
  producerAddressLine,
  producerContactLine,
  producerDisplayName,
} from './producer-display';
import {
  isValidBrazilPhone,
  producerIdentityMessages as m,
  normalizeProducerIdentity,
  producerIdentitySchema,
} from './producer-identity';
import { DEFAULT_PRODUCER_SETTINGS } from './settings-defaults';

const BLANK = DEFAULT_PRODUCER_SETTINGS.producer;
const FULL = {
  name: ' Formaturas Exemplo ',
  legalName: 'Exemplo Fotografia e Eventos Ltda',
  cnpj: '11.222.333/0001-81',
  street: 'Rua dos Andradas, 1000',
  city: 'Porto Alegre',
  state: 'RS',
  cep: '90020-000',
  email: 'contato@exemplo.com.br',
  phone: '(51) 99876-5432',
};

describe("decision 122: the producer's identity", () => {
  it('decision 122: every field may stay blank (the portal keeps its own name)', () => {
    expect(producerIdentitySchema.safeParse(BLANK).success).toBe(true);
    expect(producerDisplayName(BLANK)).toBe(PORTAL_NAME);
    expect(producerAddressLine(BLANK)).toBe('');
    expect(producerContactLine(BLANK)).toBe('');
  });

  it.each([
    ['cnpj', '11.222.333/0001-82', m.cnpjInvalid],
    ['cep', '9002000', m.cepInvalid],
    ['state', 'rs', m.stateInvalid],
    ['phone', '(51) 1333-4444', m.phoneInvalid],
    ['email', 'contato', m.emailInvalid],
  ] as const)('decision 122: a bad %s (%s) is refused with its own text', (field, value, message) => {
    const parsed = producerIdentitySchema.safeParse({ ...FULL, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it.each([
    ['5133334444', true],
    ['51998765432', true],
    ['(51) 3333-4444', true],
    ['5193334444', false],
    ['2033334444', false],
    ['51333344445', false],
  ])('reference §6: phone %s valid = %s', (phone, valid) => {
    expect(isValidBrazilPhone(phone)).toBe(valid);
  });

  it('decision 122: stored bare and trimmed, shown formatted', () => {
    const stored = normalizeProducerIdentity(FULL);
    expect(stored).toMatchObject({
      name: 'Formaturas Exemplo',
      cnpj: '11222333000181',
      cep: '90020000',
      phone: '51998765432',
    });
    expect(producerDisplayName(stored)).toBe('Formaturas Exemplo');
    expect(producerDisplayName({ ...stored, name: '' })).toBe('Exemplo Fotografia e Eventos Ltda');
    expect(producerAddressLine(stored)).toBe('Rua dos Andradas, 1000 · Porto Alegre/RS · CEP 90020-000');
    expect(producerContactLine(stored)).toBe('contato@exemplo.com.br · (51) 99876-5432');
  });
});
