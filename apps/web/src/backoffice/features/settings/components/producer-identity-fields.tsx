import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { BRAZIL_UFS, type ProducerSettings } from '@portal/domain';
import type { Control, FormState, UseFormRegister } from 'react-hook-form';
import { OptionalTextField } from '../../../components/form-inputs';
import { PRODUCER_FIELDS as P } from './settings-fields';

type TextKey = 'name' | 'legalName' | 'cnpj' | 'street' | 'city' | 'cep' | 'phone';

/**
 * The 'Identidade da produtora' fields (decision 122): who receives the payments, shown on receipts,
 * statements, e-mails and the portal's header. Checked by the same schema the API saves with.
 */
export function ProducerIdentityFields({
  control,
  register,
  formState,
}: {
  control: Control<ProducerSettings>;
  register: UseFormRegister<ProducerSettings>;
  formState: FormState<ProducerSettings>;
}) {
  const errors = formState.errors.producer;
  const text = (name: TextKey, extra: { inputMode?: 'numeric' | 'tel'; autoComplete?: string } = {}) => (
    <TextInput
      {...register(`producer.${name}`)}
      {...extra}
      label={P[name].label}
      description={P[name].help || undefined}
      error={errors?.[name]?.message}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {text('name', { autoComplete: 'organization' })}
      {text('legalName')}
      {text('cnpj', { inputMode: 'numeric' })}
      {text('street', { autoComplete: 'street-address' })}
      {text('city', { autoComplete: 'address-level2' })}
      <NativeSelect
        {...register('producer.state')}
        label={P.state.label}
        data={[{ value: '', label: '—' }, ...BRAZIL_UFS.map((uf) => ({ value: uf, label: uf }))]}
        error={errors?.state?.message}
      />
      {text('cep', { inputMode: 'numeric', autoComplete: 'postal-code' })}
      <OptionalTextField
        control={control}
        name="producer.email"
        type="email"
        label={P.email.label}
        description={P.email.help}
      />
      {text('phone', { inputMode: 'tel', autoComplete: 'tel' })}
    </SimpleGrid>
  );
}
