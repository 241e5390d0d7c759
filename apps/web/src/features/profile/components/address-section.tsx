import { authMessages, type Cadastro, formatCep } from '@portal/domain';
import { formatDate } from '../../../lib/format';
import { AddressForm } from './address-form';

/** The saved address as text: what a guest sees instead of the form. */
function SavedAddress({ cadastro }: { cadastro: Cadastro }) {
  const street = [cadastro.AlEndereco, cadastro.AlNumero, cadastro.AlComp].filter(Boolean).join(', ');
  const city = [cadastro.AlBairro, cadastro.AlCidade, cadastro.AlUF].filter(Boolean).join(' · ');
  if (!street) return <p className="empty">Nenhum endereço informado.</p>;
  return (
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
  );
}

/**
 * The address section of /perfil (spec B §2.12). Guests see their address as text: they have no delivery
 * or payment, and the API refuses their save (decision 15), so a form they cannot send would only mislead.
 * A user without a registration (not linked yet, or an administrator acting as nobody) has no address.
 */
export function AddressSection({ cadastro }: { cadastro: Cadastro | null | undefined }) {
  return (
    <section className="profile-section" aria-labelledby="endereco">
      <h2 id="endereco">Seu endereço</h2>
      {!cadastro ? (
        <p className="empty">
          {cadastro === null
            ? authMessages.registrationNotLinked
            : 'Escolha um formando para agir como ele e ver o endereço dele.'}
        </p>
      ) : cadastro.AlConvidado ? (
        <>
          <p className="muted">
            Como convidado, você não faz pedidos nem pagamentos pelo portal, por isso não precisa informar um
            endereço. Se algo estiver errado, fale com a produtora.
          </p>
          <SavedAddress cadastro={cadastro} />
        </>
      ) : (
        <>
          <p className="muted">
            Usamos este endereço nos boletos e na entrega de fotos, convites e produtos.
            {cadastro.AlRevEndereco && ` Revisado em ${formatDate(cadastro.AlRevEndereco)}.`}
          </p>
          <AddressForm cadastro={cadastro} />
        </>
      )}
    </section>
  );
}
