import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';

/**
 * 'Novo curso' / 'Novo polo': one name and a button that adds it; the field clears once the API accepted
 * it (decision 110). `add` is the caller's mutation, called with the trimmed name.
 */
export function AddNameForm({
  label,
  submit,
  add,
  pending,
  error,
  size,
}: {
  label: string;
  submit: string;
  add: (name: string, done: () => void) => void;
  pending: boolean;
  error: unknown;
  size?: 'xs';
}) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add(name.trim(), () => setName(''));
      }}
    >
      <Group align="end" gap={size}>
        <TextInput
          size={size}
          label={label}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error ? errorText(error) : undefined}
        />
        <Button type="submit" size={size} loading={pending}>
          {submit}
        </Button>
      </Group>
    </form>
  );
}
