import { describe, expect, it } from 'vitest';
import { chargeOf, parseAmount, safeHttpUrl } from './money';

describe('finance money helpers', () => {
  it.each([
    ['480', 48_000],
    ['480,5', 48_050],
    ['1.234,56', 123_456],
    ['R$ 100,00', 10_000],
    ['  99,99 ', 9_999],
    ['abc', null],
    ['1,234', null],
    ['-100', null],
    ['', null],
  ])('spec A §5: the amount typed %j is %j centavos', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it('spec A §3: a parcel charges parcvalor − desconto + acréscimo + taxa, in centavos', () => {
    expect(chargeOf({ parcvalor: 480, parcdesconto: 10.5, parcacrescimo: 9.55, parctaxa: 3.5 })).toBe(48_255);
  });

  it('spec A §2: the contract PDF link is followed only when it is http(s)', () => {
    expect(safeHttpUrl('https://docs.exemplo.com.br/c.pdf')).toBe('https://docs.exemplo.com.br/c.pdf');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
