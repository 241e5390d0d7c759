import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { type AdminParcel, cancelPaymentInputSchema, adminFinanceMessages as fm } from '@portal/domain';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { notifySuccess } from '../../../components/notify';
import { useCancelPayment, useUndoSettlement } from '../api/finance';
import { brl, day } from './format';

/** What each reasoned reversal says: cancelling a manual payment (decision 61), undoing a baixa (decision 94). */
const REVERSALS = {
  cancel: {
    title: 'Cancelar pagamento',
    label: 'Motivo do cancelamento',
    done: fm.paymentCancelled,
    explain: (p: AdminParcel) =>
      `${brl(p.valor)} em ${p.formaNome.toLowerCase()}, pago em ${day(p.pagoEm)}. O formando deixa de ver este pagamento e o recibo passa a dizer que foi cancelado.`,
  },
  undo: {
    title: 'Desfazer baixa',
    label: 'Por que a baixa é desfeita',
    done: fm.settlementUndone,
    explain: (p: AdminParcel) =>
      `Baixa de ${brl(p.valorPago ?? p.valor)} em ${day(p.pagoEm)}. A parcela volta a ficar em aberto para o formando e, se for de um pedido, o pedido volta a aguardar pagamento.`,
  },
} as const;

/** Cancels a manual payment, or undoes a baixa, with its reason; both are audited. */
export function CancelModal({
  studentId,
  parcel,
  mode = 'cancel',
  onClose,
}: {
  studentId: number;
  parcel: AdminParcel | null;
  mode?: keyof typeof REVERSALS;
  onClose: () => void;
}) {
  const text = REVERSALS[mode];
  const cancelPayment = useCancelPayment(studentId);
  const undoSettlement = useUndoSettlement(studentId);
  const cancel = mode === 'cancel' ? cancelPayment : undoSettlement;
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const close = () => {
    cancel.reset();
    setReason('');
    setInvalid(null);
    onClose();
  };
  return (
    <Modal opened={parcel !== null} onClose={close} title={text.title}>
      {parcel && (
        <form
          noValidate
          aria-label={text.title}
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
                  notifySuccess(text.done);
                  close();
                },
              },
            );
          }}
        >
          <Text mb="sm">{text.explain(parcel)}</Text>
          <TextInput
            label={text.label}
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
              {text.title}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
