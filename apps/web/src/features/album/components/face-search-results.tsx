import {
  type AlbumPhotoWire,
  complementaryWindowOpen,
  type FaceSearchPhoto,
  faceSearchMessages,
  todayInSaoPaulo,
  visibleMeasures,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useShopSession } from '../../../lib/cart';
import { useReturnFocus } from '../../../lib/return-focus';
import { useMeasures } from '../api/measures';
import { PhotoGrid } from './photo-grid';
import { PhotoMenu } from './photo-menu';

/**
 * The photos a selfie found, best first, with the album's photo menu (decision 139): order, complementary,
 * single download where allowed, each photo ordered as a photo of its own event.
 */
export function FaceSearchResults({ photos }: { photos: readonly FaceSearchPhoto[] }) {
  const shop = useShopSession();
  const canOrder = shop.permissions.cart;
  const measures = useMeasures(canOrder);
  const focus = useReturnFocus();
  const [selected, setSelected] = useState<{ photo: FaceSearchPhoto; label: string } | null>(null);
  const byId = useMemo(() => new Map(photos.map((p) => [p.id, p])), [photos]);

  if (photos.length === 0) return <p className="empty">{faceSearchMessages.noMatches}</p>;

  const deadline = shop.cadastro?.AlFormDados.FormLimiteComplementares ?? null;
  const open = complementaryWindowOpen({ enabled: deadline !== null, deadline }, todayInSaoPaulo(new Date()));
  const freeDigital =
    shop.cadastro?.AlFormDados.FormTodas === 1 && !shop.credits.guest && !shop.credits.ignoreCredits;
  return (
    <>
      <p className="muted album-count" role="status">
        {photos.length === 1 ? 'Encontramos você em 1 foto.' : `Encontramos você em ${photos.length} fotos.`}
      </p>
      <PhotoGrid
        photos={photos}
        firstNumber={1}
        onPick={
          canOrder
            ? (photo: AlbumPhotoWire) => {
                const found = byId.get(photo.id);
                if (!found) return;
                focus.remember();
                setSelected({ photo: found, label: `Foto ${photos.indexOf(found) + 1}` });
              }
            : null
        }
      />
      {selected && (
        <PhotoMenu
          photo={selected.photo}
          label={selected.label}
          eventId={selected.photo.evento}
          measures={visibleMeasures(measures.data ?? [], {
            allDigitalFree: shop.cadastro?.AlFormDados.FormTodas === 1,
            creditsIgnored:
              selected.photo.ignorarCreditos || shop.credits.guest || shop.credits.ignoreCredits,
            complementaryOpen: open,
          })}
          shop={shop}
          downloadable={freeDigital && !selected.photo.ignorarCreditos}
          complementaryDeadline={open ? deadline : null}
          onClose={() => {
            setSelected(null);
            focus.restore();
          }}
        />
      )}
    </>
  );
}
