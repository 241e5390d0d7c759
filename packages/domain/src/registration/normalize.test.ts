import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autostoreRequestSchema } from '../contract/registration';
import { completeCpf } from '../documents';
import { type RegistrationFormInput, registrationFormSchema } from './form';
import { parseRegistrationLink } from './link-key';
import { formatPersonName, normalizeRegistration } from './normalize';

const validForm: RegistrationFormInput = {
  AlNome: 'Maria',
  AlSobrenome: 'da Silva Souza',
  AlPolo: null,
  AlCurso: 3,
  AlInsta: '@maria.souza',
  AlEmail: 'maria@example.com',
  AlCPF: '529.982.247-25',
  AlFone: '(51) 99876-5432',
  AlFormatura: 42,
};
const link = { result: 'ok', key: 'abc123', executive: 'e7' } as const;

describe('normalizeRegistration', () => {
  it('spec B §5.2: the payload is normalised before sending', () => {
    const form = registrationFormSchema.parse({
      ...validForm,
      AlNome: '  maria ',
      AlSobrenome: ' DA  silva ',
      AlEmail: ' Maria@Example.COM ',
      AlInsta: ' @maria.souza ',
    });
    expect(normalizeRegistration(form, link)).toEqual({
      AlNome: 'Maria da Silva',
      AlSobrenome: 'Da Silva',
      AlEmail: 'maria@example.com',
      AlCPF: '52998224725',
      AlFone: '51998765432',
      AlInsta: 'maria.souza',
      AlCurso: 3,
      AlPolo: null,
      AlFormatura: 42,
      AlExecutivo: 'e7',
      key: 'abc123',
    });
  });

  it.each([[''], ['  '], ['@'], [null], [undefined]])(
    'spec B §5.2: an empty Instagram (%j) is sent as null',
    (insta) => {
      const form = registrationFormSchema.parse({ ...validForm, AlInsta: insta });
      expect(normalizeRegistration(form, link).AlInsta).toBeNull();
    },
  );

  it('spec B §5.2: the executive defaults to e4 when the link has none', () => {
    const parsed = parseRegistrationLink('/sign/abc123');
    if (parsed.result !== 'ok') throw new Error('link should parse');
    const form = registrationFormSchema.parse(validForm);
    expect(normalizeRegistration(form, parsed).AlExecutivo).toBe('e4');
  });

  it('spec B §5.2: whatever valid form is typed, the normalised payload passes the autostore contract', () => {
    const cpf = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
      .map((d) => completeCpf(d.join('')))
      .filter((c) => !/^(\d)\1{10}$/.test(c));
    fc.assert(
      fc.property(
        cpf,
        fc.constantFrom('Maria', 'joão', 'ANA-CLARA'),
        fc.constantFrom('Silva', "d'ávila", 'dos santos e souza'),
        fc.boolean(),
        (AlCPF, AlNome, AlSobrenome, masked) => {
          const form = registrationFormSchema.parse({
            ...validForm,
            AlNome,
            AlSobrenome,
            AlCPF: masked
              ? `${AlCPF.slice(0, 3)}.${AlCPF.slice(3, 6)}.${AlCPF.slice(6, 9)}-${AlCPF.slice(9)}`
              : AlCPF,
          });
          const payload = normalizeRegistration(form, link);
          expect(autostoreRequestSchema.parse(payload)).toEqual(payload);
        },
      ),
    );
  });
});

describe('formatPersonName', () => {
  it.each([
    ['maria DA silva', 'Maria da Silva'],
    ['ana-clara dos santos', 'Ana-Clara dos Santos'],
    ["joana d'ávila", "Joana D'Ávila"],
    ['  JOSÉ   e   maria ', 'José e Maria'],
  ])('spec B §5.2: %j is formatted as %j', (input, expected) => {
    expect(formatPersonName(input)).toBe(expected);
  });
});
