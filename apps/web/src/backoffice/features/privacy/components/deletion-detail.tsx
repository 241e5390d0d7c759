import { Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { deletionStatusLabels } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { type DeletionDetail as Detail, deletionQuery, useDecideDeletion } from '../api/deletions';
import { DecisionModal } from './decision-modal';

function PlanList({ title, items }: { title: string; items: Detail['plan']['kept'] }) {
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <List spacing="xs">
        {items.map((item) => (
          <List.Item key={item.what}>
            <Text fw={600} span>
              {item.what}
            </Text>
            <Text size="sm" c="dimmed">
              {item.why}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/** One request: who, when, and what an approval erases, anonymises and keeps, with Aprovar / Recusar. */
export function DeletionDetail({ id }: { id: number }) {
  const query = useQuery(deletionQuery(id));
  const decide = useDecideDeletion();
  const [kind, setKind] = useState<'approve' | 'refuse' | null>(null);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  if (!d) return <Loader aria-label="Carregando o pedido" />;
  const close = () => {
    setKind(null);
    decide.reset();
  };
  return (
    <Stack aria-labelledby="pedido-exclusao">
      <Title order={2} id="pedido-exclusao">
        Pedido de {d.studentName}
      </Title>
      <Text>
        {d.graduationName} · {d.email} · pedido em {formatDateTime(d.requestedAt)}
        {d.confirmedAt ? `, confirmado por e-mail em ${formatDateTime(d.confirmedAt)}` : ''}
      </Text>
      <Text fw={600}>Situação: {deletionStatusLabels[d.status]}</Text>
      {d.status === 'refused' && d.refuseReason && (
        <Alert color="gray">
          Recusado{d.decidedBy ? ` por ${d.decidedBy}` : ''}: {d.refuseReason}
        </Alert>
      )}
      {d.status === 'requested' && (
        <Alert color="yellow">O formando ainda não confirmou o pedido pelo link do e-mail.</Alert>
      )}
      {d.status === 'approved' && (
        <Alert color="yellow" role="alert">
          A conta foi excluída, mas alguns arquivos ainda não foram apagados.{' '}
          <Button
            size="compact-sm"
            variant="default"
            loading={decide.isPending}
            onClick={() =>
              decide.mutate({ id, reason: null }, { onSuccess: ({ message }) => notifySuccess(message) })
            }
          >
            Apagar os arquivos de novo
          </Button>
        </Alert>
      )}
      <PlanList title="Será apagado" items={d.plan.erased} />
      <PlanList title="Será anonimizado" items={d.plan.anonymised} />
      <PlanList title="Fica guardado" items={d.plan.kept} />
      {d.status === 'confirmed' && (
        <Group>
          <Button color="red.9" onClick={() => setKind('approve')}>
            Aprovar a exclusão
          </Button>
          <Button variant="default" onClick={() => setKind('refuse')}>
            Recusar
          </Button>
        </Group>
      )}
      <DecisionModal
        key={kind ?? 'none'}
        kind={kind}
        studentName={d.studentName}
        busy={decide.isPending}
        error={decide.error}
        onClose={close}
        onConfirm={(reason) =>
          decide.mutate(
            { id, reason },
            {
              onSuccess: ({ message }) => {
                notifySuccess(message);
                setKind(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
