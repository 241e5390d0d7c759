import { type ConsentKind, type MyData, myDataMessages } from '@portal/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useConsentChange } from '../api/my-data';
import { when } from './my-data-format';

export const CONSENT_LABELS: Record<ConsentKind, string> = {
  policy: 'Política de privacidade e termos de adesão',
  face_search: 'Busca por rosto (Encontre suas fotos)',
  email_reminders: 'Lembretes de prazos por e-mail',
};

const CHANNEL_LABELS: Record<string, string> = { portal: 'No portal', cadastro: 'Ao criar o usuário' };

/** Why each consent is held, and what taking it back does (LGPD art. 9 and 18 VIII). */
const ABOUT: Record<ConsentKind, string> = {
  policy: myDataMessages.policyNotWithdrawable,
  face_search:
    'Usada só para achar você nas fotos da sua turma. Ao revogar, apagamos na hora a assinatura do seu rosto.',
  email_reminders:
    'Avisamos por e-mail alguns dias antes de cada prazo do seu contrato e da formatura. Eles fazem parte do serviço contratado e vêm ligados; você pode desligá-los quando quiser.',
};

type State = MyData['consentStates'][number];

function status(s: State): string {
  if (s.kind === 'email_reminders') return s.inForce ? 'Ligados' : 'Desligados';
  if (!s.inForce || !s.since) return 'Não dado';
  const older = s.version !== s.currentVersion ? ' (há um texto mais novo)' : '';
  return `Dado em ${when(s.since)}, versão ${s.version}${older}`;
}

/** Consentimentos: each kind with its state and 'Revogar' where the law allows, then the whole log. */
export function ConsentsSection({ data }: { data: MyData }) {
  const change = useConsentChange();
  const act = (kind: ConsentKind, give: boolean) =>
    change.mutate(
      { kind, give },
      {
        onSuccess: () =>
          toast({
            kind: 'success',
            message: give ? `${CONSENT_LABELS[kind]}: registrado.` : `${CONSENT_LABELS[kind]}: revogado.`,
          }),
        onError: (error) => toast({ kind: 'error', message: errorText(error) }),
      },
    );
  const busy = (kind: ConsentKind) => change.isPending && change.variables?.kind === kind;
  return (
    <section className="profile-section" aria-labelledby="md-consentimentos">
      <h2 id="md-consentimentos">Consentimentos</h2>
      {!data.ownActs && <p className="muted">{myDataMessages.ownActsOnly}</p>}
      <ul className="my-data-items">
        {data.consentStates.map((s) => (
          <li key={s.kind}>
            <strong>{CONSENT_LABELS[s.kind]}</strong>
            <span>{status(s)}</span>
            <span className="muted">{ABOUT[s.kind]}</span>
            {s.kind === 'email_reminders' && data.remindersSent[0] && (
              <span>
                Lembretes já enviados: {data.remindersSent.length}; o último em{' '}
                {when(data.remindersSent[0].sentAt)}.
              </span>
            )}
            {data.ownActs && (
              <span className="actions">
                {s.withdrawable && (
                  <Button
                    variant="secondary"
                    loading={busy(s.kind)}
                    aria-label={`Revogar: ${CONSENT_LABELS[s.kind]}`}
                    onClick={() => act(s.kind, false)}
                  >
                    Revogar
                  </Button>
                )}
                {s.kind === 'face_search' && s.inForce && !s.withdrawable && (
                  <Link to={paths.faceSearch}>Revogar em Encontre suas fotos</Link>
                )}
                {s.kind === 'email_reminders' && !s.inForce && (
                  <Button variant="secondary" loading={busy(s.kind)} onClick={() => act(s.kind, true)}>
                    Voltar a receber os lembretes
                  </Button>
                )}
                {s.kind === 'policy' && (!s.inForce || s.version !== s.currentVersion) && (
                  <Button variant="secondary" loading={busy(s.kind)} onClick={() => act(s.kind, true)}>
                    Li e aceito a política e os termos
                  </Button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      <h3>Histórico</h3>
      {data.consents.length === 0 ? (
        <p className="empty">Nenhum consentimento registrado ainda.</p>
      ) : (
        <table className="my-data-table stacked-table">
          <caption className="visually-hidden">Histórico dos consentimentos</caption>
          <thead>
            <tr>
              <th scope="col">Consentimento</th>
              <th scope="col">Versão</th>
              <th scope="col">Dado em</th>
              <th scope="col">Revogado em</th>
              <th scope="col">Onde</th>
            </tr>
          </thead>
          <tbody>
            {data.consents.map((c) => (
              <tr key={c.id}>
                <td data-label="Consentimento">{CONSENT_LABELS[c.kind]}</td>
                <td data-label="Versão">{c.version}</td>
                <td data-label="Dado em">{when(c.givenAt)}</td>
                <td data-label="Revogado em">{c.withdrawnAt ? when(c.withdrawnAt) : '—'}</td>
                <td data-label="Onde">{CHANNEL_LABELS[c.channel] ?? c.channel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
