import { describe, expect, it } from 'vitest';
import { mediaRetentionDate, sedexTableQuote } from './freight';

describe('Sedex table and media retention', () => {
  it('spec B §3 Sedex by distance to Porto Alegre (decision 77): nearer costs less', () => {
    const poa = sedexTableQuote('90010000', 1)!;
    const rs = sedexTableQuote('96010000', 1)!;
    const sp = sedexTableQuote('01310100', 1)!;
    const north = sedexTableQuote('69005000', 1)!;
    expect(poa.valor).toBe(2290);
    expect(poa.valor).toBeLessThan(rs.valor);
    expect(rs.valor).toBeLessThan(sp.valor);
    expect(sp.valor).toBeLessThan(north.valor);
  });

  it('decision 77: each further unit adds its band price, capped at 20 extra units', () => {
    expect(sedexTableQuote('90010000', 3)!.valor).toBe(2290 + 2 * 100);
    expect(sedexTableQuote('90010000', 500)!.valor).toBe(2290 + 20 * 100);
    expect(sedexTableQuote('90010000', 0)!.valor).toBe(2290);
  });

  it('a CEP that is not 8 digits or names no region has no quote', () => {
    expect(sedexTableQuote('9001000', 1)).toBeNull();
    expect(sedexTableQuote('00000000', 1)).toBeNull();
    expect(sedexTableQuote('abcdefgh', 1)).toBeNull();
  });

  it('spec A §1: bought photos are kept 120 days after the ceremony', () => {
    expect(mediaRetentionDate('2027-01-30')).toBe('2027-05-30');
    expect(mediaRetentionDate(null)).toBeNull();
  });
});
