import {
  DELETION_LINK_TTL_HOURS,
  deletionMessages,
  deletionStatusLabels,
  FISCAL_RETENTION_YEARS,
  type MyDeletion,
} from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session';
import { getMyDeletion, useDeletionChange } from '../api/account-deletion';

/** What an approval does, said to the student before they ask (decision 140, LGPD art. 18 VI). */
function WhatHappens() {
  return (
    <div className="deletion-explain">
      <p>Se a produtora aprovar o pedido:</p>
      <ul>
        <li>
          <strong>Apagamos</strong> sua senha e o acesso ao portal, telefone, Instagram, endereço, os arquivos
          que você enviou (músicas, fotos, certificados) e seu convite.
        </li>
        <li>
          <strong>Anonimizamos</strong> seu nome e e-mail, e revogamos seus consentimentos.
        </li>
        <li>
          <strong>Guardamos</strong> as parcelas, pagamentos, recibos e pedidos, com o CPF, por{' '}
          {FISCAL_RETENTION_YEARS} anos: a lei exige esses registros fiscais. Depois disso eles são
          descartados.
        </li>
      </ul>
      <p className="muted">Não é possível desfazer a exclusão depois de aprovada.</p>
    </div>
  );
}

/** The password, then the request; the answer's message is shown by the card, over the request's state. */
function AskForm({ onSent }: { onSent: (message: string) => void }) {
  const change = useDeletionChange();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ ask: { password } }, { onSuccess: ({ message }) => onSent(message) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Sua senha"
        type="password"
        autoComplete="current-password"
        hint={`Para confirmar que é você. Depois enviaremos um link ao seu e-mail, válido por ${DELETION_LINK_TTL_HOURS} horas.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={change.isError ? errorText(change.error) : undefined}
        required
      />
      <Button type="submit" variant="danger" loading={change.isPending} disabled={password.length === 0}>
        Pedir a exclusão da conta
      </Button>
    </form>
  );
}

function OpenRequest({ request }: { request: MyDeletion }) {
  const change = useDeletionChange();
  return (
    <>
      <Banner tone="info" role="status">
        <p>
          <strong>{deletionStatusLabels[request.status]}.</strong> Pedido feito em{' '}
          {formatDateTime(request.requestedAt)}.
        </p>
        {request.status === 'requested' && (
          <p>Abra o link que enviamos ao seu e-mail para confirmar. Sem a confirmação, nada é excluído.</p>
        )}
        {request.status === 'confirmed' && (
          <p>A produtora vai analisar e você receberá a resposta por e-mail.</p>
        )}
      </Banner>
      {change.isError && (
        <Banner tone="error" role="alert">
          <p>{errorText(change.error)}</p>
        </Banner>
      )}
      <Button variant="secondary" loading={change.isPending} onClick={() => change.mutate({ cancel: true })}>
        Cancelar o pedido
      </Button>
    </>
  );
}

/**
 * 'Excluir minha conta' on 'Meus dados' (decision 140): what is erased and what the law keeps, then the
 * password; while a request is open, its state and 'Cancelar o pedido'; after a refusal, the reason.
 */
export function AccountDeletionCard() {
  const { data, isLoading, isError, error } = getMyDeletion.useQuery();
  const [sent, setSent] = useState<string | null>(null);
  // Only the holder asks or cancels (decision 140): an administrator reads the state, nothing more.
  const admin = useSessionUser()?.role === 'admin';
  const request = data?.request ?? null;
  const open = request && (request.status === 'requested' || request.status === 'confirmed');
  return (
    <section className="profile-section" aria-labelledby="excluir-conta">
      <h2 id="excluir-conta">Excluir minha conta</h2>
      {sent && open && (
        <Banner tone="success" role="status">
          <p>{sent}</p>
        </Banner>
      )}
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <Banner tone="error" role="alert">
          <p>{errorText(error)}</p>
        </Banner>
      ) : admin ? (
        <p className="muted">
          {deletionMessages.adminRefused}
          {request ? ` Situação do pedido: ${deletionStatusLabels[request.status]}.` : ''}
        </p>
      ) : open ? (
        <OpenRequest request={request} />
      ) : (
        <>
          {request?.status === 'refused' && (
            <Banner tone="warning" role="status">
              <p>
                Seu pedido anterior foi recusado pela produtora
                {request.decidedAt ? ` em ${formatDateTime(request.decidedAt)}` : ''}. Motivo:{' '}
                {request.refuseReason}
              </p>
            </Banner>
          )}
          <WhatHappens />
          <AskForm onSent={setSent} />
        </>
      )}
    </section>
  );
}
