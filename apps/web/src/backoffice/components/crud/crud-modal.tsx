import { Modal } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** What a CRUD screen's form edits: nothing (closed), a new row, or one row. */
export type Editing<Row> = Row | 'new' | null;

/** The open form of a CRUD screen; closing it forgets the last save's error (decision 110). */
export function useRowEditor<Row>(save: { reset: () => void }) {
  const [editing, edit] = useState<Editing<Row>>(null);
  const close = () => {
    edit(null);
    save.reset();
  };
  return { editing, edit, close, row: editing === 'new' ? null : editing };
}

/** The modal holding a CRUD screen's form, mounted only while a row (or a new one) is edited. */
export function CrudModal<Row>({
  editing,
  onClose,
  title,
  children,
}: {
  editing: Editing<Row>;
  onClose: () => void;
  title: string;
  children: (row: Row | null) => ReactNode;
}) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg">
      {editing !== null && children(editing === 'new' ? null : editing)}
    </Modal>
  );
}
