import { Button, Group, Table, Text, Title } from '@mantine/core';
import type { AdminExtra } from '@portal/domain';
import { useState } from 'react';
import { useRemove } from '../api/finance';
import { ConfirmModal } from './confirm-modal';
import { ExtraModal } from './extra-modal';
import { brl } from './format';

/** The contract's extras (spec A §3): added, changed and removed by the producer. */
export function ExtrasSection({
  studentId,
  contractId,
  extras,
}: {
  studentId: number;
  contractId: number;
  extras: AdminExtra[];
}) {
  const [editing, setEditing] = useState<AdminExtra | null | 'new'>(null);
  const [removing, setRemoving] = useState<AdminExtra | null>(null);
  const remove = useRemove(studentId, contractId);
  return (
    <>
      <Group justify="space-between" mt="lg" mb="xs">
        <Title order={3} size="h5">
          Extras
        </Title>
        <Button size="xs" variant="light" onClick={() => setEditing('new')}>
          Acrescentar extra
        </Button>
      </Group>
      {extras.length === 0 ? (
        <Text c="dimmed">Nenhum extra.</Text>
      ) : (
        <Table aria-label={`Extras do contrato ${contractId}`}>
          <Table.Tbody>
            {extras.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{e.descricao}</Table.Td>
                <Table.Td ta="right">{brl(e.valor)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setEditing(e)}
                    aria-label={`Alterar ${e.descricao}`}
                  >
                    Alterar
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => setRemoving(e)}
                    aria-label={`Remover ${e.descricao}`}
                  >
                    Remover
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ExtraModal
        studentId={studentId}
        contractId={contractId}
        extra={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        title="Remover extra"
        text={removing ? `Remover "${removing.descricao}" (${brl(removing.valor)}) do contrato?` : ''}
        confirmLabel="Remover extra"
        opened={removing !== null}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          removing &&
          remove.mutate({ what: 'extras', id: removing.id }, { onSuccess: () => setRemoving(null) })
        }
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
    </>
  );
}
