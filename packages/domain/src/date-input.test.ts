import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDateInput } from './date-input';
import { todayInSaoPaulo } from './dates';

afterEach(() => {
  vi.useRealTimers();
});

describe('parseDateInput (decision 133: a typed date is a calendar date in America/Sao_Paulo)', () => {
  it.each([
    ['2027-02-01', '2027-02-01'],
    ['01/02/2027', '2027-02-01'],
    ['1/2/2027', '2027-02-01'],
    ['01-02-2027', '2027-02-01'],
    ['01.02.2027', '2027-02-01'],
    ['01022027', '2027-02-01'],
    ['2027/2/1', '2027-02-01'],
    ['  01/02/2027 ', '2027-02-01'],
    ['29/02/2028', '2028-02-29'],
  ])('decision 133: %s is %s', (typed, expected) => {
    expect(parseDateInput(typed)).toBe(expected);
  });

  it.each(['', '31/02/2027', '2027-13-01', '01/02/27', '2027-02', 'amanhã', '29/02/2027'])(
    'decision 133: %j is no date',
    (typed) => {
      expect(parseDateInput(typed)).toBeNull();
    },
  );

  it('decision 133: at 00:00 UTC (21:00 of the day before in São Paulo) the ISO and dd/mm/yyyy forms save the same day', () => {
    vi.useFakeTimers({ now: new Date('2027-02-01T00:00:00Z'), toFake: ['Date'] });
    expect(todayInSaoPaulo(new Date())).toBe('2027-01-31');
    expect(parseDateInput('2027-02-01')).toBe('2027-02-01');
    expect(parseDateInput('01/02/2027')).toBe(parseDateInput('2027-02-01'));
  });
});
