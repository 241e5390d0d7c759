import { describe, expect, it } from 'vitest';
import type { HashResponse } from '../contract/registration';
import { parseRegistrationLink } from './link-key';
import { isFull, needsVacancyCount, registrationGate, registrationResult } from './result';

const lookup = (limite: number): HashResponse => ({
  erro: false,
  limite,
  cursos: [{ id: 1, curso: 'Direito' }],
  formatura: 42,
  instituicoes: [{ InstNome: 'UFRGS', InstPolos: [] }],
  fdata: '2025-12-12',
  fhora: '19:30',
});
const ok = parseRegistrationLink('/sign/abc');

describe('vacancy rule', () => {
  it.each([
    [0, 0, false],
    [0, 9999, false],
    [100, 99, false],
    [100, 100, true],
    [100, 101, true],
    [1, 0, false],
  ])('spec B §4.6: limite %i with %i registered is full: %s', (limite, count, full) => {
    expect(isFull(limite, count)).toBe(full);
  });

  it.each([
    [lookup(0), false],
    [lookup(30), true],
    [{ erro: true } as const, false],
  ])('spec B §7: the count is fetched only when limite is not 0 (%j)', (answer, fetch) => {
    expect(needsVacancyCount(answer)).toBe(fetch);
  });
});

describe('registrationGate', () => {
  it.each([
    ['malformed link', parseRegistrationLink('/autocadastro'), lookup(0), null, 'nohash'],
    ['lookup failed', ok, null, null, 'nohash'],
    ['lookup answered erro', ok, { erro: true } as const, null, 'nohash'],
    ['unlimited', ok, lookup(0), null, 'form'],
    ['vacancies left', ok, lookup(30), 29, 'form'],
    ['no vacancy left', ok, lookup(30), 30, 'full'],
    ['count unknown', ok, lookup(30), null, 'form'],
  ] as const)('spec B §4.6: %s → %s', (_, link, answer, count, page) => {
    expect(registrationGate(link, answer, count)).toBe(page);
  });
});

describe('registrationResult', () => {
  it.each([
    ['created', 'success'],
    ['match', 'match'],
    ['full', 'full'],
  ] as const)('spec B §4.6: status %s goes to /%s', (status, page) => {
    expect(registrationResult(status)).toBe(page);
  });
});
