import { describe, expect, it } from 'vitest';
import { PRODUCT_TOUR_STEPS } from './product-tour';

describe('products tour (spec B §2.11)', () => {
  it("decision 134: names the complementary measure as the album's menu does, 'Foto complementar'", () => {
    const text = PRODUCT_TOUR_STEPS.map((step) => step.description).join(' ');
    expect(text).toContain('escolha “Foto complementar”');
    expect(text).not.toContain('“Complementar”');
  });
});
