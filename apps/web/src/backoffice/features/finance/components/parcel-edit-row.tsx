import { Button, Group, Table } from '@mantine/core';
import {
  type AdminParcel,
  contractPlanMessages as cm,
  type ScheduledParcelInput,
  scheduledParcelInputSchema,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../../lib/zod-resolver';
import { FormError } from '../../../components/form-error';
import { DateField, NumberField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { useEditParcel } from '../api/contract-plan';
import { parcelName } from './parcel-name';

/** An open scheduled parcel's value and due date, edited in its table (decision 125). */
export function ParcelEditRow({
  studentId,
  contractId,
  parcel,
  columns,
  onDone,
}: {
  studentId: number;
  contractId: number;
  parcel: AdminParcel;
  columns: number;
  onDone: () => void;
}) {
  const edit = useEditParcel(studentId, contractId);
  const { control, handleSubmit } = useForm<ScheduledParcelInput>({
    resolver: zodResolver(scheduledParcelInputSchema),
    defaultValues: { valor: parcel.valor, vencimento: parcel.vencimento },
  });
  const name = parcelName(parcel);
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <form
          noValidate
          aria-label={`Alterar a ${name}`}
          onSubmit={handleSubmit((body) =>
            edit.mutate(
              { parcelId: parcel.id, body },
              {
                onSuccess: () => {
                  notifySuccess(cm.parcelSaved);
                  onDone();
                },
              },
            ),
          )}
        >
          <Group align="flex-end">
            <NumberField control={control} name="valor" label="Valor (R$)" decimalScale={2} min={0} />
            <DateField control={control} name="vencimento" label="Vencimento" />
            <Button variant="default" onClick={onDone}>
              Voltar
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Salvar parcela
            </Button>
          </Group>
          <FormError error={edit.error} />
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
