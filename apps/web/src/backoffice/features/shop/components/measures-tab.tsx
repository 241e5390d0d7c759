import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import {
  type AdminMeasure,
  type AdminMeasureForm,
  COMPLEMENTARY_TYPE_OPTIONS,
  formatBRL,
  toCents,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../lib/api-client';
import { QueryError } from '../components/query-error';
import { notifySuccess } from '../notify';
import { isKind, MeasureForm, measureToForm } from './measure-form';
import { measuresQuery, useSaveMeasure } from './shop-api';

/** Where a row comes from, as the producer reads it: the catalogue or this class. */
const origin = (m: { formatura: number | null }) => (m.formatura === null ? 'Catálogo' : 'Desta turma');

/**
 * 'Medidas e preços' (valores-fotos, spec B §3, §7): the catalogue's measures, or a class's with its own
 * rows, which replace the catalogue's of the same code for that class (decision 68).
 */
export function MeasuresTab({ graduationId }: { graduationId: number | null }) {
  const query = useQuery(measuresQuery(graduationId));
  const save = useSaveMeasure();
  // 'new', a row to edit, or a catalogue row copied as this class's own (its id null until saved).
  const [editing, setEditing] = useState<AdminMeasure | 'new' | null>(null);
  const [overriding, setOverriding] = useState(false);
  const rows = query.data ?? [];
  const close = () => {
    setEditing(null);
    setOverriding(false);
    save.reset();
  };
  const ownSlugs = new Set(rows.filter((m) => m.formatura !== null).map((m) => m.slug));
  const submit = (form: AdminMeasureForm) =>
    save.mutate(
      { id: editing === 'new' || editing === null || overriding ? null : editing.id, form },
      {
        onSuccess: () => {
          notifySuccess('Medida salva.');
          close();
        },
      },
    );
  const toggle = (m: AdminMeasure) =>
    save.mutate(
      { id: m.id, form: { ...measureToForm(m), ativo: !m.ativo } },
      { onSuccess: () => notifySuccess(m.ativo ? 'Medida desativada.' : 'Medida reativada.') },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          {graduationId === null
            ? 'As medidas do catálogo valem para todas as turmas.'
            : 'Uma medida desta turma substitui a do catálogo com o mesmo código.'}
        </Text>
        <Button onClick={() => setEditing('new')}>Nova medida</Button>
      </Group>
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {save.isError && editing === null && (
        <Alert color="red" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      {query.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">Nenhuma medida cadastrada.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Medidas e preços">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Código</Table.Th>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Valor</Table.Th>
                <Table.Th>Complementares</Table.Th>
                <Table.Th>Origem</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.slug}</Table.Td>
                  <Table.Td>{m.nome}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBRL(toCents(m.valor))}</Table.Td>
                  <Table.Td>
                    {m.complementar}
                    {m.complementares.length > 0 &&
                      ` · ${m.complementares.map((k) => (isKind(k) ? COMPLEMENTARY_TYPE_OPTIONS[k].nome : k)).join(', ')}`}
                  </Table.Td>
                  <Table.Td>
                    {origin(m)}
                    {m.formatura === null && graduationId !== null && ownSlugs.has(m.slug) && (
                      <Text size="xs" c="dimmed">
                        Substituída nesta turma
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw={600} c={m.ativo ? 'teal.9' : 'dimmed'}>
                      {m.ativo ? 'Ativa' : 'Inativa'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button variant="subtle" size="compact-sm" onClick={() => setEditing(m)}>
                        Editar <span className="visually-hidden">{m.nome}</span>
                      </Button>
                      <Button variant="subtle" size="compact-sm" onClick={() => toggle(m)}>
                        {m.ativo ? 'Desativar' : 'Reativar'} <span className="visually-hidden">{m.nome}</span>
                      </Button>
                      {m.formatura === null && graduationId !== null && !ownSlugs.has(m.slug) && (
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => {
                            setOverriding(true);
                            setEditing({ ...m, formatura: graduationId });
                          }}
                        >
                          Preço desta turma <span className="visually-hidden">para {m.nome}</span>
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={
          editing === 'new' ? 'Nova medida' : overriding ? 'Medida própria desta turma' : 'Editar medida'
        }
        size="lg"
      >
        {editing !== null && (
          <MeasureForm
            measure={editing === 'new' ? null : editing}
            formatura={graduationId}
            nextOrder={rows.reduce((max, m) => Math.max(max, m.ordem + 1), 0)}
            onSave={submit}
            onCancel={close}
            saving={save.isPending}
            error={save.isError ? errorText(save.error) : null}
          />
        )}
      </Modal>
    </Stack>
  );
}
