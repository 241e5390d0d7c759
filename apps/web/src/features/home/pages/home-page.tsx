import type { QueryClient } from '@tanstack/react-query';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { PageSpinner } from '../../../components/spinner';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { registrationOwner, useCadastro } from '../../../lib/registration';
import { getUser, useSessionUser } from '../../../lib/session';
import { noticesQuery } from '../api/notices';
import { canShowGraduation, GraduationCard } from '../components/graduation-card';
import { NotLinkedCard } from '../components/not-linked-card';
import { NoticeBoardCard } from '../components/notice-board-card';
import { StudentPicker } from '../components/student-picker';
import '../home.css';

/** Loads the notices beside the registration, so the cards appear whole instead of growing. */
export function makeLoader(queryClient: QueryClient) {
  return async () => {
    const owner = registrationOwner(getUser());
    if (owner !== null) await queryClient.ensureQueryData(noticesQuery(owner)).catch(() => undefined);
    return null;
  };
}

function StudentHome({ owner }: { owner: number }) {
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
  return (
    <>
      <p className="home-subtitle">
        {dados.FormInstituicao} · {dados.FormCurso}
      </p>
      {/* Cards in the order of spec A §2; more join as their areas arrive. */}
      <div className="grid">
        <NoticeBoardCard owner={owner} />
        {canShowGraduation(dados) && <GraduationCard dados={dados} />}
      </div>
    </>
  );
}

/** Portal home, also /resumo/{tipo}/{retorno} (spec A §2). */
function HomePage() {
  const owner = registrationOwner(useSessionUser());
  return (
    <>
      <title>{`Início · ${APP_NAME}`}</title>
      <h1 className="page-title">{owner === null ? 'Administração' : 'Sua formatura'}</h1>
      {owner === null ? <StudentPicker /> : <StudentHome owner={owner} />}
    </>
  );
}

export const Component = HomePage;
