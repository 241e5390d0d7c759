import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { albumPhotosCheck } from './album-checks';
import { albumPhotoListSchema } from './shop';

const verdict = (parse: (data: unknown) => unknown, data: unknown) => {
  try {
    return { ok: true, value: parse(data) };
  } catch {
    return { ok: false };
  }
};

const photo = {
  id: 7,
  caminho: '/api/midia/1/abc/fotos/1/t/7.jpg',
  ignorarCreditos: false,
  previa: '/api/midia/1/abc/fotos/1/p/7.jpg',
  largura: 400,
  altura: 267,
};

const SAMPLES: [string, unknown][] = [
  ['a page of photos', [photo, { id: 8, caminho: 'b', ignorarCreditos: true }]],
  ['an empty page', []],
  ['an extra field (dropped)', [{ ...photo, extra: 'x' }]],
  ['a negative id', [{ ...photo, id: -1 }]],
  ['an id past int4', [{ ...photo, id: 2_147_483_648 }]],
  ['a fractional id', [{ ...photo, id: 1.5 }]],
  ['a path past 500 characters', [{ ...photo, caminho: 'x'.repeat(501) }]],
  ['a null preview', [{ ...photo, previa: null }]],
  ['a zero width', [{ ...photo, largura: 0 }]],
  ['a string flag', [{ ...photo, ignorarCreditos: 'false' }]],
  ['no list', { ...photo }],
  ['null', null],
];

describe('decision 142: the album answer is checked without zod, as its schema would', () => {
  it.each(SAMPLES)('decision 142: %s: the check and albumPhotoListSchema agree', (_, data) => {
    expect(verdict((d) => albumPhotosCheck.parse(d), data)).toEqual(
      verdict((d) => albumPhotoListSchema.parse(d), data),
    );
  });

  it('decision 142: any generated answer: the check and the schema agree', () => {
    const value = fc.oneof(
      fc.integer({ min: -2, max: 2_147_483_649 }),
      fc.double(),
      fc.string({ maxLength: 520 }),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const anyPhoto = fc.record(
      { id: value, caminho: value, ignorarCreditos: value, previa: value, largura: value, altura: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(anyPhoto, { maxLength: 3 }), (data) => {
        expect(verdict((d) => albumPhotosCheck.parse(d), data)).toEqual(
          verdict((d) => albumPhotoListSchema.parse(d), data),
        );
      }),
      { numRuns: 500 },
    );
  });
});
