import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';

/** A name with 'Renomear' that turns into a small form; `save` resolves once the API accepted it. */
export function RenameInline({
  name,
  save,
  pending,
  error,
}: {
  name: string;
  save: (name: string, done: () => void) => void;
  pending: boolean;
  error: unknown;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  if (editing === null) {
    return (
      <Group gap="xs">
        <span>{name}</span>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => setEditing(name)}
          aria-label={`Renomear ${name}`}
        >
          Renomear
        </Button>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save(editing.trim(), () => setEditing(null));
      }}
    >
      <Group gap="xs" align="start">
        <TextInput
          size="xs"
          aria-label={`Novo nome de ${name}`}
          value={editing}
          onChange={(event) => setEditing(event.currentTarget.value)}
          error={error ? errorText(error) : undefined}
          data-autofocus
        />
        <Button type="submit" size="xs" loading={pending}>
          Salvar
        </Button>
        <Button variant="default" size="xs" onClick={() => setEditing(null)}>
          Cancelar
        </Button>
      </Group>
    </form>
  );
}
