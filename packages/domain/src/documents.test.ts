import {
  formatCep as libFormatCep,
  formatCpf as libFormatCpf,
  formatPhone as libFormatPhone,
  isValidCep as libIsValidCep,
  isValidCpf as libIsValidCpf,
  isValidMobilePhone as libIsValidMobilePhone,
} from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_CODES,
  completeCpf,
  digitCount,
  formatCep,
  formatCpf,
  formatInstagram,
  formatMobilePhone,
  isValidCep,
  isValidCpf,
  isValidMobilePhone,
  normalizeInstagram,
} from './documents';
import { onlyDigits } from './text';

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const validCpf = digitString(9)
  .map(completeCpf)
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));

describe('CPF', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['123.456.789-09', true],
    [' 123 456 789 09 ', true],
    ['529.982.247-26', false],
    ['111.111.111-11', false],
    ['00000000000', false],
    ['5299822472', false],
    ['529982247250', false],
    ['529.982.247-2a', false],
    ['', false],
  ])('spec B §5.2: isValidCpf(%j) is %s', (cpf, expected) => {
    expect(isValidCpf(cpf)).toBe(expected);
  });

  it('spec B §5.2: CPF with wrong check digits is refused, as the reference library says', () => {
    fc.assert(
      fc.property(digitString(11), (cpf) => {
        expect(isValidCpf(cpf)).toBe(libIsValidCpf(cpf));
      }),
      { numRuns: 2000 },
    );
  });

  it('spec B §5.2: every generated CPF is valid and a changed check digit makes it invalid', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 9, max: 10 }),
        (cpf, bump, at) => {
          expect(isValidCpf(cpf)).toBe(true);
          const changed = `${cpf.slice(0, at)}${(Number(cpf[at]) + bump) % 10}${cpf.slice(at + 1)}`;
          expect(isValidCpf(changed)).toBe(false);
        },
      ),
    );
  });

  it('spec A §5: CPF format and parse round-trip and match the reference library', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        const shown = formatCpf(cpf);
        expect(shown).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(shown).toBe(libFormatCpf(cpf));
        expect(onlyDigits(shown)).toBe(cpf);
        expect(isValidCpf(shown)).toBe(true);
        expect(formatCpf(shown)).toBe(shown);
      }),
    );
  });

  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['529982247250', '529982247250'],
  ])('spec A §5: formatCpf(%j) masks partial input as %j', (input, expected) => {
    expect(formatCpf(input)).toBe(expected);
  });

  it('spec B §5.2: completeCpf refuses a base that is not 9 digits', () => {
    expect(() => completeCpf('1234')).toThrow(RangeError);
  });

  it.each([
    ['529.982.247-25', 11],
    ['(51) 99876-5432', 11],
    ['', 0],
  ])('spec B §5.2: digitCount(%j) is %i (mask characters do not count)', (text, count) => {
    expect(digitCount(text)).toBe(count);
  });
});

describe('mobile phone', () => {
  it.each([
    ['51998765432', true],
    ['(51) 99876-5432', true],
    ['11 98765 4321', true],
    ['5138765432', false],
    ['51398765432', false],
    ['20998765432', false],
    ['01998765432', false],
    ['519987654321', false],
    ['+55 51 99876-5432', false],
    ['(51) 9987a-5432', false],
    ['', false],
  ])('spec B §5.2: isValidMobilePhone(%j) is %s', (phone, expected) => {
    expect(isValidMobilePhone(phone)).toBe(expected);
  });

  it('spec B §5.2: the 67 area codes of Anatel are known', () => {
    expect(AREA_CODES.size).toBe(67);
  });

  it('spec B §5.2: a mobile number is valid exactly when the reference library (version 2) accepts it', () => {
    const mobile = fc
      .tuple(fc.constantFrom(...AREA_CODES), fc.constantFrom('7', '8', '9'), digitString(8))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(mobile, (phone) => {
        // We only accept the leading 9 that mobiles use today; the library also allows 7 and 8.
        const expected = libIsValidMobilePhone(phone, { version: 2 }) && phone[2] === '9';
        expect(isValidMobilePhone(phone)).toBe(expected);
      }),
    );
  });

  it('spec A §5: phone format and parse round-trip and match the reference library', () => {
    const mobile = fc
      .tuple(fc.constantFrom(...AREA_CODES), digitString(8))
      .map(([ddd, rest]) => `${ddd}9${rest}`);
    fc.assert(
      fc.property(mobile, (phone) => {
        const shown = formatMobilePhone(phone);
        expect(shown).toMatch(/^\(\d{2}\) \d{5}-\d{4}$/);
        expect(shown).toBe(libFormatPhone(phone, { mask: 'nanp' }));
        expect(onlyDigits(shown)).toBe(phone);
        expect(isValidMobilePhone(shown)).toBe(true);
      }),
    );
  });

  it.each([
    ['5', '(5'],
    ['51', '(51'],
    ['519', '(51) 9'],
    ['5199876', '(51) 99876'],
    ['51998765', '(51) 99876-5'],
    ['519987654321', '519987654321'],
  ])('spec A §5: formatMobilePhone(%j) masks partial input as %j', (input, expected) => {
    expect(formatMobilePhone(input)).toBe(expected);
  });
});

describe('CEP', () => {
  it.each([
    ['90010000', true],
    ['90010-000', true],
    [' 90010-000 ', true],
    ['9001000', false],
    ['900100000', false],
    ['90.010-000', false],
    ['9001O000', false],
    ['', false],
  ])('spec B §5.4: isValidCep(%j) is %s', (cep, expected) => {
    expect(isValidCep(cep)).toBe(expected);
  });

  it('spec B §5.4: CEP format and parse round-trip and agree with the reference library', () => {
    fc.assert(
      fc.property(digitString(8), (cep) => {
        const shown = formatCep(cep);
        expect(shown).toBe(libFormatCep(cep));
        expect(onlyDigits(shown)).toBe(cep);
        expect(isValidCep(shown)).toBe(true);
        expect(libIsValidCep(shown)).toBe(true);
      }),
    );
  });

  it.each([
    ['900', '900'],
    ['900100', '90010-0'],
    ['900100001', '900100001'],
  ])('spec B §5.4: formatCep(%j) masks partial input as %j', (input, expected) => {
    expect(formatCep(input)).toBe(expected);
  });
});

describe('Instagram', () => {
  it.each([
    ['@formando', 'formando', '@formando'],
    ['  formando  ', 'formando', '@formando'],
    ['@@ formando', 'formando', '@formando'],
    ['', null, ''],
    ['  @ ', null, ''],
    [null, null, ''],
    [undefined, null, ''],
  ])('spec B §5.2 / spec A §5: %j is stored as %j and shown as %j', (input, stored, shown) => {
    expect(normalizeInstagram(input)).toBe(stored);
    expect(formatInstagram(input)).toBe(shown);
  });
});
