import type { AlbumPhotoWire } from '@portal/domain';

/** Thumbnail box when the answer gives no size (the ingest's longest side, decision 65). */
const DEFAULT_SIDE = 400;

/**
 * The thumbnails drawn with the grid, at the browser's priority: those boot.ts preloads on a page load (its
 * `THUMBNAILS_AHEAD`, a phone's first row), the page's largest paint among them. Lazy and decoded apart
 * (`async`), they were drawn a frame or more after the rest of the page, and what started in between counted
 * for the largest paint; preloaded, they are in memory when the grid renders. The others stay lazy and ask
 * low: a low-priority image is not one the largest paint is estimated to wait on (decision 157).
 */
export const URGENT_THUMBNAILS = 2;

function Thumb({ photo, label, urgent }: { photo: AlbumPhotoWire; label: string; urgent: boolean }) {
  return (
    <img
      src={photo.caminho}
      alt={label}
      width={photo.largura ?? DEFAULT_SIDE}
      height={photo.altura ?? DEFAULT_SIDE}
      loading={urgent ? undefined : 'lazy'}
      decoding={urgent ? 'sync' : 'async'}
      fetchPriority={urgent ? undefined : 'low'}
      draggable={false}
    />
  );
}

/**
 * One album page's thumbnails (spec B §2.8): lazy past the first row, each in a square box sized by the grid
 * (CLS 0). A student who may order opens the photo's menu with a click or the keyboard; anyone else only
 * looks.
 */
export function PhotoGrid({
  photos,
  firstNumber,
  busy = false,
  onPick,
}: {
  photos: readonly AlbumPhotoWire[];
  firstNumber: number;
  /** The previous page, shown while the next one loads. */
  busy?: boolean;
  onPick: ((photo: AlbumPhotoWire) => void) | null;
}) {
  return (
    <ul className="album-grid" aria-busy={busy || undefined}>
      {photos.map((photo, index) => {
        const label = `Foto ${firstNumber + index}`;
        const urgent = index < URGENT_THUMBNAILS;
        return (
          <li key={photo.id}>
            {onPick ? (
              <button
                type="button"
                className="album-photo"
                aria-haspopup="dialog"
                onClick={() => onPick(photo)}
              >
                <Thumb photo={photo} label={label} urgent={urgent} />
              </button>
            ) : (
              <span className="album-photo">
                <Thumb photo={photo} label={label} urgent={urgent} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
