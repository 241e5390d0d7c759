import { describe, expect, it } from 'vitest';
import { globalMessages, registrationMessages as m } from '../messages';
import {
  hasPolos,
  isSingleFirstName,
  isUnabbreviatedSurname,
  type RegistrationFormInput,
  registrationFormSchema,
} from './form';

const validForm: RegistrationFormInput = {
  AlNome: 'Maria',
  AlSobrenome: 'da Silva Souza',
  AlPolo: null,
  AlCurso: 3,
  AlInsta: '@maria.souza',
  AlEmail: 'Maria@Example.com',
  AlCPF: '529.982.247-25',
  AlFone: '(51) 99876-5432',
  AlFormatura: 42,
};

/** The messages zod reports for `input`, by field. */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = registrationFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('registrationFormSchema', () => {
  it('spec B §5.2: a complete form passes', () => {
    expect(errorsOf(validForm)).toEqual({});
  });

  it.each([
    ['AlNome', '', m.firstNameRequired],
    ['AlNome', '   ', m.firstNameRequired],
    ['AlNome', undefined, m.firstNameRequired],
    ['AlNome', 'Maria Clara', m.firstNamePattern],
    ['AlNome', 'M.', m.firstNamePattern],
    ['AlNome', 'Maria2', m.firstNamePattern],
    ['AlNome', 'a'.repeat(41), m.firstNamePattern],
    ['AlSobrenome', '', m.surnameRequired],
    ['AlSobrenome', 'S.', m.surnamePattern],
    ['AlSobrenome', 'S', m.surnamePattern],
    ['AlSobrenome', 'Silva S', m.surnamePattern],
    ['AlSobrenome', 'Silva Jr.', m.surnamePattern],
    ['AlSobrenome', 'e Silva', m.surnamePattern],
    ['AlSobrenome', 'x'.repeat(81), globalMessages.invalidInput],
    ['AlPolo', 0, m.poloRequired],
    ['AlPolo', undefined, m.poloRequired],
    ['AlCurso', 0, m.courseRequired],
    ['AlCurso', undefined, m.courseRequired],
    ['AlCurso', '3', m.courseRequired],
    ['AlInsta', `@${'a'.repeat(31)}`, m.instagramMax],
    ['AlEmail', '', m.emailRequired],
    ['AlEmail', 'maria@', m.emailInvalid],
    ['AlEmail', 'maria example.com', m.emailInvalid],
    ['AlEmail', `${'a'.repeat(250)}@x.com`, m.emailInvalid],
    ['AlCPF', '', m.cpfRequired],
    ['AlCPF', '529.982.247-250', m.cpfMax],
    ['AlCPF', '529.982.247-26', m.cpfInvalid],
    ['AlCPF', '111.111.111-11', m.cpfInvalid],
    ['AlCPF', '5299822472', m.cpfInvalid],
    ['AlFone', '', m.phoneRequired],
    ['AlFone', '(51) 99876-54321', m.phoneMax],
    ['AlFone', '(51) 3876-5432', m.phoneInvalid],
    ['AlFone', '(51) 39876-5432', m.phoneInvalid],
    ['AlFormatura', undefined, globalMessages.invalidInput],
  ])('spec B §5.2: %s = %j is refused with exactly one message', (field, value, message) => {
    expect(errorsOf({ ...validForm, [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    ['AlNome', ' Ana-Clara '],
    ['AlNome', 'João'],
    ['AlSobrenome', "D'Ávila"],
    ['AlSobrenome', 'Silva e Souza'],
    ['AlSobrenome', 'dos Santos Neto'],
    ['AlPolo', 7],
    ['AlInsta', ''],
    ['AlInsta', null],
    ['AlInsta', undefined],
    ['AlInsta', `@${'a'.repeat(30)}`],
    ['AlCPF', '52998224725'],
    ['AlFone', '51998765432'],
  ])('spec B §5.2: %s = %j is accepted', (field, value) => {
    expect(errorsOf({ ...validForm, [field]: value })).toEqual({});
  });

  it('spec B §5.2: the e-mail comes out trimmed and lower-cased', () => {
    expect(registrationFormSchema.parse({ ...validForm, AlEmail: ' Maria@Example.COM ' }).AlEmail).toBe(
      'maria@example.com',
    );
  });
});

describe('name patterns', () => {
  it.each([
    ['Maria', true],
    ['Ana-Clara', true],
    ['Maria Clara', false],
    ['', false],
  ])('spec B §5.2: %j is a single first name: %s', (name, expected) => {
    expect(isSingleFirstName(name)).toBe(expected);
  });

  it.each([
    ['Silva', true],
    ['Silva y Gasset', true],
    ['Silva e', false],
    ['Silva.', false],
    ['Silva, Souza', false],
  ])('spec B §5.2: %j is an unabbreviated surname: %s', (name, expected) => {
    expect(isUnabbreviatedSurname(name)).toBe(expected);
  });
});

describe('hasPolos', () => {
  it.each([
    [[], false],
    [[{ InstPolos: [] }], false],
    [[{ InstPolos: [] }, { InstPolos: [{ poloId: 1, poloNome: 'Centro' }] }], true],
  ])('spec B §2.6: institutions %j have polos: %s', (instituicoes, expected) => {
    expect(hasPolos(instituicoes)).toBe(expected);
  });
});
