import { type AdminContract, type AdminContractInput, adminContractInputSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../../lib/zod-resolver';
import { DateField, NumberField, OptionalTextField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { useSaveContract } from '../api/finance';
import { SaveModal } from './save-modal';

type Input = z.input<typeof adminContractInputSchema>;

/** A contract's value, PDF and signing date: a new contract, or one to change. */
export function ContractModal({
  studentId,
  contract,
  opened,
  onClose,
}: {
  studentId: number;
  contract: AdminContract | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveContract(studentId);
  const { control, handleSubmit, reset } = useForm<Input, unknown, AdminContractInput>({
    resolver: zodResolver(adminContractInputSchema),
    values: contract
      ? { valor: contract.valor, pdf: contract.pdf, assinadoEm: contract.assinadoEm }
      : { valor: null as unknown as number, pdf: null, assinadoEm: null },
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
      title={contract ? `Contrato ${contract.id}` : 'Novo contrato'}
      label={contract ? `Alterar o contrato ${contract.id}` : 'Novo contrato'}
      onSubmit={handleSubmit((body) =>
        save.mutate(
          { id: contract?.id ?? null, body },
          {
            onSuccess: () => {
              notifySuccess(contract ? 'Contrato alterado.' : 'Contrato criado.');
              close();
            },
          },
        ),
      )}
      error={save.error}
      pending={save.isPending}
      submitLabel={contract ? 'Salvar contrato' : 'Criar contrato'}
    >
      <NumberField control={control} name="valor" label="Valor do contrato (R$)" decimalScale={2} min={0} />
      <OptionalTextField control={control} name="pdf" label="Endereço do PDF do contrato" />
      <DateField control={control} name="assinadoEm" label="Assinado em" />
    </SaveModal>
  );
}
