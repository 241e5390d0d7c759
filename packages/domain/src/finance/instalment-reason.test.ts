import { describe, expect, it } from 'vitest';
import { instalmentLimitReason, instalmentMinimumReason } from './instalment-reason';
import { maxInstalments } from './instalments';

describe('card instalment reason (decision 129)', () => {
  it('decision 129: only 1x because the card limit date is under two months away, and the text says so', () => {
    const terms = { FormLimiteCartao: '2026-12-20' };
    const settings = { cardMaxInstalments: 4 };
    expect(maxInstalments('2026-11-26', terms, settings)).toBe(1);
    expect(instalmentLimitReason('2026-11-26', terms, settings)).toBe(
      'No cartão, só em 1x: as parcelas do cartão precisam terminar até 20/12/2026, data-limite desta formatura.',
    );
  });

  it('decision 129: a limit date past the producer maximum names the maximum', () => {
    const reason = instalmentLimitReason(
      '2026-01-10',
      { FormLimiteCartao: '2027-01-10' },
      { cardMaxInstalments: 4 },
    );
    expect(reason).toBe('No cartão, até 4x: é o máximo de parcelas que a produtora oferece.');
  });

  it('decision 129: a limit date binding at 3 names the date; a limit date already gone still says 1x', () => {
    const settings = { cardMaxInstalments: 4 };
    expect(instalmentLimitReason('2026-01-10', { FormLimiteCartao: '2026-04-15' }, settings)).toContain(
      'até 3x',
    );
    expect(instalmentLimitReason('2026-05-10', { FormLimiteCartao: '2026-04-15' }, settings)).toContain(
      'só em 1x',
    );
  });

  it('decision 129: no limit date and a cap of 1 says the producer offers no instalments', () => {
    expect(instalmentLimitReason('2026-01-10', { FormLimiteCartao: null }, { cardMaxInstalments: 1 })).toBe(
      'No cartão, só em 1x: a produtora não oferece parcelamento.',
    );
  });

  it('spec A §5: the note for options below the minimum names the minimum in reais', () => {
    expect(instalmentMinimumReason(10_000)).toContain('R$ 100,00');
  });
});
