import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correiosCheckDigit, isCorreiosTrackingCode, normaliseTrackingCode } from './tracking-code';

describe('decision 118: a Correios tracking code has the S10 shape and check digit', () => {
  it.each([
    ['AA123456785BR', true],
    ['SS987654326BR', true], // 236 mod 11 = 5 → 6
    ['RB000000000BR', false], // serial 0: check digit 5
    ['RB000000005BR', true],
    ['AA123456789BR', false], // wrong check digit
    ['AA123456785US', false], // not Brazilian
    ['A1123456785BR', false],
    ['AA12345678BR', false],
    ['', false],
  ])('decision 118: %s is %s', (code, valid) => {
    expect(isCorreiosTrackingCode(code)).toBe(valid);
  });

  it('decision 118: the check digit follows S10 (weights 8 6 4 2 3 5 9 7; 10 → 0, 11 → 5)', () => {
    expect(correiosCheckDigit('12345678')).toBe(5); // 204 mod 11 = 6 → 5
    expect(correiosCheckDigit('00000000')).toBe(5); // sum 0 → 11 → 5
    expect(correiosCheckDigit('00000001')).toBe(4); // 7 → 4
    expect(correiosCheckDigit('00000010')).toBe(2); // 9 → 2
    expect(correiosCheckDigit('00004000')).toBe(0); // 12 mod 11 = 1 → 10 → 0
  });

  it('decision 118: exactly one digit of ten completes a serial (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.constantFrom('AA', 'SX', 'QB'), (serial, letters) => {
        const valid = [...'0123456789'].filter((d) => isCorreiosTrackingCode(`${letters}${serial}${d}BR`));
        expect(valid).toEqual([String(correiosCheckDigit(serial))]);
      }),
    );
  });

  it('decision 118: spaces, hyphens and small letters are forgiven when typed', () => {
    expect(normaliseTrackingCode(' aa 123-456-785 br ')).toBe('AA123456785BR');
  });
});
