import { type Cadastro, todayInSaoPaulo } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { PageSpinner } from '../../../components/spinner';
import { useAfterPaint } from '../../../lib/after-paint';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { cadastroQuery, registrationOwner, useCadastro } from '../../../lib/registration';
import { getUser, useSessionUser } from '../../../lib/session';
import { eventsQuery } from '../api/events';
import { noticesQuery } from '../api/notices';
import type { HomeAreas } from '../areas';
import { HomeCards } from '../components/home-cards';
import { HomeTour } from '../components/home-tour';
import { NotLinkedCard } from '../components/not-linked-card';
import { eventsRefusalOf, homePermissions } from '../lib/access';
import '../home.css';

/**
 * Loads the notices beside the registration, so the cards above the fold appear whole instead of growing.
 * The guard asks for the registration at the same time: waiting for it here joins that call. The events
 * (the slowest of the home's calls) start here too but are not waited for: the media card reserves the
 * height of its first row while they come, so the home paints without them (decision 91). A failure is
 * the card's to show.
 */
export function makeLoader(queryClient: QueryClient) {
  return async () => {
    const user = getUser();
    const owner = registrationOwner(user);
    if (owner === null) return null;
    const cadastro = queryClient.ensureQueryData(cadastroQuery(user)).then(
      (found: Cadastro | null) => {
        if (found && homePermissions(user, found).eventMedia && !eventsRefusalOf(found))
          void queryClient.prefetchQuery(eventsQuery(owner));
      },
      () => undefined,
    );
    await Promise.allSettled([queryClient.ensureQueryData(noticesQuery(owner)), cadastro]);
    return null;
  };
}

// The cart's code checks lines with zod: loaded after the home, not with it (decision 42).
const OpenOrderOffer = lazy(() =>
  import('../components/open-order-offer').then((m) => ({ default: m.OpenOrderOffer })),
);

/**
 * The offer to resume an open order (spec A §2) is a toast, not part of the screen: its code (zod with it)
 * and its call start once the home has painted, so the home's largest paint does not wait for them
 * (decision 146).
 */
function OpenOrderOfferAfterPaint() {
  if (!useAfterPaint()) return null;
  return (
    <Suspense fallback={null}>
      <OpenOrderOffer />
    </Suspense>
  );
}

function StudentHome({ owner, areas }: { owner: number; areas: HomeAreas }) {
  const user = useSessionUser();
  const { data: cadastro, isPending, isError, error, refetch } = useCadastro();
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <Banner tone="error" role="alert" actions={<Button onClick={() => refetch()}>Tentar de novo</Button>}>
        <p>{errorText(error)}</p>
      </Banner>
    );
  }
  if (!cadastro) return <NotLinkedCard />;
  const dados = cadastro.AlFormDados;
  const can = homePermissions(user, cadastro);
  return (
    <>
      {can.cart && <OpenOrderOfferAfterPaint />}
      <div className="home-intro">
        <p className="home-subtitle">
          {dados.FormInstituicao} · {dados.FormCurso}
        </p>
        <HomeTour />
      </div>
      <areas.PaymentReturn />
      <HomeCards
        owner={owner}
        cadastro={cadastro}
        can={can}
        today={todayInSaoPaulo(new Date())}
        areas={areas}
      />
    </>
  );
}

/**
 * Portal home, also /resumo/{tipo}/{retorno} (spec A §2). The finance and orders areas are the app's to
 * hand in (app/routes/home.tsx), which composes the features.
 */
export function HomePage({ areas }: { areas: HomeAreas }) {
  const owner = registrationOwner(useSessionUser());
  return (
    <>
      <title>{`Início · ${APP_NAME}`}</title>
      <h1 className="page-title">Sua formatura</h1>
      {/* No owner: the e-mail is not confirmed yet, and the layout's banner says so (DESIGN §3). The
          administrator acting as nobody never lands here: the route table sends them to /admin. */}
      {owner !== null && <StudentHome owner={owner} areas={areas} />}
    </>
  );
}
