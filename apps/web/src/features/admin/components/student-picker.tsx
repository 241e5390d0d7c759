import { useEffect, useState } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { useStartActing } from '../api/acting';
import { useAccessLink } from '../api/admin-access-link';
import { MIN_SEARCH, useStudentSearch } from '../api/admin-students';

const DEBOUNCE_MS = 300;

/** The administrator's home while acting as nobody: find a student and act as them (spec B §6). */
export function StudentPicker() {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useStudentSearch(term);
  const act = useStartActing();
  const accessLink = useAccessLink();
  const [link, setLink] = useState<{ studentId: number; url: string } | null>(null);
  const short = term.trim().length < MIN_SEARCH;

  return (
    <section className="picker" aria-labelledby="picker-title">
      <h2 id="picker-title">Escolha um formando</h2>
      <p className="muted">
        Para ver e fazer tudo como um formando, procure-o pelo nome ou e-mail e escolha "Agir como". Toda ação
        será tratada como se fosse do próprio formando.
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom). */}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(text);
        }}
      >
        <TextField
          label="Buscar formando"
          type="search"
          hint={`Nome ou e-mail, ao menos ${MIN_SEARCH} letras.`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </form>
      <div aria-live="polite">
        {!short && search.isFetching && !search.data && <Spinner label="Buscando formandos…" />}
        {!short && search.isError && (
          <Banner tone="error">
            <p>{errorText(search.error)}</p>
          </Banner>
        )}
        {!short && search.data && search.data.length === 0 && (
          <p className="empty">Nenhum formando encontrado.</p>
        )}
      </div>
      {!short && search.data && search.data.length > 0 && (
        <ul className="picker-list">
          {search.data.map((student) => (
            <li key={student.AlCodigo} className="picker-row">
              <div>
                <strong>{student.AlNome}</strong>
                <span className="muted"> · {student.AlEmail}</span>
                <br />
                <span className="muted">{student.formatura || student.AlCurso}</span>
              </div>
              <Button
                variant="secondary"
                loading={act.isPending && act.variables === student.AlCodigo}
                disabled={act.isPending}
                onClick={() =>
                  act.mutate(student.AlCodigo, {
                    onError: (error) => toast({ kind: 'error', message: errorText(error) }),
                  })
                }
              >
                Agir como <span className="visually-hidden">{student.AlNome}</span>
              </Button>
              <Button
                variant="secondary"
                loading={accessLink.isPending && accessLink.variables === student.AlCodigo}
                disabled={accessLink.isPending}
                onClick={() =>
                  accessLink.mutate(student.AlCodigo, {
                    onSuccess: ({ link: url }) => {
                      setLink({ studentId: student.AlCodigo, url });
                      void navigator.clipboard?.writeText(url).catch(() => {});
                    },
                    onError: (error) => toast({ kind: 'error', message: errorText(error) }),
                  })
                }
              >
                Link de acesso <span className="visually-hidden">de {student.AlNome}</span>
              </Button>
              {link?.studentId === student.AlCodigo && (
                <div className="picker-link">
                  <TextField label={`Link de acesso de ${student.AlNome}`} value={link.url} readOnly />
                  <p className="muted">
                    Envie ao formando: o link entra no portal uma única vez e vale por 7 dias. Ele já foi
                    copiado, se o navegador permitir.
                  </p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
