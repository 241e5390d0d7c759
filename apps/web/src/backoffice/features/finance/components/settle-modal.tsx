import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  type AdminParcel,
  type ConfirmParcelInput,
  confirmParcelInputSchema,
  adminFinanceMessages as fm,
  todayInSaoPaulo,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../../lib/zod-resolver';
import { FormError } from '../../../components/form-error';
import { DateField, NumberField, OptionalTextField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { useConfirmParcel } from '../api/finance';
import { brl, day } from './format';

type Input = z.input<typeof confirmParcelInputSchema>;

function SettleForm({
  studentId,
  parcel,
  onClose,
}: {
  studentId: number;
  parcel: AdminParcel;
  onClose: () => void;
}) {
  const confirm = useConfirmParcel(studentId);
  const { control, handleSubmit } = useForm<Input, unknown, ConfirmParcelInput>({
    resolver: zodResolver(confirmParcelInputSchema),
    defaultValues: { valor: parcel.cobrado, pagoEm: todayInSaoPaulo(new Date()), documento: null },
  });
  return (
    <form
      noValidate
      aria-label="Dar baixa"
      onSubmit={handleSubmit((body) =>
        confirm.mutate(
          { id: parcel.id, body },
          {
            onSuccess: () => {
              notifySuccess(fm.parcelConfirmed);
              onClose();
            },
          },
        ),
      )}
    >
      <Text mb="sm">
        {parcel.titulo ?? parcel.tipo}: {parcel.formaNome}, {brl(parcel.cobrado)}, vencimento{' '}
        {day(parcel.vencimento)}. Use quando o pagamento aparece no extrato do banco e nenhum provedor vai
        confirmá-lo.
      </Text>
      <Stack gap="sm">
        <NumberField control={control} name="valor" label="Valor pago (R$)" decimalScale={2} min={0} />
        <DateField control={control} name="pagoEm" label="Pago em" />
        <OptionalTextField control={control} name="documento" label="Documento (opcional)" />
      </Stack>
      <FormError error={confirm.error} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Voltar
        </Button>
        <Button type="submit" loading={confirm.isPending}>
          Dar baixa
        </Button>
      </Group>
    </form>
  );
}

/** The producer confirms an open parcel paid (decision 62): a boleto or static PIX seen in the bank. */
export function SettleModal({
  studentId,
  parcel,
  onClose,
}: {
  studentId: number;
  parcel: AdminParcel | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={parcel !== null} onClose={onClose} title="Dar baixa na parcela">
      {parcel && <SettleForm key={parcel.id} studentId={studentId} parcel={parcel} onClose={onClose} />}
    </Modal>
  );
}
