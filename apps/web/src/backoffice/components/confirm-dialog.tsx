import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-client';

/**
 * The back-office's confirmation (decision 118): what is about to happen, named, with 'Voltar' and the
 * action; the server's refusal shows beside the buttons. Replaces the browser's confirm().
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  opened,
  busy = false,
  error,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  opened: boolean;
  busy?: boolean;
  error?: unknown;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {typeof children === 'string' ? <Text mb="md">{children}</Text> : children}
      {error ? (
        <Alert color="red.9" role="alert" mb="md">
          {errorText(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Voltar
        </Button>
        <Button color={danger ? 'red.9' : undefined} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
