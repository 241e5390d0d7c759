import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDateBR, isIsoDate, monthsBetween, todayInSaoPaulo } from './dates';

describe('business dates in America/Sao_Paulo (DESIGN §3)', () => {
  it.each([
    ['2026-11-22T02:59:00Z', '2026-11-21'], // 23:59 in São Paulo (UTC−3)
    ['2026-11-22T03:00:00Z', '2026-11-22'],
    ['2027-01-01T02:30:00Z', '2026-12-31'],
    ['2026-03-01T02:00:00Z', '2026-02-28'],
  ])('the instant %s is %s in São Paulo', (instant, date) => {
    expect(todayInSaoPaulo(new Date(instant))).toBe(date);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2027-01-30', -60, '2026-12-01'],
  ])('addDays(%s, %s) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('daysBetween counts calendar days in both directions', () => {
    expect(daysBetween('2026-11-22', '2027-01-30')).toBe(69);
    expect(daysBetween('2027-01-30', '2026-11-22')).toBe(-69);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it.each([
    ['2026-11-22', '2027-01-22', 2],
    ['2026-11-22', '2027-01-21', 1],
    ['2026-01-31', '2026-02-28', 0],
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-10-22', -1],
  ])('monthsBetween(%s, %s) = %s', (a, b, n) => {
    expect(monthsBetween(a, b)).toBe(n);
  });

  it.each([
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-04-31', false],
  ])('isIsoDate(%s) = %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it('refuses arithmetic on a value that is not a date', () => {
    expect(() => addDays('30/01/2027', 1)).toThrow(RangeError);
  });

  it('formats dates as Brazilians read them', () => {
    expect(formatDateBR('2027-01-30')).toBe('30/01/2027');
  });
});
