import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { adminFinanceMessages as fm, type Overpayment, refundOverpaymentInputSchema } from '@portal/domain';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { notifySuccess } from '../../../components/notify';
import { useRefundOverpayment } from '../api/finance';
import { brl } from './format';

/** Records that an overpayment went back to the student, and how (decision 101); audited. */
export function RefundModal({
  graduationId,
  overpayment,
  onClose,
}: {
  graduationId: number;
  overpayment: Overpayment | null;
  onClose: () => void;
}) {
  const refund = useRefundOverpayment(graduationId);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const close = () => {
    refund.reset();
    setNote('');
    setInvalid(null);
    onClose();
  };
  return (
    <Modal opened={overpayment !== null} onClose={close} title="Marcar como devolvido">
      {overpayment && (
        <form
          noValidate
          aria-label="Marcar como devolvido"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = refundOverpaymentInputSchema.safeParse({ observacao: note });
            if (!parsed.success) {
              setInvalid(parsed.error.issues[0]?.message ?? fm.refundNoteRequired);
              return;
            }
            setInvalid(null);
            refund.mutate(
              { id: overpayment.id, body: parsed.data },
              {
                onSuccess: () => {
                  notifySuccess(fm.overpaymentRefunded);
                  close();
                },
              },
            );
          }}
        >
          <Text mb="sm">
            {brl(overpayment.valor)} de {overpayment.aluno.nome} ({overpayment.motivoTexto.toLowerCase()}).
            Registre aqui só depois de devolver o valor ao formando.
          </Text>
          <TextInput
            label="Como foi devolvido"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={invalid}
            data-autofocus
          />
          <FormError error={refund.error} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              Voltar
            </Button>
            <Button type="submit" loading={refund.isPending}>
              Marcar como devolvido
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
