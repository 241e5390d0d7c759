import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { type ArchivablePath, useDeleteRow, useSetArchived } from '../api/archive';
import { ConfirmDialog } from './confirm-dialog';
import { notifySuccess } from './notify';

/**
 * Archive (or unarchive) and delete one row, each confirmed in the app's dialog (decision 124). A refused
 * delete shows the server's answer in the dialog: what depends on the row, and the archive instead.
 */
export function ArchiveActions({
  path,
  name,
  archived,
  size = 'compact-sm',
  archiveHint,
  onDeleted,
}: {
  path: ArchivablePath;
  /** How the dialogs name the row: 'a formatura Direito 2026', 'o polo Centro'. */
  name: string;
  archived: boolean;
  size?: 'compact-sm' | 'sm';
  /** What archiving this kind does beyond hiding it (a student's or a class's sign-in ends). */
  archiveHint?: string;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState<'archive' | 'delete' | null>(null);
  const setArchived = useSetArchived();
  const remove = useDeleteRow();
  const close = () => {
    setOpen(null);
    setArchived.reset();
    remove.reset();
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button size={size} variant="subtle" onClick={() => setOpen('archive')}>
        {archived ? 'Desarquivar' : 'Arquivar'}
      </Button>
      {/* Mantine's subtle variant draws its text in red.6 whatever the shade asked (3:1 on the page): c sets
          the text itself, dark enough for 4.5:1. */}
      <Button size={size} variant="subtle" color="red" c="red.9" onClick={() => setOpen('delete')}>
        Excluir
      </Button>
      <ConfirmDialog
        opened={open === 'archive'}
        title={archived ? `Desarquivar ${name}?` : `Arquivar ${name}?`}
        confirmLabel={archived ? 'Desarquivar' : 'Arquivar'}
        busy={setArchived.isPending}
        error={setArchived.error}
        onClose={close}
        onConfirm={() =>
          setArchived.mutate(
            { path, archive: !archived },
            {
              onSuccess: (a) => {
                notifySuccess(a.message);
                close();
              },
            },
          )
        }
      >
        {archived
          ? 'Volta às listas e aos formulários; os formandos voltam a vê-lo.'
          : `${archiveHint ? `${archiveHint} ` : ''}Some das listas e dos formulários (use “Mostrar arquivados” para vê-lo). Contratos, pagamentos, pedidos e o histórico ficam guardados, e você pode desarquivar depois.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={open === 'delete'}
        title={`Excluir ${name}?`}
        confirmLabel="Excluir"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() =>
          remove.mutate(path, {
            onSuccess: (a) => {
              notifySuccess(a.message);
              close();
              onDeleted?.();
            },
          })
        }
      >
        Só é possível quando nada depende dele; não há como desfazer. A exclusão fica registrada na auditoria.
      </ConfirmDialog>
    </Group>
  );
}
