import { addressMessages, formatCep, formatCpf, formatMobilePhone, needsAddressReview } from '@portal/domain';
import { Banner } from '../../../components/banner';
import { PolicyText } from '../../../components/policy-text';
import { PageSpinner } from '../../../components/spinner';
import { APP_NAME } from '../../../lib/config';
import { formatDate } from '../../../lib/format';
import { useCadastro } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import '../profile.css';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}

function AddressSection({ cadastro }: { cadastro: NonNullable<ReturnType<typeof useCadastro>['data']> }) {
  const street = [cadastro.AlEndereco, cadastro.AlNumero, cadastro.AlComp].filter(Boolean).join(', ');
  const city = [cadastro.AlBairro, cadastro.AlCidade, cadastro.AlUF].filter(Boolean).join(' · ');
  return (
    <section className="profile-section" aria-labelledby="endereco">
      <h2 id="endereco">Endereço</h2>
      {needsAddressReview(cadastro.AlRevEndereco) && (
        <Banner tone="warning">
          <p>{addressMessages.gateBanner}</p>
        </Banner>
      )}
      {street ? (
        <address className="profile-address">
          {street}
          <br />
          {city}
          {cadastro.AlCEP && (
            <>
              <br />
              CEP {formatCep(cadastro.AlCEP)}
            </>
          )}
        </address>
      ) : (
        <p className="empty">Nenhum endereço informado.</p>
      )}
      {cadastro.AlRevEndereco && <p className="muted">Revisado em {formatDate(cadastro.AlRevEndereco)}.</p>}
    </section>
  );
}

/** /perfil (spec B §2.12): the student's data, address and the policy with the terms of adhesion. */
function ProfilePage() {
  const user = useSessionUser();
  const { data: cadastro, isLoading } = useCadastro();
  return (
    <>
      <title>{`Perfil · ${APP_NAME}`}</title>
      <h1 className="page-title">Perfil</h1>
      {isLoading ? (
        <PageSpinner />
      ) : (
        <>
          <section className="profile-section" aria-labelledby="dados">
            <h2 id="dados">Seus dados</h2>
            <dl className="profile-facts">
              <Fact
                label="Nome"
                value={cadastro ? `${cadastro.AlNome} ${cadastro.AlSobrenome}`.trim() : user?.name}
              />
              <Fact label="E-mail" value={cadastro?.AlEmail ?? user?.email} />
              {cadastro && <Fact label="CPF" value={cadastro.AlCPF && formatCpf(cadastro.AlCPF)} />}
              {cadastro && (
                <Fact label="Celular" value={cadastro.AlFone && formatMobilePhone(cadastro.AlFone)} />
              )}
            </dl>
          </section>
          {cadastro && <AddressSection cadastro={cadastro} />}
        </>
      )}
      <section className="profile-section">
        <PolicyText />
      </section>
    </>
  );
}

export const Component = ProfilePage;
