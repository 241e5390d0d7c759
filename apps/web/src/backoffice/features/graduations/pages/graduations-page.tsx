import { Badge, Button, Checkbox, Group, SegmentedControl, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { archiveMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { formatDate } from '../../../../lib/format';
import { type GraduationListParams, type GraduationStatus, graduationsQuery } from '../../../api/graduations';
import { ArchivedBadge } from '../../../components/archived-badge';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { SortHeader } from '../../../components/sort-header';

const PAGE_SIZE = 20;

/** The producer's graduations (decision 45): searched, filtered, sorted and paged on the server. */
function GraduationsPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [params, setParams] = useState<Omit<GraduationListParams, 'q'>>({
    status: 'open',
    sort: 'FormData',
    dir: 'desc',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const query = useQuery(graduationsQuery({ ...params, q }));
  const change = (next: Partial<GraduationListParams>) => setParams((p) => ({ ...p, page: 1, ...next }));
  const header = {
    current: params.sort,
    dir: params.dir,
    onSort: (sort: typeof params.sort, dir: 'asc' | 'desc') => change({ sort, dir }),
  };

  return (
    <>
      <title>{`Formaturas · Administração · ${APP_NAME}`}</title>
      <Group justify="space-between" mb="md">
        <Title order={1}>Formaturas</Title>
        <Group>
          <Button component={Link} to={paths.adminInstitutions} variant="default">
            Instituições e polos
          </Button>
          <Button component={Link} to={paths.adminGraduationNew}>
            Nova formatura
          </Button>
        </Group>
      </Group>
      <Group mb="sm" align="end">
        <TextInput
          type="search"
          label="Buscar formatura"
          placeholder="Nome ou instituição"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setParams((p) => ({ ...p, page: 1 }));
          }}
          w={320}
        />
        <SegmentedControl
          aria-label="Situação"
          value={params.status}
          onChange={(status) => change({ status: status as GraduationStatus })}
          data={[
            { value: 'open', label: 'Abertas' },
            { value: 'closed', label: 'Encerradas' },
            { value: 'all', label: 'Todas' },
          ]}
        />
        <Checkbox
          label={archiveMessages.showArchived}
          checked={params.arquivados === 1}
          onChange={(e) => change({ arquivados: e.currentTarget.checked ? 1 : undefined })}
        />
      </Group>
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label="Formatura" sort="name" {...header} />
                  <SortHeader label="Instituição" sort="institution" {...header} />
                  <SortHeader label="Data" sort="FormData" {...header} />
                  <SortHeader label="Cadastrados" sort="registeredCount" {...header} />
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data?.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Link to={paths.adminGraduation(row.id)}>{row.name}</Link>
                    </Table.Td>
                    <Table.Td>{row.institution}</Table.Td>
                    <Table.Td>{row.FormData ? formatDate(row.FormData) : '—'}</Table.Td>
                    <Table.Td>
                      {row.vacancyLimit > 0
                        ? `${row.registeredCount} de ${row.vacancyLimit}`
                        : row.registeredCount}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {row.closed ? (
                          <Badge color="gray.7">Encerrada</Badge>
                        ) : (
                          <Badge color="teal.9">Aberta</Badge>
                        )}
                        <ArchivedBadge archived={row.archived} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {query.data?.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>Nenhuma formatura encontrada.</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.data && (
            <ListFooter
              total={query.data.total}
              page={params.page}
              pageSize={params.pageSize}
              onPage={(page) => setParams((p) => ({ ...p, page }))}
              noun={['formatura', 'formaturas']}
            />
          )}
        </>
      )}
    </>
  );
}

export const Component = GraduationsPage;
