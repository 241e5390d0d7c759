import type { AlbumPhotoWire } from '@portal/domain';

/** Thumbnail box when the answer gives no size (the ingest's longest side, decision 65). */
const DEFAULT_SIDE = 400;

function Thumb({ photo, label }: { photo: AlbumPhotoWire; label: string }) {
  return (
    <img
      src={photo.caminho}
      alt={label}
      width={photo.largura ?? DEFAULT_SIDE}
      height={photo.altura ?? DEFAULT_SIDE}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}

/**
 * One album page's thumbnails (spec B §2.8): lazy, each in a square box sized by the grid (CLS 0). A
 * student who may order opens the photo's menu with a click or the keyboard; anyone else only looks.
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
        return (
          <li key={photo.id}>
            {onPick ? (
              <button
                type="button"
                className="album-photo"
                aria-haspopup="dialog"
                onClick={() => onPick(photo)}
              >
                <Thumb photo={photo} label={label} />
              </button>
            ) : (
              <span className="album-photo">
                <Thumb photo={photo} label={label} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
