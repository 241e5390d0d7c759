import type { MyData } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { errorText } from '../../../lib/api-client';
import { getAdminActions } from '../api/my-data';
import { LINK_LABELS, when } from './my-data-format';

/** Sessões: what the portal keeps of the login; it records no history of sign-ins. */
export function SessionsSection({ account }: { account: MyData['account'] }) {
  return (
    <section className="profile-section" aria-labelledby="md-sessoes">
      <h2 id="md-sessoes">Sessões</h2>
      {!account ? (
        <p className="empty">Seu cadastro ainda não tem usuário no portal.</p>
      ) : (
        <>
          <p>
            Usuário {account.email}, criado em {when(account.createdAt)};{' '}
            {account.emailConfirmedAt
              ? `e-mail confirmado em ${when(account.emailConfirmedAt)}.`
              : 'e-mail ainda não confirmado.'}
          </p>
          <p className="muted">
            O portal não guarda o histórico das suas entradas, só quantas vezes todas as sessões foram
            encerradas de uma vez (troca de senha ou &quot;Sair de todos os aparelhos&quot;):{' '}
            {account.sessionVersion === 0
              ? 'nenhuma.'
              : account.sessionVersion === 1
                ? '1 vez.'
                : `${account.sessionVersion} vezes.`}
          </p>
          {account.links.length > 0 && (
            <ul className="my-data-items">
              {account.links.map((l) => (
                <li key={`${l.purpose}-${l.createdAt}`}>
                  <strong>{LINK_LABELS[l.purpose] ?? l.purpose}</strong>
                  <span>
                    Enviado em {when(l.createdAt)}
                    {l.byAdministrator ? ' por um administrador' : ''} ·{' '}
                    {l.usedAt ? `usado em ${when(l.usedAt)}` : 'não usado'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** Ações de administradores: what the producer's staff did on the account, as sentences (decision 126). */
export function AdminActionsSection({ first }: { first: MyData['adminActions'] }) {
  const [pages, setPages] = useState([first]);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = pages.at(-1)?.next ?? null;
  const more = async () => {
    if (next === null) return;
    setLoading(true);
    setProblem(null);
    try {
      const page = await getAdminActions(next);
      setPages((p) => [...p, page]);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setLoading(false);
    }
  };
  const items = pages.flatMap((p) => p.items);
  return (
    <section className="profile-section" aria-labelledby="md-acoes">
      <h2 id="md-acoes">Ações de administradores</h2>
      <p className="muted">
        O que a equipe da produtora consultou ou mudou na sua conta, da mais recente à mais antiga.
      </p>
      {items.length === 0 ? (
        <p className="empty">Nenhum administrador agiu na sua conta.</p>
      ) : (
        <ul className="my-data-items">
          {items.map((a) => (
            <li key={a.id}>
              <span>{a.sentence}</span>
              <span className="muted">{when(a.at)}</span>
            </li>
          ))}
        </ul>
      )}
      {problem && <p role="alert">{problem}</p>}
      {next !== null && (
        <Button variant="secondary" loading={loading} onClick={more}>
          Ver ações mais antigas
        </Button>
      )}
    </section>
  );
}
