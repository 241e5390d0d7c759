import { Alert, Anchor, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type AdminContract,
  type AdminParcel,
  adminFinanceMessages as fm,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentInput,
  manualPaymentInputSchema,
  PARCEL_TYPE_LABELS,
  PaymentMethod,
  paymentMethodName,
  todayInSaoPaulo,
} from '@portal/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../../config/paths';
import { zodResolver } from '../../../../lib/zod-resolver';
import { FormError } from '../../../components/form-error';
import { DateField, NumberField, OptionalTextField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { useRecordPayment } from '../api/finance';
import { brl } from './format';

type Input = z.input<typeof manualPaymentInputSchema>;

const DOCUMENT_LABEL: Record<number, string> = {
  [PaymentMethod.dinheiro]: 'Documento (opcional)',
  [PaymentMethod.cheque]: 'Número do cheque',
  [PaymentMethod.deposito]: 'Comprovante do depósito (opcional)',
};

/**
 * A payment the producer received by cash, cheque or deposit (spec A §3 methods 1, 3, 4; decision 60):
 * recorded as a paid parcel, then its receipt is a click away.
 */
export function PaymentModal({
  studentId,
  contract,
  opened,
  onClose,
}: {
  studentId: number;
  contract: AdminContract;
  opened: boolean;
  onClose: () => void;
}) {
  const record = useRecordPayment(studentId, contract.id);
  const [done, setDone] = useState<AdminParcel | null>(null);
  const { control, handleSubmit, reset } = useForm<Input, unknown, ManualPaymentInput>({
    resolver: zodResolver(manualPaymentInputSchema),
    defaultValues: {
      tipo: 'Contrato',
      forma: PaymentMethod.dinheiro,
      valor: null as unknown as number,
      pagoEm: todayInSaoPaulo(new Date()),
      documento: null,
      observacao: null,
    },
  });
  const forma = useWatch({ control, name: 'forma' });
  const tipo = useWatch({ control, name: 'tipo' });
  const open = tipo === 'Contrato' ? contract.totais.emAbertoContrato : contract.totais.emAbertoExtras;
  const close = () => {
    record.reset();
    reset();
    setDone(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Registrar pagamento no contrato ${contract.id}`}>
      {done ? (
        <Stack>
          <Alert color="teal" role="status">
            {fm.paymentRecorded} {brl(done.valor)} em {done.formaNome.toLowerCase()}.
          </Alert>
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.adminReceipt(done.id)}>
              Abrir o recibo para imprimir
            </Anchor>
            <Button onClick={close}>Fechar</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label="Registrar pagamento"
          onSubmit={handleSubmit((body) =>
            record.mutate(body, {
              onSuccess: (parcel) => {
                notifySuccess(fm.paymentRecorded);
                setDone(parcel);
              },
            }),
          )}
        >
          <Stack gap="sm">
            <Controller
              control={control}
              name="tipo"
              render={({ field }) => (
                <div>
                  <Text size="sm" fw={500} id="pagamento-tipo">
                    Tipo
                  </Text>
                  <SegmentedControl
                    aria-labelledby="pagamento-tipo"
                    value={field.value}
                    onChange={field.onChange}
                    data={(['Contrato', 'Extras'] as const).map((t) => ({
                      value: t,
                      label: PARCEL_TYPE_LABELS[t],
                    }))}
                  />
                </div>
              )}
            />
            <Text size="sm" c="dimmed">
              Em aberto deste tipo: {brl(open)}
            </Text>
            <Controller
              control={control}
              name="forma"
              render={({ field }) => (
                <div>
                  <Text size="sm" fw={500} id="pagamento-forma">
                    Forma de pagamento
                  </Text>
                  <SegmentedControl
                    aria-labelledby="pagamento-forma"
                    value={String(field.value)}
                    onChange={(v) => field.onChange(Number(v))}
                    data={MANUAL_PAYMENT_METHODS.map((id) => ({
                      value: String(id),
                      label: paymentMethodName(id)!,
                    }))}
                  />
                </div>
              )}
            />
            <NumberField
              control={control}
              name="valor"
              label="Valor recebido (R$)"
              decimalScale={2}
              min={0}
            />
            <DateField control={control} name="pagoEm" label="Pago em" />
            <OptionalTextField
              control={control}
              name="documento"
              label={DOCUMENT_LABEL[forma] ?? 'Documento'}
            />
            <OptionalTextField control={control} name="observacao" label="Observação (sai no recibo)" />
          </Stack>
          <FormError error={record.error} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              Voltar
            </Button>
            <Button type="submit" loading={record.isPending}>
              Registrar pagamento
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
