import { Badge, Button, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AdminPackageItem } from '@portal/domain';
import { useState } from 'react';
import { useRemove } from '../api/finance';
import { ConfirmModal } from './confirm-modal';
import { brl } from './format';
import { ItemModal } from './item-modal';

/** The contract's package items (spec A §3): added, changed and removed by the producer. */
export function ItemsSection({
  studentId,
  contractId,
  items,
}: {
  studentId: number;
  contractId: number;
  items: AdminPackageItem[];
}) {
  const [editing, setEditing] = useState<AdminPackageItem | null | 'new'>(null);
  const [removing, setRemoving] = useState<AdminPackageItem | null>(null);
  const remove = useRemove(studentId, contractId);
  return (
    <>
      <Group justify="space-between" mt="lg" mb="xs">
        <Title order={3} size="h5">
          Itens de pacote
        </Title>
        <Button size="xs" variant="light" onClick={() => setEditing('new')}>
          Acrescentar item
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">Nenhum item de pacote.</Text>
      ) : (
        <Table aria-label={`Itens de pacote do contrato ${contractId}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Unitário</Table.Th>
              <Table.Th ta="right">Qtd.</Table.Th>
              <Table.Th ta="right">Reservados</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  {i.nome} {!i.ativo && <Badge color="gray.7">Inativo</Badge>}
                  {i.descricao && (
                    <Text size="xs" c="dimmed">
                      {i.descricao}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{brl(i.valor)}</Table.Td>
                <Table.Td ta="right">{i.quantidade}</Table.Td>
                <Table.Td ta="right">{i.reservado}</Table.Td>
                <Table.Td ta="right">{brl(i.valor * i.quantidade)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setEditing(i)}
                    aria-label={`Alterar ${i.nome}`}
                  >
                    Alterar
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => setRemoving(i)}
                    aria-label={`Remover ${i.nome}`}
                  >
                    Remover
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ItemModal
        studentId={studentId}
        contractId={contractId}
        item={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        title="Remover item de pacote"
        text={removing ? `Remover "${removing.nome}" do contrato?` : ''}
        confirmLabel="Remover item"
        opened={removing !== null}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          removing &&
          remove.mutate({ what: 'itens', id: removing.id }, { onSuccess: () => setRemoving(null) })
        }
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
    </>
  );
}
