import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { type AdminParcel, cancelPaymentInputSchema, adminFinanceMessages as fm } from '@portal/domain';
import { useState } from 'react';
import { notifySuccess } from '../notify';
import { useCancelPayment } from './finance-api';
import { FormError } from './form-error';
import { brl, day } from './format';

/** Cancels a manual payment with its reason (decision 61): it leaves the student's view, kept as cancelled. */
export function CancelModal({
  studentId,
  parcel,
  onClose,
}: {
  studentId: number;
  parcel: AdminParcel | null;
  onClose: () => void;
}) {
  const cancel = useCancelPayment(studentId);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const close = () => {
    cancel.reset();
    setReason('');
    setInvalid(null);
    onClose();
  };
  return (
    <Modal opened={parcel !== null} onClose={close} title="Cancelar pagamento">
      {parcel && (
        <form
          noValidate
          aria-label="Cancelar pagamento"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = cancelPaymentInputSchema.safeParse({ motivo: reason });
            if (!parsed.success) {
              setInvalid(parsed.error.issues[0]?.message ?? fm.reasonRequired);
              return;
            }
            setInvalid(null);
            cancel.mutate(
              { id: parcel.id, body: parsed.data },
              {
                onSuccess: () => {
                  notifySuccess(fm.paymentCancelled);
                  close();
                },
              },
            );
          }}
        >
          <Text mb="sm">
            {brl(parcel.valor)} em {parcel.formaNome.toLowerCase()}, pago em {day(parcel.pagoEm)}. O formando
            deixa de ver este pagamento e o recibo passa a dizer que foi cancelado.
          </Text>
          <TextInput
            label="Motivo do cancelamento"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={invalid}
            data-autofocus
          />
          <FormError error={cancel.error} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              Voltar
            </Button>
            <Button color="red.9" type="submit" loading={cancel.isPending}>
              Cancelar pagamento
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
