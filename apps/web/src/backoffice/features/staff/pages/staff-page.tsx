import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { APP_NAME } from '../../../../lib/config';
import { formatDateTime } from '../../../../lib/format';
import { logout } from '../../../../lib/session';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { type StaffMember, staffQuery, useRevokeAdmin } from '../api/staff';
import { InviteForm } from '../components/invite-form';
import { RevokeModal } from '../components/revoke-modal';

/** 'Equipe': the producer's administrators, invited by e-mail, demoted or removed (decision 115). */
function StaffPage() {
  const query = useQuery(staffQuery());
  const revoke = useRevokeAdmin();
  const [pending, setPending] = useState<{ member: StaffMember; kind: 'demote' | 'remove' } | null>(null);
  const close = () => {
    setPending(null);
    revoke.reset();
  };
  const confirm = () => {
    if (!pending) return;
    const { member, kind } = pending;
    revoke.mutate(
      { id: member.id, remove: kind === 'remove' },
      {
        onSuccess: (answer) => {
          setPending(null);
          // One's own access ended: the session is over.
          if (member.you) logout();
          else notifySuccess(answer.message);
        },
      },
    );
  };
  const members = query.data ?? [];
  const alone = members.length <= 1;
  return (
    <Stack>
      <title>{`Equipe · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Equipe</Title>
      <Text>
        Quem administra o portal. Um convite chega por e-mail com um link para criar a senha; quem é removido
        ou rebaixado sai do portal na hora.
      </Text>
      <Title order={2} size="h4">
        Convidar administrador
      </Title>
      <InviteForm />
      <Title order={2} size="h4">
        Administradores
      </Title>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label="Carregando a equipe" />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Administradores">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Desde</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    {m.name} {m.you && <Badge variant="light">você</Badge>}
                  </Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>{m.active ? 'Ativo' : 'Convite enviado'}</Table.Td>
                  <Table.Td>{formatDateTime(m.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        disabled={alone}
                        aria-label={`Rebaixar ${m.name}`}
                        onClick={() => setPending({ member: m, kind: 'demote' })}
                      >
                        Rebaixar
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red.9"
                        disabled={alone}
                        aria-label={`Remover ${m.name}`}
                        onClick={() => setPending({ member: m, kind: 'remove' })}
                      >
                        Remover
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {alone && query.data && (
        <Alert color="gray">
          O portal precisa de ao menos um administrador: convide outra pessoa antes de sair.
        </Alert>
      )}
      <RevokeModal
        member={pending?.member ?? null}
        kind={pending?.kind ?? 'remove'}
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
}

export const Component = StaffPage;
