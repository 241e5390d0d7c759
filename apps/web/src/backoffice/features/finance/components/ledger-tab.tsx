import { Button, Group, Loader, Select } from '@mantine/core';
import { EVENT_OUTCOME_LABELS, EVENT_OUTCOMES, type EventOutcomeKey } from '@portal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { GraduationPicker } from '../../../components/graduation-picker';
import { QueryError } from '../../../components/query-error';
import { type LedgerFilter, ledgerQuery } from '../api/finance';
import { LedgerTable } from './ledger-table';
import { ShownOfTotal } from './shown-of-total';

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
  };
  // A page at a time from a cursor, newest first (decision 141): a deep page costs what the first does.
  const ledger = useInfiniteQuery(ledgerQuery(filter));
  const events = ledger.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
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
      {ledger.isError && !ledger.data ? (
        <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : !ledger.data ? (
        <Loader aria-label="Carregando as notificações" />
      ) : (
        <>
          <LedgerTable label="Notificações dos provedores de pagamento" events={events} />
          <ShownOfTotal
            shown={events.length}
            total={ledger.data.pages[0]?.total ?? 0}
            noun="notificações"
            order="as mais recentes primeiro"
            hasMore={ledger.hasNextPage}
            loading={ledger.isFetchingNextPage}
            error={ledger.isFetchNextPageError ? ledger.error : null}
            onMore={() => void ledger.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
