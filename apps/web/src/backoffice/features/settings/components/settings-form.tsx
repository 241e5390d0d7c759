import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ProducerSettings, producerSettingsSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../../lib/api-client';
import { zodResolver } from '../../../../lib/zod-resolver';
import { OptionalTextField } from '../../../components/form-inputs';
import { ProducerIdentityFields } from './producer-identity-fields';
import { ProducerLogoField } from './producer-logo-field';
import { SETTINGS_FIELDS as F, REMINDER_FIELD } from './settings-fields';
import { SizeChartFields } from './size-chart-fields';

type TextKey = 'storeUrl' | 'contactUrl' | 'guestCourseMarker' | 'ignoreCreditsCourseMarker';

/**
 * The producer's settings, each explained under its label and checked by the API's own schema
 * (producerSettingsSchema) before anything is sent; what the server still refuses shows beside the button.
 */
export function SettingsForm({
  initial,
  onSave,
  saving,
  error,
}: {
  initial: ProducerSettings;
  onSave: (settings: ProducerSettings) => void;
  saving: boolean;
  error: unknown;
}) {
  const { control, register, handleSubmit, formState } = useForm<ProducerSettings>({
    resolver: zodResolver(producerSettingsSchema),
    defaultValues: initial,
  });
  const text = (name: TextKey, type?: string) => (
    <TextInput
      {...register(name)}
      type={type}
      label={F[name].label}
      description={F[name].help}
      error={formState.errors[name]?.message}
    />
  );
  const email = (name: 'dpoEmail' | 'financeEmail') => (
    <OptionalTextField
      control={control}
      name={name}
      type="email"
      label={F[name].label}
      description={F[name].help}
    />
  );

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Configurações da produtora">
      <Stack gap="md">
        <Fieldset legend="Identidade da produtora">
          <Stack gap="md">
            <ProducerIdentityFields control={control} register={register} formState={formState} />
            <ProducerLogoField />
          </Stack>
        </Fieldset>
        <Fieldset legend="Endereços e contatos">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {text('storeUrl', 'url')}
            {text('contactUrl', 'url')}
            {email('dpoEmail')}
            {email('financeEmail')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Tabela de medidas das camisetas">
          <Text size="sm" mb="sm">
            O que o formando vê ao escolher o tamanho da camiseta: largura do tórax, comprimento e manga, em
            centímetros (de 20 a 200).
          </Text>
          <SizeChartFields control={control} />
        </Fieldset>
        <Fieldset legend="Lembretes">
          <TextInput
            {...register('reminderDays', { valueAsNumber: true })}
            type="number"
            min={0}
            max={60}
            label={REMINDER_FIELD.label}
            description={REMINDER_FIELD.help}
            error={formState.errors.reminderDays?.message}
          />
        </Fieldset>
        <Fieldset legend="Cursos especiais na importação">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {text('guestCourseMarker')}
            {text('ignoreCreditsCourseMarker')}
          </SimpleGrid>
        </Fieldset>
      </Stack>
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
      <Group mt="md">
        <Button type="submit" loading={saving}>
          Salvar configurações
        </Button>
      </Group>
    </form>
  );
}
