import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  descriptorDistance,
  type FaceCandidate,
  rankPhotoMatches,
  SELFIE_MIN_FACE_PX,
  selfieVerdict,
  sniffSelfieType,
} from './search';

const box = (side: number) => ({ x: 0, y: 0, width: side, height: side });
const vec = (...xs: number[]) => Float32Array.from(xs);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('selfie checks (decision 139)', () => {
  it('decision 139: a selfie is sniffed by its bytes: JPEG, PNG and WebP only', () => {
    expect(sniffSelfieType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffSelfieType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    const webp = ascii('RIFF\0\0\0\0WEBPVP8 ');
    expect(sniffSelfieType(webp)).toBe('image/webp');
    expect(sniffSelfieType(ascii('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffSelfieType(ascii('%PDF-1.7'))).toBeNull();
    expect(sniffSelfieType(new Uint8Array())).toBeNull();
  });

  it('decision 139: no face, only small faces, several large faces, or the one face to search with', () => {
    const big = { box: box(SELFIE_MIN_FACE_PX) };
    const small = { box: box(SELFIE_MIN_FACE_PX - 1) };
    expect(selfieVerdict([])).toEqual({ kind: 'noFace' });
    expect(selfieVerdict([small])).toEqual({ kind: 'tooSmall' });
    expect(selfieVerdict([big, { box: box(200) }])).toEqual({ kind: 'severalFaces' });
    // Small faces in the background do not make a selfie "several faces".
    expect(selfieVerdict([small, big, small])).toEqual({ kind: 'ok', face: big });
  });
});

describe('ranking (decision 139)', () => {
  it('decision 139: photos within the threshold, closest first, each photo once at its closest face', () => {
    const faces: FaceCandidate[] = [
      { photoId: 1, eventId: 10, descriptor: vec(0.5, 0) },
      { photoId: 2, eventId: 10, descriptor: vec(0.1, 0) },
      { photoId: 2, eventId: 10, descriptor: vec(0.3, 0) },
      { photoId: 3, eventId: 11, descriptor: vec(0.7, 0) },
      { photoId: 4, eventId: 11, descriptor: vec(0, 0.2) },
    ];
    const ranked = rankPhotoMatches(vec(0, 0), faces, 0.6);
    expect(ranked.map((m) => m.photoId)).toEqual([2, 4, 1]);
    expect(ranked[0]).toMatchObject({ photoId: 2, eventId: 10 });
    expect(ranked[0]!.distance).toBeCloseTo(0.1, 5);
  });

  it('decision 139: a face exactly at the threshold matches; a descriptor of another length never does', () => {
    expect(
      rankPhotoMatches(vec(0, 0), [{ photoId: 1, eventId: 1, descriptor: vec(0.5, 0) }], 0.5),
    ).toHaveLength(1);
    expect(rankPhotoMatches(vec(0, 0), [{ photoId: 1, eventId: 1, descriptor: vec(0) }], 9)).toEqual([]);
  });

  it('decision 139: the ranking agrees with a plain distance over every face (property)', () => {
    const descriptor = fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(
        descriptor,
        fc.array(fc.record({ photoId: fc.integer({ min: 1, max: 8 }), descriptor }), { maxLength: 30 }),
        fc.float({ min: 0, max: 3, noNaN: true }),
        (query, rows, threshold) => {
          const faces = rows.map((r) => ({ photoId: r.photoId, eventId: 1, descriptor: r.descriptor }));
          const ranked = rankPhotoMatches(query, faces, threshold);
          const expected = new Map<number, number>();
          for (const f of faces) {
            const d = descriptorDistance(query, f.descriptor);
            if (d <= threshold) expected.set(f.photoId, Math.min(d, expected.get(f.photoId) ?? Infinity));
          }
          expect(new Set(ranked.map((m) => m.photoId))).toEqual(new Set(expected.keys()));
          for (const m of ranked) expect(m.distance).toBeCloseTo(expected.get(m.photoId)!, 5);
          for (let i = 1; i < ranked.length; i++)
            expect(ranked[i]!.distance).toBeGreaterThanOrEqual(ranked[i - 1]!.distance);
        },
      ),
    );
  });
});
