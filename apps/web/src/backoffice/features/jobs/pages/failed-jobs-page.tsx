import { Alert, Code, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { APP_NAME } from '../../../../lib/config';
import { formatDateTime } from '../../../../lib/format';
import { QueryError } from '../../../components/query-error';
import { failedJobsQuery } from '../api/failed-jobs';

/** Which queue a job belongs to, in pt-BR; the queue's own name otherwise. */
const QUEUES: Record<string, string> = { email: 'E-mail', mail: 'E-mail' };

/** 'Tarefas com falha': background work that gave up after its retries (decision 24), e-mails above all. */
function FailedJobsPage() {
  const query = useQuery(failedJobsQuery());
  return (
    <Stack>
      <title>{`Tarefas com falha · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Tarefas com falha</Title>
      <Text>
        Tarefas em segundo plano que desistiram depois das novas tentativas, como e-mails que não saíram.
      </Text>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label="Carregando as tarefas" />
      ) : query.data.length === 0 ? (
        <Alert color="green">Nenhuma tarefa falhou.</Alert>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Criada em</Table.Th>
                <Table.Th>Fila</Table.Th>
                <Table.Th>Tentativas</Table.Th>
                <Table.Th>Erro</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td>{formatDateTime(job.createdOn)}</Table.Td>
                  <Table.Td>{QUEUES[job.queue] ?? job.queue}</Table.Td>
                  <Table.Td>{job.retryCount}</Table.Td>
                  <Table.Td>
                    <Code>{job.error}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export const Component = FailedJobsPage;
