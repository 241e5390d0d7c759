import { measureFromWire } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { MEASURES_WIRE, PRODUCER_SIZES_WIRE, photoLine } from '../../../test/shop.fixtures';
import { creditsLeft } from './credits-left';

const credits = { digital: 2, printed: 3, downImpressas: 0, guest: false, ignoreCredits: false };
const size = (slug: string, creditos?: number) => {
  const wire = [...MEASURES_WIRE, ...PRODUCER_SIZES_WIRE].find((m) => m.slug === slug)!;
  return { ...measureFromWire(wire), ...(creditos === undefined ? {} : { creditos }) };
};

describe('creditsLeft', () => {
  it("spec B §5.3, decision 116: a producer's printed '20x30' shares the printed pool with the 15x21s in the cart", () => {
    const cart = [photoLine(1, '15x21', 2)];
    expect(creditsLeft(size('20x30', 3), credits, cart, false)).toBe(1);
    expect(creditsLeft(size('20x30'), credits, cart, false)).toBe(1);
  });

  it('spec B §5.3, decision 116: a digital size named like paper takes digital credits, not printed ones', () => {
    expect(creditsLeft(size('arquivo-20x30'), credits, [photoLine(2, 'digital')], false)).toBe(1);
    expect(creditsLeft(size('arquivo-20x30'), { ...credits, digital: 0 }, [], false)).toBeNull();
  });

  it('spec B §5.3: a photo that ignores credits has none', () => {
    expect(creditsLeft(size('20x30', 3), credits, [], true)).toBeNull();
  });
});
