import { describe, expect, it } from 'vitest';
import { eventsMediaGate } from './media-gate';

describe('event media gate', () => {
  it.each([
    // [settled, contract, minimum %, allowed, paid %]
    [150_000, 300_000, 50, true, 50],
    [149_999, 300_000, 50, false, 49.99],
    [300_000, 300_000, 100, true, 100],
    [299_999, 300_000, 100, false, 99.99],
    [0, 300_000, 0, true, 0],
    [1, 3, 33.33, true, 33.33],
    [1, 3, 33.34, false, 33.33],
    [0, 0, 50, true, 100],
  ] as const)(
    'spec A §5: %i of %i with minimum %i%% → allowed %s',
    (settled, total, minimum, allowed, percent) => {
      const gate = eventsMediaGate(settled, total, minimum);
      expect(gate.allowed).toBe(allowed);
      expect(gate.paidPercent).toBe(percent);
    },
  );

  it('decision 37: no contract at all has paid no share: refused unless the graduation sets no minimum', () => {
    expect(eventsMediaGate(0, null, 50)).toEqual({
      allowed: false,
      paidPercent: 0,
      message: 'Os eventos que realizamos ficam disponíveis para quem tem contrato com a produtora.',
    });
    expect(eventsMediaGate(0, null, 0).allowed).toBe(true);
    // A contract worth nothing is still a contract with nothing left to pay.
    expect(eventsMediaGate(0, 0, 50).allowed).toBe(true);
  });

  it('spec A §5: the refusal names FormMinimoPago', () => {
    expect(eventsMediaGate(0, 100, 50).message).toBe(
      'Para ter acesso aos eventos que realizamos você precisa ter quitado ao menos 50% do valor de seu contrato.',
    );
    expect(eventsMediaGate(100, 100, 50).message).toBeNull();
  });
});
