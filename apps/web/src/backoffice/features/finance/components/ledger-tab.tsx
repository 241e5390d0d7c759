import { Button, Group, Loader, Select } from '@mantine/core';
import { EVENT_OUTCOME_LABELS, EVENT_OUTCOMES, type EventOutcomeKey } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { GraduationPicker } from '../../../components/graduation-picker';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { type LedgerFilter, ledgerQuery } from '../api/finance';
import { LedgerTable } from './ledger-table';

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const isOutcome = (v: string | null): v is EventOutcomeKey => EVENT_OUTCOMES.includes(v as EventOutcomeKey);

/** The ledger of provider notifications, filtered by graduation, student and outcome (in the URL). */
export function LedgerTab() {
  const [params, setParams] = useSearchParams();
  const situacao = params.get('situacao');
  const filter: LedgerFilter = {
    formatura: positive(params.get('formatura')),
    aluno: positive(params.get('aluno')),
    situacao: isOutcome(situacao) ? situacao : undefined,
    page: positive(params.get('pagina')) ?? 1,
  };
  const ledger = useQuery(ledgerQuery(filter));
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'pagina') next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Group align="flex-end" mb="md">
        <GraduationPicker label="Formatura" onPick={(id) => set('formatura', String(id))} />
        <Select
          label="Resultado"
          placeholder="Todos"
          clearable
          value={filter.situacao ?? null}
          onChange={(v) => set('situacao', v)}
          data={EVENT_OUTCOMES.map((o) => ({ value: o, label: EVENT_OUTCOME_LABELS[o] }))}
        />
        {(filter.formatura || filter.aluno || filter.situacao) && (
          <Button variant="subtle" onClick={() => setParams({}, { replace: true })}>
            Limpar filtros
          </Button>
        )}
      </Group>
      {ledger.isError ? (
        <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : !ledger.data ? (
        <Loader aria-label="Carregando as notificações" />
      ) : (
        <>
          <LedgerTable label="Notificações dos provedores de pagamento" events={ledger.data.items} />
          <ListFooter
            total={ledger.data.total}
            page={ledger.data.page}
            pageSize={ledger.data.pageSize}
            onPage={(page) => set('pagina', String(page))}
            noun={['notificação', 'notificações']}
          />
        </>
      )}
    </>
  );
}
