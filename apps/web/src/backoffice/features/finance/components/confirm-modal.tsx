import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { errorText } from '../../../../lib/api-client';

/** 'Remover …?' before a removal that cannot be undone, with the server's refusal beside the buttons. */
export function ConfirmModal({
  title,
  text,
  confirmLabel,
  opened,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  opened: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Text mb="md">{text}</Text>
      {error ? (
        <Alert color="red.9" role="alert" mb="md">
          {errorText(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Voltar
        </Button>
        <Button color="red.9" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
