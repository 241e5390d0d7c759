import {
  type AlbumPhotoWire,
  albumPageCount,
  complementaryWindowOpen,
  normalisePageSize,
  todayInSaoPaulo,
  visibleMeasures,
} from '@portal/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button, buttonClass } from '../../../components/button';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
// Not the cart's barrel: its store checks the saved lines with zod, which the album's first paint skips.
import { useShopSession } from '../../../lib/cart/shop-session';
import { APP_NAME } from '../../../lib/config';
import { formatDate } from '../../../lib/format';
import { LOCAL_FLAGS } from '../../../lib/local-flags';
import { useReturnFocus } from '../../../lib/return-focus';
import { useSessionUser } from '../../../lib/session';
import { useGuidedTour } from '../../../lib/tour';
import { useAlbumEvent } from '../api/album-event';
import { useAlbumPage } from '../api/album-photos';
import { useMeasures } from '../api/measures';
import { PageTabs } from '../components/page-tabs';
import { PhotoGrid } from '../components/photo-grid';
import { ALBUM_TOUR_STEPS } from '../lib/album-tour';
import { useCopyGuard } from '../lib/copy-guard';
import { useMenuIntent } from '../lib/menu-intent';
import '../album.css';

// The photo's menu (its cart, complementary choices and zod checks) loads when the student reaches for a
// photo, not with the album's first paint (decision 142).
const loadPhotoMenu = () => import('../components/photo-menu');
const PhotoMenu = lazy(() => loadPhotoMenu().then((m) => ({ default: m.PhotoMenu })));

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** /album/{eventId}/{pageSize}/{page} (spec B §2.8). */
function AlbumPage() {
  const params = useParams();
  const eventId = positiveInt(params.id) ?? 0;
  const pageSize = normalisePageSize(params.pageSize);
  const page = positiveInt(params.page) ?? 1;
  const album = useAlbumPage(eventId, pageSize, page);
  const shop = useShopSession();
  // Face search is the student's own (decision 139): not offered while an administrator acts as them.
  const ownSession = useSessionUser()?.role === 'student';
  const canOrder = shop.permissions.cart;
  // Asked when the student reaches for a photo: the first paint waits for neither the call nor its schema.
  const [menuWanted, wantMenu] = useMenuIntent(canOrder && album.isSuccess);
  const measures = useMeasures(canOrder && menuWanted);
  const [selected, setSelected] = useState<{ photo: AlbumPhotoWire; label: string } | null>(null);
  const focus = useReturnFocus();
  useCopyGuard();
  const photos = album.data?.photos ?? [];
  const event = useAlbumEvent(eventId, album.isSuccess);
  // The event's name and date once known (decision 134); the generic name until then.
  const title = event ? `${event.evnome} · ${formatDate(event.evdata)}` : 'Álbum de fotos';
  const tour = useGuidedTour(ALBUM_TOUR_STEPS, {
    firstVisitFlag: LOCAL_FLAGS.tourAlbum,
    ready: album.isSuccess && photos.length > 0,
  });

  useEffect(() => {
    if (menuWanted) void loadPhotoMenu();
  }, [menuWanted]);

  useEffect(() => {
    // spec B §8: an album that fails to load is only logged.
    if (album.isError) console.error('album not loaded', album.error);
  }, [album.isError, album.error]);

  const total = album.data?.total ?? 0;
  const count = albumPageCount(total, pageSize);
  if (album.isSuccess && count > 0 && page > count) {
    return <Navigate to={paths.album(eventId, count, pageSize)} replace />;
  }

  const deadline = shop.cadastro?.AlFormDados.FormLimiteComplementares ?? null;
  const open = complementaryWindowOpen({ enabled: deadline !== null, deadline }, todayInSaoPaulo(new Date()));
  // While another page loads, the page on screen keeps its own numbers and cannot be ordered from: a
  // photo picked then would be named, and added, as a photo of the page being loaded.
  const loadingPage = album.isPlaceholderData;
  const firstNumber = ((album.data?.page ?? page) - 1) * pageSize + 1;

  return (
    <>
      <title>{`${title} · ${APP_NAME}`}</title>
      <div className="album-header">
        <h1 className="page-title">{title}</h1>
        {ownSession && (
          <Link className={buttonClass('secondary')} to={paths.faceSearch}>
            Encontre suas fotos
          </Link>
        )}
        <Button variant="secondary" className="album-help" onClick={tour.open}>
          Ajuda
        </Button>
      </div>
      {album.isPending ? (
        <div className="skeleton album-skeleton" role="status">
          <span className="visually-hidden">Carregando fotos…</span>
        </div>
      ) : album.isError && photos.length === 0 ? (
        // The API says why (no contract, the minimum not paid, spec A §5): that, not an empty album.
        <Banner tone={isApiError(album.error, 'FORBIDDEN') ? 'warning' : 'error'}>
          <p>{errorText(album.error)}</p>
        </Banner>
      ) : photos.length === 0 ? (
        <p className="empty">Nenhuma foto neste álbum.</p>
      ) : (
        <>
          <p className="muted album-count">
            {total === 1 ? '1 foto' : `${total} fotos`} · página {page} de {count}
          </p>
          <PageTabs eventId={eventId} pageSize={pageSize} page={page} count={count} />
          <PhotoGrid
            photos={photos}
            firstNumber={firstNumber}
            busy={loadingPage}
            onPick={
              canOrder && !loadingPage
                ? (photo) => {
                    focus.remember();
                    wantMenu();
                    setSelected({ photo, label: `Foto ${firstNumber + photos.indexOf(photo)}` });
                  }
                : null
            }
          />
          <PageTabs eventId={eventId} pageSize={pageSize} page={page} count={count} />
        </>
      )}
      {/* The menu opens once its measures are known (or their call failed): never an empty list meanwhile. */}
      {selected && !measures.isPending && (
        <Suspense fallback={null}>
          <PhotoMenu
            photo={selected.photo}
            label={selected.label}
            eventId={eventId}
            measures={visibleMeasures(measures.data ?? [], {
              allDigitalFree: shop.cadastro?.AlFormDados.FormTodas === 1,
              creditsIgnored:
                selected.photo.ignorarCreditos || shop.credits.guest || shop.credits.ignoreCredits,
              complementaryOpen: open,
            })}
            shop={shop}
            downloadable={
              shop.cadastro?.AlFormDados.FormTodas === 1 &&
              !selected.photo.ignorarCreditos &&
              !shop.credits.guest &&
              !shop.credits.ignoreCredits
            }
            complementaryDeadline={open ? deadline : null}
            onClose={() => {
              setSelected(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export const Component = AlbumPage;
