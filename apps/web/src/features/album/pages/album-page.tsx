import { APP_NAME } from '../../../lib/config';

/** /album/{id}/{pageSize}/{page} (spec B §2.8). The photo list call is not served yet: the empty album. */
function AlbumPage() {
  return (
    <>
      <title>{`Álbum de fotos · ${APP_NAME}`}</title>
      <h1 className="page-title">Álbum de fotos</h1>
      <p className="empty">Nenhuma foto neste álbum.</p>
    </>
  );
}

export const Component = AlbumPage;
