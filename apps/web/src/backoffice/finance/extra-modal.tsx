import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type AdminExtra, type AdminExtraInput, adminExtraInputSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../components/form-inputs';
import { notifySuccess } from '../notify';
import { useSaveExtra } from './finance-api';
import { FormError } from './form-error';

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
    <Modal opened={opened} onClose={close} title={extra ? 'Alterar extra' : 'Novo extra'}>
      <form
        noValidate
        aria-label={extra ? 'Alterar extra' : 'Novo extra'}
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
      >
        <Stack gap="sm">
          <TextInput
            {...register('descricao')}
            label="Descrição"
            error={formState.errors.descricao?.message}
          />
          <NumberField control={control} name="valor" label="Valor (R$)" decimalScale={2} min={0} />
        </Stack>
        <FormError error={save.error} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Voltar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar extra
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
