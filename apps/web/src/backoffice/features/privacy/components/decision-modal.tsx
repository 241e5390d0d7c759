import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { deletionRefuseSchema } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';

/**
 * The confirmation of an approval, or the reason of a refusal (decision 140): the reason is checked with
 * the server's schema before it is sent, and the server's refusal shows beside the buttons.
 */
export function DecisionModal({
  kind,
  studentName,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  kind: 'approve' | 'refuse' | null;
  studentName: string;
  busy: boolean;
  error: unknown;
  onConfirm: (reason: string | null) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const confirm = () => {
    if (kind === 'approve') return onConfirm(null);
    const parsed = deletionRefuseSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message ?? 'Motivo inválido.');
    setReasonError(null);
    onConfirm(parsed.data.reason);
  };
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind === 'approve' ? 'Aprovar a exclusão da conta?' : 'Recusar o pedido de exclusão?'}
    >
      {kind === 'approve' ? (
        <Text mb="md">
          A conta de {studentName} será excluída agora: as sessões terminam, os dados pessoais são apagados ou
          anonimizados e os arquivos enviados são apagados. Os registros financeiros ficam pelo prazo legal.
          Não é possível desfazer.
        </Text>
      ) : (
        <Textarea
          label="Motivo da recusa"
          description="O formando recebe este texto por e-mail."
          required
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
          mb="md"
        />
      )}
      {error ? (
        <Alert color="red.9" role="alert" mb="md">
          {errorText(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Voltar
        </Button>
        <Button color="red.9" loading={busy} onClick={confirm}>
          {kind === 'approve' ? 'Excluir a conta' : 'Recusar o pedido'}
        </Button>
      </Group>
    </Modal>
  );
}
