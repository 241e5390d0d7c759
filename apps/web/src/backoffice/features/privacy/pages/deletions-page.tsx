import { Alert, Anchor, Button, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type DeletionStatus, deletionStatuses, deletionStatusLabels } from '@portal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { formatDateTime } from '../../../../lib/format';
import { QueryError } from '../../../components/query-error';
import { deletionsQuery } from '../api/deletions';
import { DeletionDetail } from '../components/deletion-detail';

const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  ...deletionStatuses.map((s) => ({ value: s, label: deletionStatusLabels[s] })),
];

/**
 * 'Exclusões de conta' (decision 140): the students' requests, newest first, a page at a time (decision
 * 127); with an id, the request's detail and the decision.
 */
function DeletionsPage() {
  const { id } = useParams();
  const [status, setStatus] = useState<DeletionStatus | null>(null);
  const list = useInfiniteQuery(deletionsQuery(status));
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <Stack>
      <title>{`Exclusões de conta · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Exclusões de conta</Title>
      <Text>
        Pedidos dos formandos para excluir a conta (LGPD art. 18). Só um pedido confirmado pelo formando por
        e-mail pode ser aprovado ou recusado.
      </Text>
      {id && <DeletionDetail id={Number(id)} />}
      <Group>
        <Select
          label="Situação"
          data={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(v) => setStatus(v ? (v as DeletionStatus) : null)}
          allowDeselect={false}
        />
      </Group>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loader aria-label="Carregando os pedidos" />
      ) : rows.length === 0 ? (
        <Alert color="gray">Nenhum pedido de exclusão.</Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pedido em</Table.Th>
                  <Table.Th>Formando</Table.Th>
                  <Table.Th>Formatura</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatDateTime(r.requestedAt)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.adminDeletion(r.id)}>
                        {r.studentName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.graduationName}</Table.Td>
                    <Table.Td>{deletionStatusLabels[r.status]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              Mostrando {rows.length} de {total} {total === 1 ? 'pedido' : 'pedidos'}, os mais recentes
              primeiro.
            </Text>
            {list.hasNextPage && (
              <Button
                variant="default"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Carregar mais
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

export const Component = DeletionsPage;
