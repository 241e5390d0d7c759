import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../../../components/form-error';

/** The frame of a contract's edit modals: the fields, what the server refused, 'Voltar' and the save. */
export function SaveModal({
  opened,
  onClose,
  title,
  label = title,
  onSubmit,
  error,
  pending,
  submitLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form's accessible name, when it says more than the title. */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        <Stack gap="sm">{children}</Stack>
        <FormError error={error} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
