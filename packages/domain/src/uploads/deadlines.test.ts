import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../messages';
import {
  checkUploadDeletable,
  checkUploadEditable,
  deadlineExpiredMessage,
  type UploadDeadlineData,
  uploadLastDay,
  uploadScreenNotice,
  uploadWindow,
} from './deadlines';
import type { UploadType } from './types';

const dados = (over: Partial<UploadDeadlineData> = {}): UploadDeadlineData => ({
  FormData: '2026-03-20',
  FormLimiteEntrega: -60,
  FormLimiteComplementares: '2026-02-28',
  ...over,
});

describe('uploadLastDay', () => {
  it.each([
    ['spec A §9: formatura = event + FormLimiteEntrega − 1', 'formatura', dados(), '2026-01-18'],
    ['spec A §9: individual = event + FormLimiteEntrega − 1', 'individual', dados(), '2026-01-18'],
    [
      'spec A §9: offset 0 ends the day before the ceremony',
      'individual',
      dados({ FormLimiteEntrega: 0 }),
      '2026-03-19',
    ],
    [
      'spec A §9: across a month end',
      'formatura',
      dados({ FormData: '2026-03-01', FormLimiteEntrega: 0 }),
      '2026-02-28',
    ],
    [
      'spec A §9: across a leap month end',
      'formatura',
      dados({ FormData: '2028-03-01', FormLimiteEntrega: 0 }),
      '2028-02-29',
    ],
    ['spec A §9: certificado = event + 14 days', 'certificado', dados(), '2026-04-03'],
    [
      'spec A §9: certificado across a year end',
      'certificado',
      dados({ FormData: '2026-12-20' }),
      '2027-01-03',
    ],
    ['spec A §9: complementar = FormLimiteComplementares', 'complementar', dados(), '2026-02-28'],
    [
      'spec A §3: a date with time is read by its day',
      'certificado',
      dados({ FormData: '2026-03-20T19:00:00' }),
      '2026-04-03',
    ],
    ['spec A §9: no event date yet → no deadline', 'individual', dados({ FormData: null }), null],
    [
      'spec A §9: no complementary date → no deadline',
      'complementar',
      dados({ FormLimiteComplementares: null }),
      null,
    ],
  ] as [string, UploadType, UploadDeadlineData, string | null][])('%s', (_name, tipo, d, expected) => {
    expect(uploadLastDay(tipo, d)).toBe(expected);
  });
});

describe('uploadWindow', () => {
  it.each([
    ['spec A §4: open on the last day', 'individual', '2026-01-18', true],
    ['spec A §4: closed the day after', 'individual', '2026-01-19', false],
    ['spec A §9: complementar open on its deadline (month end)', 'complementar', '2026-02-28', true],
    ['spec A §9: complementar closed one day after (1 March)', 'complementar', '2026-03-01', false],
    ['spec A §9: certificado open 14 days after the event', 'certificado', '2026-04-03', true],
    ['spec A §9: certificado closed on day 15', 'certificado', '2026-04-04', false],
  ] as [string, UploadType, string, boolean][])('%s', (_name, tipo, today, open) => {
    expect(uploadWindow(tipo, dados(), today).open).toBe(open);
  });

  it.each([
    ['spec A §4: no ceremony date yet keeps individual open', 'individual', true],
    ['spec A §2: complementar without its date is off', 'complementar', false],
  ] as [string, UploadType, boolean][])('%s', (_name, tipo, open) => {
    const none = dados({ FormData: null, FormLimiteComplementares: null });
    expect(uploadWindow(tipo, none, '2026-01-01')).toEqual({ open, lastDay: null });
  });
});

describe('deadline checks', () => {
  const closed = { open: false, lastDay: '2026-01-18' };
  const open = { open: true, lastDay: '2026-01-18' };

  it('spec A §8: the expired text names the last day', () => {
    expect(deadlineExpiredMessage('2026-01-18')).toBe(
      'Seu prazo para alteração dos conteúdos expirou em 18/01/2026.',
    );
    expect(deadlineExpiredMessage(null)).toBe('Seu prazo para alteração dos conteúdos expirou.');
  });

  it.each([
    ['spec A §4: editing while open', checkUploadEditable(open), { ok: true }],
    [
      'spec A §4: editing after the deadline',
      checkUploadEditable(closed),
      { ok: false, type: 'DEADLINE', error: deadlineExpiredMessage('2026-01-18') },
    ],
    ['spec A §8: deleting while open', checkUploadDeletable(open), { ok: true }],
    [
      'spec A §8: deleting after the deadline',
      checkUploadDeletable(closed),
      { ok: false, type: 'DEADLINE', error: uploadMessages.cannotDeleteAnymore },
    ],
  ])('%s', (_name, result, expected) => {
    expect(result).toEqual(expected);
  });

  it.each([
    ['spec A §8: expired wins', closed, 3, 3, deadlineExpiredMessage('2026-01-18')],
    ['spec A §8: all files uploaded', open, 3, 3, uploadMessages.allFilesUploaded],
    ['spec A §8: nothing to say', open, 1, 3, null],
  ])('%s', (_name, window, count, max, expected) => {
    expect(uploadScreenNotice(window, count, max)).toBe(expected);
  });
});
