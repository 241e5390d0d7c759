import { Link } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { PageSpinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { getMyData } from '../api/my-data';
import { AdminActionsSection, SessionsSection } from '../components/account-activity';
import { AccountDeletionCard } from '../components/account-deletion-card';
import { ConsentsSection } from '../components/consents-section';
import { MyDataDownloads } from '../components/my-data-downloads';
import {
  ContractsSection,
  OrdersSection,
  RegistrationSection,
  UploadsSection,
} from '../components/my-data-records';
import '../profile.css';

/**
 * /perfil/meus-dados (decision 137, LGPD art. 18): everything the portal holds about the student, readable,
 * downloadable, with the consents and, last, the account's deletion.
 */
function MyDataPage() {
  const { data, isLoading, error, refetch, isRefetching } = getMyData.useQuery();
  return (
    <>
      <title>{`Meus dados · ${APP_NAME}`}</title>
      <h1 className="page-title">Meus dados</h1>
      <p>
        Tudo o que o portal guarda sobre você, conforme a Lei Geral de Proteção de Dados (LGPD, art. 18). Para
        corrigir o endereço, use o <Link to={paths.profile}>Perfil</Link>; para corrigir outro dado, fale com
        a produtora.
      </p>
      {isLoading ? (
        <PageSpinner />
      ) : !data ? (
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
        <>
          <MyDataDownloads ownActs={data.ownActs} />
          <RegistrationSection registration={data.registration} />
          <ContractsSection contracts={data.contracts} />
          <OrdersSection orders={data.orders} />
          <UploadsSection uploads={data.uploads} />
          <ConsentsSection data={data} />
          <SessionsSection account={data.account} />
          <AdminActionsSection first={data.adminActions} />
        </>
      )}
      <AccountDeletionCard />
    </>
  );
}

export const Component = MyDataPage;
