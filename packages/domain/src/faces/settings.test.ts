import { describe, expect, it } from 'vitest';
import {
  FACE_MATCH_THRESHOLD_DEFAULT,
  FACE_MATCH_THRESHOLD_MAX,
  FACE_MATCH_THRESHOLD_MIN,
  faceSearchSettingsBodySchema,
  faceSettingsMessages,
} from './settings';

describe("the producer's face-search settings (decision 138)", () => {
  it('decision 138: the default threshold lies inside the allowed range, both ends included', () => {
    expect(FACE_MATCH_THRESHOLD_DEFAULT).toBeGreaterThan(FACE_MATCH_THRESHOLD_MIN);
    expect(FACE_MATCH_THRESHOLD_DEFAULT).toBeLessThan(FACE_MATCH_THRESHOLD_MAX);
    for (const limite of [FACE_MATCH_THRESHOLD_MIN, FACE_MATCH_THRESHOLD_DEFAULT, FACE_MATCH_THRESHOLD_MAX])
      expect(faceSearchSettingsBodySchema.safeParse({ ativa: true, limite }).success).toBe(true);
  });

  it.each([0.29, 0.71, 2, -1, Number.NaN, '0.5', null])(
    'decision 138: a threshold of %s is refused with the range in pt-BR',
    (limite) => {
      const r = faceSearchSettingsBodySchema.safeParse({ ativa: true, limite });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(faceSettingsMessages.thresholdRange);
    },
  );

  it('decision 138: the range is said with a decimal comma', () => {
    expect(faceSettingsMessages.thresholdRange).toBe('O limite de semelhança deve estar entre 0,30 e 0,70.');
  });
});
