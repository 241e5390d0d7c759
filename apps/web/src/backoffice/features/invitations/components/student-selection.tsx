import { Alert, Button, Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StudentRow } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { studentsQuery } from '../../../api/students';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { useSelectAll } from '../api/select-all';

const PAGE_SIZE = 50;

const accountText = (s: StudentRow) =>
  !s.hasUser ? 'Sem usuário' : s.emailConfirmed ? 'E-mail confirmado' : 'E-mail não confirmado';

/**
 * The class list with a checkbox per row, paged and searched on the server (the same call as the
 * 'Formandos' tab). The selection is kept across pages and searches.
 */
export function StudentSelection({
  graduationId,
  selected,
  onChange,
}: {
  graduationId: number;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useQuery(
    studentsQuery(graduationId, { q, sort: 'name', dir: 'asc', page, pageSize: PAGE_SIZE }),
  );
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const all = useSelectAll(graduationId);
  const selectAll = async () => {
    const ids = await all.fetchIds(q, total);
    if (ids) onChange(new Set([...selected, ...ids]));
  };
  const onPage = items.filter((s) => selected.has(s.id)).length;

  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };

  return (
    <>
      <TextInput
        label="Buscar formando"
        description="Nome, e-mail ou CPF"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        mb="sm"
        maw={420}
      />
      {total > items.length && (
        <Group mb="sm">
          <Button variant="light" size="xs" loading={all.loading} onClick={() => void selectAll()}>
            {q
              ? `Selecionar os ${total.toLocaleString('pt-BR')} encontrados`
              : `Selecionar a turma toda (${total.toLocaleString('pt-BR')})`}
          </Button>
        </Group>
      )}
      {all.error !== null && (
        <Alert color="red" role="alert" mb="sm">
          {errorText(all.error)}
        </Alert>
      )}
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={700}>
            <Table striped highlightOnHover aria-busy={query.isFetching} aria-label="Formandos da turma">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Selecionar todos desta página"
                      checked={items.length > 0 && onPage === items.length}
                      indeterminate={onPage > 0 && onPage < items.length}
                      disabled={items.length === 0}
                      onChange={(event) =>
                        toggle(
                          items.map((s) => s.id),
                          event.currentTarget.checked,
                        )
                      }
                    />
                  </Table.Th>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Usuário no portal</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Selecionar ${s.AlNome}`}
                        checked={selected.has(s.id)}
                        onChange={(event) => toggle([s.id], event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{s.AlNome}</Table.Td>
                    <Table.Td>{s.AlEmail}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{accountText(s)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {query.data?.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>Nenhum formando encontrado.</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.data && (
            <ListFooter
              total={query.data.total}
              page={page}
              pageSize={PAGE_SIZE}
              onPage={setPage}
              noun={['formando', 'formandos']}
            />
          )}
        </>
      )}
    </>
  );
}
