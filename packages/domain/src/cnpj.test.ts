import { generateCnpj, isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeCnpj, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

describe('decision 122: the CNPJ and its check digits (reference §6)', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['12.ABC.345/01DE-35', true],
    ['12abc34501de35', true],
    ['12ABC34501DE36', false],
    ['11.222.333/0001-82', false],
    ['00.000.000/0000-00', false],
    ['1122233300018', false],
    ['11.222.333/0001-8A', false],
    ['', false],
  ])('reference §6 vector %s → %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });

  it('reference §6: agrees with @brazilian-utils on generated numeric and alphanumeric CNPJs', () => {
    for (let i = 0; i < 200; i++) {
      const numeric = generateCnpj(1);
      const alpha = generateCnpj(2);
      expect(isValidCnpj(numeric)).toBe(true);
      expect(isValidCnpj(alpha)).toBe(true);
    }
  });

  it('reference §6: a changed check digit is refused, as @brazilian-utils refuses it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 1, max: 9 }), (base, delta) => {
        const full = completeCnpj(base);
        const last = (Number(full[13]) + delta) % 10;
        const wrong = `${full.slice(0, 13)}${last}`;
        expect(isValidCnpj(full)).toBe(libIsValidCnpj(full));
        expect(isValidCnpj(wrong)).toBe(false);
        expect(libIsValidCnpj(wrong)).toBe(false);
      }),
    );
  });

  it('decision 122: stored bare and uppercase, shown with its mask', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('123')).toBe('123');
  });
});
