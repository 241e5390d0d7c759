import { describe, expect, it } from 'vitest';
import { agreement, median, spread, table, verdict } from './judge.mjs';
import { pairedFigure, pairedRounds } from './paired.mjs';

describe('decision 135: the bench judges a goal on the median of paired rounds', () => {
  it('median of an odd and an even count, ignoring what is not a number', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 2])).toBe(2);
    expect(median([])).toBeNaN();
    expect(spread([3, 9, 1, 5, 7])).toEqual({ min: 1, median: 5, max: 9 });
  });

  it('one disturbed round moves neither median, so the goal holds on the medians', () => {
    const portal = [{ rps: 700 }, { rps: 720 }, { rps: 150 }, { rps: 710 }, { rps: 690 }];
    const baseline = [{ rps: 1000 }, { rps: 990 }, { rps: 1010 }, { rps: 400 }, { rps: 1000 }];
    const f = pairedFigure(portal, baseline, { of: 'rps', metric: 'x', goal: { ratio: { min: 0.7 } } });
    expect(f.value).toBe(700);
    expect(f.baseline).toBe(1000);
    expect(f.spread.portal).toEqual({ min: 150, median: 700, max: 720 });
    expect(verdict(f)).toBe('met');
    expect(verdict({ ...f, value: 690 })).toBe('missed');
  });

  it('a p99 goal is a ratio to the bare route p99 in the same run: ≤ 1.5×', () => {
    const goal = { ratio: { max: 1.5 } };
    expect(verdict({ metric: 'p99', value: 120, baseline: 82, goal })).toBe('met');
    expect(verdict({ metric: 'p99', value: 124, baseline: 82, goal })).toBe('missed');
    expect(verdict({ metric: 'p99', value: 40, baseline: 0, goal })).toBe('missed');
  });

  it('a figure without a goal is information, never a miss', () => {
    expect(verdict({ metric: 'cpu', value: 3, baseline: 1 })).toBe('info');
  });

  it('repeated runs agree only when every run met (or every run missed) the goal', () => {
    expect(agreement(['met', 'met', 'met'])).toBe('met');
    expect(agreement(['missed', 'missed', 'missed'])).toBe('missed');
    expect(agreement(['met', 'missed', 'met'])).toBe('disagree');
    expect(agreement(['info', 'info'])).toBe('info');
  });

  it('the table prints min / median / max of both sides and the median ratio', () => {
    const f = pairedFigure([{ t: 1 }, { t: 2 }, { t: 3 }], [{ t: 2 }, { t: 4 }, { t: 6 }], {
      of: 't',
      metric: 'figure x',
      unit: 'ms',
      digits: 0,
      goal: { ratio: { max: 1.5 } },
    });
    const text = table([f]);
    expect(text).toContain('portal min / median / max');
    expect(text).toContain('1 / 2 / 3 ms');
    expect(text).toContain('2 / 4 / 6 ms');
    expect(text).toContain('0.50×');
    expect(text).toContain('met');
  });

  it('rounds are interleaved, the first side alternating, after uncounted warm-up rounds of each', async () => {
    const calls: string[] = [];
    const side = (name: string) => async (round: number) => {
      calls.push(`${name}${round}`);
      return { round };
    };
    const out = await pairedRounds({ portal: side('p'), baseline: side('b'), rounds: 3, warmup: 1 });
    expect(calls).toEqual(['p-1', 'b-1', 'p0', 'b0', 'b1', 'p1', 'p2', 'b2']);
    expect(out.portal.map((m: { round: number }) => m.round)).toEqual([0, 1, 2]);
    expect(out.baseline).toHaveLength(3);
  });
});
