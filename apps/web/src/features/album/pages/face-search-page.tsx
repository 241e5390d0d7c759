import { type FaceSearchResult, faceSearchConsentText, faceSearchMessages as m } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { useSessionUser } from '../../../lib/session';
import { useFaceConsent, useFaceSearchState, useSelfieSearch } from '../api/face-search';
import { FaceSearchConsent } from '../components/face-search-consent';
import { FaceSearchResults } from '../components/face-search-results';
import { SelfiePicker } from '../components/selfie-picker';
import { useCopyGuard } from '../lib/copy-guard';
import '../album.css';

/** /encontre-suas-fotos (decision 139): consent, a selfie, and the class's photos the student appears in. */
function FaceSearchPage() {
  const user = useSessionUser();
  useCopyGuard();
  return (
    <>
      <title>{`${m.title} · ${APP_NAME}`}</title>
      <div className="album-header">
        <h1 className="page-title">{m.title}</h1>
        <Link to={paths.home}>Voltar ao início</Link>
      </div>
      {user?.role === 'admin' ? (
        // Consent to biometric data is the student's own (decision 139): not given while acting as them.
        <Banner tone="warning">
          <p>{m.ownFaceOnly}</p>
        </Banner>
      ) : (
        <FaceSearch />
      )}
    </>
  );
}

function FaceSearch() {
  const state = useFaceSearchState();
  const consent = useFaceConsent();
  const search = useSelfieSearch();
  const [result, setResult] = useState<FaceSearchResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (state.isPending) {
    return (
      <div className="skeleton album-skeleton" role="status">
        <span className="visually-hidden">Carregando…</span>
      </div>
    );
  }
  if (state.isError) {
    return (
      <Banner tone="warning">
        <p>{errorText(state.error)}</p>
      </Banner>
    );
  }
  const { ativa, consentimento, versaoAtual, avisar } = state.data;
  if (!ativa) {
    return (
      <Banner tone="info">
        <p>{m.featureOff}</p>
      </Banner>
    );
  }
  if (!consentimento || consentimento.versao !== versaoAtual) {
    return (
      <>
        {notice && (
          <Banner tone="success" role="status">
            <p>{notice}</p>
          </Banner>
        )}
        <FaceSearchConsent
          busy={consent.give.isPending}
          error={consent.give.error}
          onConfirm={(version) =>
            consent.give.mutate(version, {
              onSuccess: () => setNotice(m.consentGiven),
            })
          }
        />
      </>
    );
  }

  const withdraw = () =>
    consent.withdraw.mutate(undefined, {
      onSuccess: () => {
        setResult(null);
        search.reset();
        setNotice(m.consentWithdrawn);
      },
    });
  return (
    <>
      {notice && (
        <Banner tone="success" role="status">
          <p>{notice}</p>
        </Banner>
      )}
      <p>
        Tire uma selfie de frente, com boa luz e só o seu rosto, ou escolha uma foto sua. A imagem é usada só
        nesta busca e não fica guardada.
      </p>
      <SelfiePicker
        busy={search.isPending}
        onPick={(selfie) => {
          setNotice(null);
          setResult(null);
          search.mutate({ selfie, notify: false }, { onSuccess: setResult });
        }}
      />
      {search.isPending && (
        <p role="status" className="muted">
          Procurando você nas fotos da turma…
        </p>
      )}
      {search.isError && (
        <Banner tone="warning" role="alert">
          <p>{errorText(search.error)}</p>
        </Banner>
      )}
      {result && <FaceSearchResults photos={result.fotos} />}
      <section className="face-consent-footer" aria-label="Seu consentimento">
        <p className="muted">
          Você consentiu com o termo (versão {consentimento.versao}) em{' '}
          {new Date(consentimento.em).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.
        </p>
        {avisar && (
          <Button
            variant="secondary"
            loading={consent.stopAlert.isPending}
            onClick={() => consent.stopAlert.mutate(undefined, { onSuccess: () => setNotice(m.alertOff) })}
          >
            Desligar o aviso de novas fotos
          </Button>
        )}
        <Button variant="danger" loading={consent.withdraw.isPending} onClick={withdraw}>
          {faceSearchConsentText.withdraw}
        </Button>
        {consent.withdraw.isError && (
          <Banner tone="error" role="alert">
            <p>{errorText(consent.withdraw.error)}</p>
          </Banner>
        )}
      </section>
    </>
  );
}

export const Component = FaceSearchPage;
