import { Alert, Button, Checkbox, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type AdminMeasure,
  type AdminMeasureForm,
  adminMeasureFormSchema,
  COMPLEMENTARY_TYPE_OPTIONS,
  type ComplementaryKind,
  MEASURE_KIND_LABELS,
  MEASURE_KINDS,
  type MeasureKind,
} from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../../lib/zod-resolver';
import { NumberField } from '../../../components/form-inputs';

type Input = z.input<typeof adminMeasureFormSchema>;

/** What each kind means to the producer (decision 116): it decides delivery, production and downloads. */
const KIND_HELP: Record<MeasureKind, string> = {
  digital: 'O formando baixa o arquivo; nada é impresso nem entregue.',
  impressa: 'A foto é impressa e entregue; o arquivo não fica para baixar.',
  'digital+impressa': 'O formando baixa o arquivo e recebe a cópia impressa.',
};

// No kind is chosen for the producer: a new size is never digital by omission (decision 116).
const blank = (formatura: number | null, ordem: number): Omit<Input, 'tipoMedida'> => ({
  formatura,
  slug: '',
  nome: '',
  descricao: '',
  valor: 0,
  complementar: 0,
  complementares: [],
  ordem,
  ativo: true,
});

export const isKind = (k: string): k is ComplementaryKind => Object.hasOwn(COMPLEMENTARY_TYPE_OPTIONS, k);

/** A saved measure as the form edits it (also the body of its 'Desativar'/'Reativar'). */
export const measureToForm = (m: AdminMeasure): AdminMeasureForm => ({
  formatura: m.formatura,
  slug: m.slug,
  nome: m.nome,
  descricao: m.descricao,
  tipoMedida: m.tipoMedida,
  valor: m.valor,
  complementar: m.complementar,
  complementares: m.complementares.filter(isKind),
  ordem: m.ordem,
  ativo: m.ativo,
});

/** A measure of valores-fotos (spec B §3): its code, name, price and the complementary photos it leads to. */
export function MeasureForm({
  measure,
  formatura,
  nextOrder,
  onSave,
  onCancel,
  saving,
  error,
}: {
  measure: AdminMeasure | null;
  formatura: number | null;
  nextOrder: number;
  onSave: (form: AdminMeasureForm) => void;
  onCancel: () => void;
  saving: boolean;
  error: string | null;
}) {
  const { control, register, handleSubmit, formState } = useForm<Input, unknown, AdminMeasureForm>({
    resolver: zodResolver(adminMeasureFormSchema),
    defaultValues: measure ? measureToForm(measure) : blank(formatura, nextOrder),
  });
  const e = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Medida">
      <Stack>
        <TextInput
          {...register('slug')}
          label="Código"
          description="Como a medida aparece no pedido (ex.: 20x30); o código 'complementar' abre a escolha de fotos complementares."
          error={e.slug?.message}
          required
        />
        <TextInput {...register('nome')} label="Nome" error={e.nome?.message} required />
        <Textarea
          {...register('descricao')}
          label="Descrição"
          autosize
          minRows={2}
          error={e.descricao?.message}
        />
        <Controller
          control={control}
          name="tipoMedida"
          render={({ field }) => (
            <Radio.Group
              label="O que o formando recebe"
              description="Decide a entrega, a lista de separação, a produção e o download das fotos."
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={e.tipoMedida?.message}
              required
            >
              <Stack gap="xs" mt="xs">
                {MEASURE_KINDS.map((kind) => (
                  <Radio
                    key={kind}
                    value={kind}
                    label={MEASURE_KIND_LABELS[kind]}
                    description={KIND_HELP[kind]}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Group grow align="start">
          <NumberField control={control} name="valor" label="Valor (R$)" decimalScale={2} required />
          <NumberField
            control={control}
            name="complementar"
            label="Fotos complementares"
            description="Quantas a medida pede"
            allowDecimal={false}
            min={0}
          />
          <NumberField control={control} name="ordem" label="Ordem no menu" allowDecimal={false} min={0} />
        </Group>
        <Controller
          control={control}
          name="complementares"
          render={({ field }) => (
            <Checkbox.Group
              label="Tipos de foto complementar oferecidos"
              value={field.value}
              onChange={field.onChange}
              error={e.complementares?.message}
            >
              <Group mt="xs">
                {Object.values(COMPLEMENTARY_TYPE_OPTIONS).map((o) => (
                  <Checkbox key={o.slug} value={o.slug} label={`${o.nome} — ${o.descricao}`} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="ativo"
          render={({ field }) => (
            <Checkbox
              label="Ativa (aparece no álbum)"
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
            Salvar medida
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
