import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type Graduation,
  type GraduationForm,
  type GraduationFormInput,
  graduationFormSchema,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { errorText } from '../../../../lib/api-client';
import { zodResolver } from '../../../../lib/zod-resolver';
import { institutionsQuery } from '../../../api/institutions';
import { CheckField, DateField, NumberField, OptionalTextField } from '../../../components/form-inputs';
import { GRADUATION_FIELDS as F } from '../../../components/graduation-fields';
import { InstitutionModal } from '../../../components/institution-modal';

/** Every field filled, so each input is controlled from the first render; the schema's defaults (spec A §3). */
const EMPTY: Required<GraduationFormInput> = {
  institutionId: null,
  name: '',
  FormData: null,
  FormHora: null,
  FormLocal: null,
  FormVerDados: true,
  FormReajuste: 0,
  FormValorPrazo: 0,
  FormValor: 0,
  FormLimiteAvista: null,
  FormLimiteSemJuros: 1,
  FormLimiteCartao: null,
  FormTaxa: 0,
  FormContrato: null,
  FormFtInfancia: 0,
  FormFtHomenagem: 0,
  FormFtLed: 0,
  FormLimiteEntrega: 0,
  FormLimiteComplementares: null,
  FormLimiteCamisetas: null,
  FormMinimoPago: 50,
  FormDownImpressas: false,
  FormTodas: false,
  complementar: false,
};

/** The form's values from a saved graduation. */
export function formValuesOf(graduation: Graduation): Required<GraduationFormInput> {
  const values = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof GraduationFormInput)[]) {
    (values as Record<string, unknown>)[key] = graduation[key];
  }
  return values;
}

interface GraduationFormProps {
  initial?: Graduation;
  onSave: (form: GraduationForm) => void;
  saving: boolean;
  /** The last save's failure ({error, type} from the API), shown beside the button. */
  error: unknown;
  /** A closed graduation: the fields are read-only until it is reopened. */
  readOnly?: boolean;
  submitLabel: string;
}

/**
 * The graduation and every setting of spec A §3, each explained under its label, checked by the same zod
 * schema as the API before anything is sent (a deadline after the ceremony never leaves the browser).
 */
export function GraduationFormView({
  initial,
  onSave,
  saving,
  error,
  readOnly,
  submitLabel,
}: GraduationFormProps) {
  const { control, register, handleSubmit, setValue, formState } = useForm<
    GraduationFormInput,
    unknown,
    GraduationForm
  >({
    resolver: zodResolver(graduationFormSchema),
    defaultValues: initial ? formValuesOf(initial) : EMPTY,
  });
  const field = (name: keyof GraduationFormInput) => ({
    control,
    name,
    label: F[name].label,
    description: F[name].help,
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Dados da formatura">
      <fieldset disabled={readOnly} className="plain-fieldset">
        <Stack gap="md">
          <Fieldset legend="A formatura">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <InstitutionSelect
                control={control}
                onCreated={(id) => setValue('institutionId', id, { shouldValidate: true })}
              />
              <TextInput
                {...register('name')}
                label={F.name.label}
                description={F.name.help}
                error={formState.errors.name?.message}
                required
              />
              <DateField {...field('FormData')} />
              <OptionalTextField {...field('FormHora')} type="time" />
              <OptionalTextField {...field('FormLocal')} />
              <CheckField {...field('FormVerDados')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Contrato e pagamento">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <NumberField {...field('FormValorPrazo')} decimalScale={2} fixedDecimalScale min={0} />
              <NumberField {...field('FormValor')} decimalScale={2} fixedDecimalScale min={0} />
              <DateField {...field('FormLimiteAvista')} />
              <NumberField {...field('FormReajuste')} decimalScale={2} fixedDecimalScale />
              <NumberField {...field('FormLimiteSemJuros')} allowDecimal={false} min={1} max={24} />
              <NumberField {...field('FormTaxa')} decimalScale={2} min={0} max={100} suffix=" %" />
              <DateField {...field('FormLimiteCartao')} />
              <OptionalTextField {...field('FormContrato')} type="url" placeholder="https://" />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Envios do formando">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <NumberField {...field('FormFtInfancia')} allowDecimal={false} min={0} max={50} />
              <NumberField {...field('FormFtHomenagem')} allowDecimal={false} min={0} max={50} />
              <NumberField {...field('FormFtLed')} allowDecimal={false} min={0} max={50} />
              <NumberField {...field('FormLimiteEntrega')} allowDecimal={false} min={-365} max={365} />
              <DateField {...field('FormLimiteCamisetas')} />
              <DateField {...field('FormLimiteComplementares')} />
              <CheckField {...field('complementar')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Fotos e eventos">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <NumberField {...field('FormMinimoPago')} decimalScale={2} min={0} max={100} suffix=" %" />
              <CheckField {...field('FormDownImpressas')} />
              <CheckField {...field('FormTodas')} />
            </SimpleGrid>
          </Fieldset>
        </Stack>
      </fieldset>
      {error !== null && error !== undefined && (
        <Alert color="red" role="alert" mt="md" title="Não foi possível salvar">
          {errorText(error)}
        </Alert>
      )}
      {Object.keys(formState.errors).length > 0 && (
        <Alert color="orange" role="alert" mt="md">
          Confira os campos marcados.
        </Alert>
      )}
      {!readOnly && (
        <Group mt="md">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      )}
    </form>
  );
}

/** The institution, picked from the list or created on the spot ('Nova instituição'). */
function InstitutionSelect({
  control,
  onCreated,
}: {
  control: ReturnType<typeof useForm<GraduationFormInput, unknown, GraduationForm>>['control'];
  onCreated: (id: number) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'institutionId' });
  const institutions = useQuery(institutionsQuery());
  const [opened, { open, close }] = useDisclosure();
  return (
    <div>
      <Select
        ref={field.ref}
        label={F.institutionId.label}
        description={F.institutionId.help}
        placeholder={institutions.isPending ? 'Carregando…' : 'Escolha a instituição'}
        data={(institutions.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
        value={field.value == null ? null : String(field.value)}
        onChange={(value) => field.onChange(value === null ? null : Number(value))}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
        searchable
        nothingFoundMessage="Nenhuma instituição com esse nome"
        required
      />
      <Button variant="subtle" size="compact-sm" mt={4} onClick={open}>
        Nova instituição
      </Button>
      <InstitutionModal
        opened={opened}
        onClose={close}
        onCreated={(institution) => onCreated(institution.id)}
      />
    </div>
  );
}
