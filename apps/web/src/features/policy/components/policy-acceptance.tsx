import { consentVersions } from '@portal/domain';
import { Button } from '../../../components/button';
import { errorText } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { getConsents, useAcceptPolicy } from '../api/policy-consent';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/**
 * 'Li e aceito' under the policy for a signed-in student (decision 137): the acceptance of this version is
 * logged with its time; one already given is shown with its date. Administrators accept nothing for anyone.
 */
export function PolicyAcceptance() {
  const user = useSessionUser();
  const own = user !== null && user.role === 'student' && user.actingAs === null;
  const consents = getConsents.useQuery(undefined, { enabled: own });
  const accept = useAcceptPolicy();
  if (!own || !consents.data) return null;
  const policy = consents.data.states.find((s) => s.kind === 'policy');
  const current = policy?.inForce && policy.version === consentVersions.policy && policy.since;
  return (
    <section className="policy-acceptance no-print" aria-label="Seu aceite">
      {current ? (
        <p role="status">
          Você aceitou esta versão ({consentVersions.policy}) em {when(current)}.
        </p>
      ) : (
        <>
          <p>Esta é a versão {consentVersions.policy} da política e dos termos.</p>
          <Button loading={accept.isPending} onClick={() => accept.mutate()}>
            Li e aceito
          </Button>
          {accept.isError && <p role="alert">{errorText(accept.error)}</p>}
        </>
      )}
    </section>
  );
}
