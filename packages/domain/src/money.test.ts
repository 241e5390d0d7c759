import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, parseBrazilianDecimal, percentOf, splitInstalments, toCents, toReais } from './money';

describe('money in centavos (DESIGN §3)', () => {
  it.each([
    [150.5, 15050],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-2.5, -250],
    [4800, 480000],
  ])('toCents(%s) = %s', (reais, cents) => {
    expect(toCents(reais)).toBe(cents);
  });

  it('refuses a value that is not a number', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every centavo amount through reais', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (c) => toCents(toReais(c)) === c),
    );
  });

  it.each([
    [123456, 'R$ 1.234,56'],
    [5, 'R$ 0,05'],
    [0, 'R$ 0,00'],
    [10000000, 'R$ 100.000,00'],
  ])('spec A §5: formatBRL(%s) = %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });

  it.each([
    ['1.234,56', 123456],
    ['50,00', 5000],
    ['50,5', 5050],
    ['7', 700],
    ['R$ 45,90', 4590],
    ['  12,30 ', 1230],
    ['-3,10', -310],
    ['1234,56', 123456],
  ])('spec B §7: the shipping Valor %j parses to %s centavos', (text, cents) => {
    expect(parseBrazilianDecimal(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,234', '1.23', '12,345', '1..2'])(
    'spec B §7: %j is not a Brazilian decimal',
    (text) => {
      expect(parseBrazilianDecimal(text)).toBeNull();
    },
  );

  it('formatBRL and parseBrazilianDecimal agree for every amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        (c) => parseBrazilianDecimal(formatBRL(c)) === c,
      ),
    );
  });

  it('splitInstalments(10000, 3) is [3334, 3333, 3333]', () => {
    expect(splitInstalments(10000, 3)).toEqual([3334, 3333, 3333]);
  });

  it('instalments always add up to the total and differ by at most one centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 48 }), (total, n) => {
        const parts = splitInstalments(total, n);
        return (
          parts.length === n &&
          parts.reduce((a, b) => a + b, 0) === total &&
          Math.max(...parts) - Math.min(...parts) <= 1
        );
      }),
    );
  });

  it.each([0, -1, 1.5])('refuses %s instalments', (n) => {
    expect(() => splitInstalments(100, n)).toThrow(RangeError);
  });

  it('percentOf rounds to the centavo', () => {
    expect(percentOf(480000, 50)).toBe(240000);
    expect(percentOf(333, 50)).toBe(167);
    expect(percentOf(1000, 1.99)).toBe(20);
  });
});
