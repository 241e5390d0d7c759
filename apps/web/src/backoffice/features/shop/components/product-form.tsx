import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type AdminProduct, type AdminProductForm, adminProductFormSchema } from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../../lib/zod-resolver';
import { NumberField } from '../../../components/form-inputs';

type Input = z.input<typeof adminProductFormSchema>;

/** A saved product as the form edits it (also the body of its 'Desativar'/'Reativar'). */
export const productToForm = (p: AdminProduct): AdminProductForm => ({
  formatura: p.formatura,
  nome: p.nome,
  descricao: p.descricao,
  valor: p.valor,
  complementar: p.complementar,
  ordem: p.ordem,
  ativo: p.ativo,
});

/** A product of /produtos (spec B §2.11, §3): name, description, price and complementary photos. */
export function ProductForm({
  product,
  formatura,
  nextOrder,
  onSave,
  onCancel,
  saving,
  error,
}: {
  product: AdminProduct | null;
  formatura: number | null;
  nextOrder: number;
  onSave: (form: AdminProductForm) => void;
  onCancel: () => void;
  saving: boolean;
  error: string | null;
}) {
  const { control, register, handleSubmit, formState } = useForm<Input, unknown, AdminProductForm>({
    resolver: zodResolver(adminProductFormSchema),
    defaultValues: product
      ? productToForm(product)
      : { formatura, nome: '', descricao: '', valor: 0, complementar: 0, ordem: nextOrder, ativo: true },
  });
  const e = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Produto">
      <Stack>
        <TextInput {...register('nome')} label="Nome" error={e.nome?.message} required />
        <Textarea
          {...register('descricao')}
          label="Descrição"
          autosize
          minRows={2}
          error={e.descricao?.message}
        />
        <Group grow align="start">
          <NumberField control={control} name="valor" label="Valor (R$)" decimalScale={2} required />
          <NumberField
            control={control}
            name="complementar"
            label="Fotos complementares"
            description="Quantas o formando escolhe no álbum"
            allowDecimal={false}
            min={0}
          />
          <NumberField control={control} name="ordem" label="Ordem na lista" allowDecimal={false} min={0} />
        </Group>
        <Controller
          control={control}
          name="ativo"
          render={({ field }) => (
            <Checkbox
              label="Ativo (à venda em Produtos)"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar produto
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
