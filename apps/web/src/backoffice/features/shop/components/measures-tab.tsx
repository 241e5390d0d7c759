import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type AdminMeasure,
  type AdminMeasureForm,
  COMPLEMENTARY_TYPE_OPTIONS,
  formatBRL,
  MEASURE_KIND_LABELS,
  toCents,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { CrudModal, useRowEditor } from '../../../components/crud/crud-modal';
import { ActiveText, type CrudColumn, CrudTable, RowAction } from '../../../components/crud/crud-table';
import { notifySuccess } from '../../../components/notify';
import { measuresQuery, useSaveMeasure } from '../api/shop';
import { isKind, MeasureForm, measureToForm } from './measure-form';

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
  const editor = useRowEditor<AdminMeasure>(save);
  const { editing, edit, row } = editor;
  const [overriding, setOverriding] = useState(false);
  const rows = query.data ?? [];
  const close = () => {
    editor.close();
    setOverriding(false);
  };
  const ownSlugs = new Set(rows.filter((m) => m.formatura !== null).map((m) => m.slug));
  const submit = (form: AdminMeasureForm) =>
    save.mutate(
      { id: row === null || overriding ? null : row.id, form },
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
  const columns: CrudColumn<AdminMeasure>[] = [
    { header: 'Código', cell: (m) => m.slug },
    { header: 'Nome', cell: (m) => m.nome },
    { header: 'O formando recebe', cell: (m) => MEASURE_KIND_LABELS[m.tipoMedida], nowrap: true },
    { header: 'Valor', cell: (m) => formatBRL(toCents(m.valor)), nowrap: true },
    {
      header: 'Complementares',
      cell: (m) => (
        <>
          {m.complementar}
          {m.complementares.length > 0 &&
            ` · ${m.complementares.map((k) => (isKind(k) ? COMPLEMENTARY_TYPE_OPTIONS[k].nome : k)).join(', ')}`}
        </>
      ),
    },
    {
      header: 'Origem',
      cell: (m) => (
        <>
          {origin(m)}
          {m.formatura === null && graduationId !== null && ownSlugs.has(m.slug) && (
            <Text size="xs" c="dimmed">
              Substituída nesta turma
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'Situação',
      cell: (m) => <ActiveText active={m.ativo} on="Ativa" off="Inativa" />,
      nowrap: true,
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          {graduationId === null
            ? 'As medidas do catálogo valem para todas as turmas.'
            : 'Uma medida desta turma substitui a do catálogo com o mesmo código.'}
        </Text>
        <Button onClick={() => edit('new')}>Nova medida</Button>
      </Group>
      <CrudTable
        label="Medidas e preços"
        minWidth={720}
        columns={columns}
        rows={rows}
        empty="Nenhuma medida cadastrada."
        query={query}
        writeError={editing === null ? save.error : null}
        actions={(m) => (
          <Group gap="xs" wrap="nowrap">
            <RowAction onClick={() => edit(m)} hidden={m.nome}>
              Editar
            </RowAction>
            <RowAction onClick={() => toggle(m)} hidden={m.nome}>
              {m.ativo ? 'Desativar' : 'Reativar'}
            </RowAction>
            {m.formatura === null && graduationId !== null && !ownSlugs.has(m.slug) && (
              <RowAction
                onClick={() => {
                  setOverriding(true);
                  edit({ ...m, formatura: graduationId });
                }}
                hidden={`para ${m.nome}`}
              >
                Preço desta turma
              </RowAction>
            )}
          </Group>
        )}
      />
      <CrudModal
        editing={editing}
        onClose={close}
        title={
          editing === 'new' ? 'Nova medida' : overriding ? 'Medida própria desta turma' : 'Editar medida'
        }
      >
        {(measure) => (
          <MeasureForm
            measure={measure}
            formatura={graduationId}
            nextOrder={rows.reduce((max, m) => Math.max(max, m.ordem + 1), 0)}
            onSave={submit}
            onCancel={close}
            saving={save.isPending}
            error={save.isError ? errorText(save.error) : null}
          />
        )}
      </CrudModal>
    </Stack>
  );
}
