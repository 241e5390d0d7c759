import { TextInput } from '@mantine/core';
import { type AdminExtra, type AdminExtraInput, adminExtraInputSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../../lib/zod-resolver';
import { NumberField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { useSaveExtra } from '../api/finance';
import { SaveModal } from './save-modal';

type Input = z.input<typeof adminExtraInputSchema>;

/** An extra service of a contract (spec A §3: description and value): new or changed. */
export function ExtraModal({
  studentId,
  contractId,
  extra,
  opened,
  onClose,
}: {
  studentId: number;
  contractId: number;
  extra: AdminExtra | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveExtra(studentId, contractId);
  const { control, register, handleSubmit, reset, formState } = useForm<Input, unknown, AdminExtraInput>({
    resolver: zodResolver(adminExtraInputSchema),
    values: extra
      ? { descricao: extra.descricao, valor: extra.valor }
      : { descricao: '', valor: null as unknown as number },
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
      title={extra ? 'Alterar extra' : 'Novo extra'}
      onSubmit={handleSubmit((body) =>
        save.mutate(
          { id: extra?.id ?? null, body },
          {
            onSuccess: () => {
              notifySuccess(extra ? 'Extra alterado.' : 'Extra acrescentado.');
              close();
            },
          },
        ),
      )}
      error={save.error}
      pending={save.isPending}
      submitLabel="Salvar extra"
    >
      <TextInput {...register('descricao')} label="Descrição" error={formState.errors.descricao?.message} />
      <NumberField control={control} name="valor" label="Valor (R$)" decimalScale={2} min={0} />
    </SaveModal>
  );
}
