import { Link } from 'react-router';
import { AddressGateBanner } from '../../../components/address-gate';
import { Banner } from '../../../components/banner';
import { Button, buttonClass } from '../../../components/button';
import { PolicyText } from '../../../components/policy-text';
import { PageSpinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { useCadastro } from '../../../lib/registration';
import { AddressSection } from '../components/address-section';
import '../profile.css';

/**
 * /perfil (spec B §2.12): two sections, the address form and the privacy policy with the terms of
 * adhesion (read-only). While the address was never reviewed the gate banner leads the page (spec B §5.4).
 */
function ProfilePage() {
  const { data: cadastro, isLoading, isError, error, refetch, isRefetching } = useCadastro();
  return (
    <>
      <title>{`Perfil · ${APP_NAME}`}</title>
      <h1 className="page-title">Perfil</h1>
      <AddressGateBanner link={false} />
      {isLoading ? (
        <PageSpinner />
      ) : isError && cadastro === undefined ? (
        <Banner
          tone="error"
          role="alert"
          actions={
            <Button variant="secondary" loading={isRefetching} onClick={() => refetch()}>
              Tentar de novo
            </Button>
          }
        >
          <p>{errorText(error)}</p>
        </Banner>
      ) : (
        <AddressSection cadastro={cadastro} />
      )}
      <section className="profile-section" aria-labelledby="perfil-meus-dados">
        <h2 id="perfil-meus-dados">Meus dados</h2>
        <p>
          Veja tudo o que o portal guarda sobre você, baixe uma cópia, revise seus consentimentos ou peça a
          exclusão da conta.
        </p>
        <Link className={buttonClass('secondary')} to={paths.myData}>
          Abrir Meus dados
        </Link>
      </section>
      <section className="profile-section" aria-label="Política de privacidade e termos de adesão">
        <PolicyText />
      </section>
    </>
  );
}

export const Component = ProfilePage;
