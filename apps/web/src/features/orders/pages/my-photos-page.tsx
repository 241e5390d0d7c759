import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { formatDate } from '../../../lib/format';
import { registrationOwner } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import { myPhotosQuery } from '../api/orders';
import { saveOrderZip } from '../lib/download';
import { myPhotoNames } from '../lib/photo-names';
import '../orders.css';

const TITLE = 'Minhas fotos';

/**
 * Minhas fotos (decision 78): every photo bought, across paid or free orders, in one place while the class's
 * media are kept (spec A §1: 120 days after the ceremony), with that last day shown and a zip of all.
 */
function MyPhotosPage() {
  const owner = registrationOwner(useSessionUser());
  const query = useQuery(myPhotosQuery(owner));
  const [busy, setBusy] = useState(false);
  const names = useMemo(() => myPhotoNames(query.data?.fotos ?? []), [query.data]);
  return (
    <>
      <title>{`${TITLE} · ${APP_NAME}`}</title>
      <h1 className="page-title">{TITLE}</h1>
      {query.isPending ? (
        <Spinner label="Carregando suas fotos" />
      ) : query.isError ? (
        <Banner tone="error" role="alert">
          <p>{errorText(query.error)}</p>
        </Banner>
      ) : (
        <section className="stack" aria-label="Fotos compradas">
          {query.data.retencao && (
            <p>
              Suas fotos ficam disponíveis para download até{' '}
              <strong>{formatDate(query.data.retencao)}</strong>.
            </p>
          )}
          {query.data.fotos.length === 0 ? (
            <p className="empty">Você ainda não tem fotos compradas para baixar.</p>
          ) : (
            <>
              <div className="actions">
                <Button
                  loading={busy}
                  onClick={() => {
                    setBusy(true);
                    void saveOrderZip('todas').finally(() => setBusy(false));
                  }}
                >
                  Baixar todas (zip)
                </Button>
              </div>
              <ul className="my-photos">
                {query.data.fotos.map((f) => (
                  <li key={`${f.pedId}-${f.evento}-${f.id}`}>
                    <img src={f.caminho} alt="" loading="lazy" width={160} height={160} />
                    <span>
                      {names.get(f)} · Pedido nº {f.pedId}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}

export const Component = MyPhotosPage;
