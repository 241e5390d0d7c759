import { describe, expect, it } from 'vitest';
import { COMPLEMENTARY_MEASURE } from '../../../lib/tour-words';
import { HOW_TO_SELECT_STEPS } from './how-to-select-tour';

describe("'Como selecionar?' (spec B §2.9)", () => {
  it("decision 134: names the complementary measure as the album's menu does, 'Foto complementar'", () => {
    const text = HOW_TO_SELECT_STEPS.map((step) => step.description).join(' ');
    expect(COMPLEMENTARY_MEASURE).toBe('Foto complementar');
    expect(text).toContain('a medida <strong>Foto complementar</strong>');
    expect(text).not.toMatch(/<strong>Complementar<\/strong>/);
  });
});
