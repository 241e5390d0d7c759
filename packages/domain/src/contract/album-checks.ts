// The album's first answer checked by hand (decision 142): GET /eventos/album/{id} is what the album page
// paints its largest image from, and checking it with zod would put zod and every schema on the album's
// first paint, as it was for the home (decisions 42, 109). Zod-free: only the type comes from the schema,
// and album-checks.test.ts holds the check to albumPhotoListSchema.
import type { AnswerCheck } from './home-checks';
import type { AlbumPhotoWire } from './shop';

// As contract/common.ts (INT4_MAX), repeated here to keep that zod module out of this one.
const INT4_MAX = 2_147_483_647;
const PATH_MAX = 500;

const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= INT4_MAX;
const isPath = (v: unknown) => typeof v === 'string' && v.length <= PATH_MAX;
const isSide = (v: unknown) => v === undefined || (Number.isSafeInteger(v) && (v as number) > 0);

function isAlbumPhoto(value: unknown): value is AlbumPhotoWire {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const photo = value as Record<string, unknown>;
  return (
    isId(photo.id) &&
    isPath(photo.caminho) &&
    typeof photo.ignorarCreditos === 'boolean' &&
    (photo.previa === undefined || isPath(photo.previa)) &&
    isSide(photo.largura) &&
    isSide(photo.altura)
  );
}

/** GET /api/eventos/album/{id}: one page of album photos, as albumPhotoListSchema. */
export const albumPhotosCheck: AnswerCheck<AlbumPhotoWire[]> = {
  parse(data: unknown): AlbumPhotoWire[] {
    if (!Array.isArray(data) || !data.every(isAlbumPhoto)) {
      throw new TypeError('album photos: an answer off the contract');
    }
    // Only the contract's fields, as the schema's parse keeps them.
    return data.map(({ id, caminho, ignorarCreditos, previa, largura, altura }: AlbumPhotoWire) => ({
      id,
      caminho,
      ignorarCreditos,
      ...(previa === undefined ? {} : { previa }),
      ...(largura === undefined ? {} : { largura }),
      ...(altura === undefined ? {} : { altura }),
    }));
  },
};
