import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import {
  type AdminPackageItem,
  type AdminPackageItemInput,
  adminPackageItemInputSchema,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../../lib/zod-resolver';
import { NumberField, OptionalTextField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { useSaveItem } from '../api/finance';
import { SaveModal } from './save-modal';

type Input = z.input<typeof adminPackageItemInputSchema>;

const EMPTY = {
  nome: '',
  descricao: null,
  valor: null as unknown as number,
  quantidade: 1,
  ativo: true,
  reservado: 0,
};

/** A package item of a contract (spec A §3: name, description, unit value, quantity, active, reserved). */
export function ItemModal({
  studentId,
  contractId,
  item,
  opened,
  onClose,
}: {
  studentId: number;
  contractId: number;
  item: AdminPackageItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveItem(studentId, contractId);
  const { control, register, handleSubmit, reset, formState } = useForm<
    Input,
    unknown,
    AdminPackageItemInput
  >({
    resolver: zodResolver(adminPackageItemInputSchema),
    values: item
      ? {
          nome: item.nome,
          descricao: item.descricao,
          valor: item.valor,
          quantidade: item.quantidade,
          ativo: item.ativo,
          reservado: item.reservado,
        }
      : EMPTY,
  });
  const close = () => {
    save.reset();
    reset();
    onClose();
  };
  return (
    <SaveModal
      opened={opened}
      onClose={close}
      title={item ? 'Alterar item de pacote' : 'Novo item de pacote'}
      onSubmit={handleSubmit((body) =>
        save.mutate(
          { id: item?.id ?? null, body },
          {
            onSuccess: () => {
              notifySuccess(item ? 'Item alterado.' : 'Item acrescentado.');
              close();
            },
          },
        ),
      )}
      error={save.error}
      pending={save.isPending}
      submitLabel="Salvar item"
    >
      <TextInput {...register('nome')} label="Nome" error={formState.errors.nome?.message} />
      <OptionalTextField control={control} name="descricao" label="Descrição" />
      <SimpleGrid cols={3}>
        <NumberField control={control} name="valor" label="Valor unitário (R$)" decimalScale={2} min={0} />
        <NumberField control={control} name="quantidade" label="Quantidade" allowDecimal={false} min={1} />
        <NumberField control={control} name="reservado" label="Reservados" allowDecimal={false} min={0} />
      </SimpleGrid>
      <Checkbox {...register('ativo')} label="Ativo (entra no total do contrato)" />
    </SaveModal>
  );
}
