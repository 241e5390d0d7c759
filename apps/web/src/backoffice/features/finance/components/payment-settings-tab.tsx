import { Alert, Button, Group, Loader, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type AdminPaymentSettings,
  adminFinanceMessages,
  adminPaymentSettingsSchema,
  backofficeMessages,
  DEFAULT_PIX_CITY,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../../lib/zod-resolver';
import { FormError } from '../../../components/form-error';
import { NumberField, OptionalTextField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { paymentSettingsQuery, useSavePaymentSettings } from '../api/finance';

type Input = z.input<typeof adminPaymentSettingsSchema>;

function SettingsForm({ initial }: { initial: AdminPaymentSettings }) {
  const save = useSavePaymentSettings();
  const { control, register, handleSubmit, formState } = useForm<Input, unknown, AdminPaymentSettings>({
    resolver: zodResolver(adminPaymentSettingsSchema),
    defaultValues: initial,
  });
  const deposit = useController({ control, name: 'bankDeposit' });
  return (
    <form
      noValidate
      aria-label="Configurações de pagamento"
      onSubmit={handleSubmit((body) =>
        save.mutate(body, { onSuccess: () => notifySuccess(backofficeMessages.saved) }),
      )}
    >
      <Stack maw={640} gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            control={control}
            name="cardMaxInstalments"
            label="Parcelas no cartão (máximo)"
            description="O contrato fala em até 4; o portal oferece até este número."
            allowDecimal={false}
          />
          <NumberField
            control={control}
            name="boletoFee"
            label="Taxa do boleto (R$)"
            description="Somada ao boleto e mostrada antes de confirmar. Cobrar do consumidor pode ser abusivo (CDC art. 39)."
            decimalScale={2}
            min={0}
          />
        </SimpleGrid>
        <OptionalTextField
          control={control}
          name="pixKey"
          label="Chave PIX"
          description="E-mail, CPF, CNPJ, celular com DDD ou chave aleatória, com ou sem pontuação: é guardada como o banco a lê. Sem chave, o portal não oferece o código PIX fixo."
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...register('pixMerchantName')}
            label="Nome do recebedor (PIX)"
            description="Como o banco de quem paga mostra a produtora (até 25 letras)."
            error={formState.errors.pixMerchantName?.message}
          />
          <TextInput
            {...register('pixMerchantCity')}
            label="Cidade do recebedor (PIX)"
            description={`Até 15 letras; ${DEFAULT_PIX_CITY} se nada for dito.`}
            error={formState.errors.pixMerchantCity?.message}
          />
        </SimpleGrid>
        {initial.bankDeposit === null && (
          <Alert
            color="yellow"
            role="status"
            // Mantine's yellow title reads 1.6:1 on its background: dark text reads.
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
            title="Falta informar os dados para depósito"
          >
            {adminFinanceMessages.bankDepositGap}
          </Alert>
        )}
        <Textarea
          ref={deposit.field.ref}
          name="bankDeposit"
          label="Dados para depósito"
          description="Banco, agência, conta e titular: o formando vê em 'dados bancários'."
          autosize
          minRows={3}
          value={deposit.field.value ?? ''}
          onChange={(e) =>
            deposit.field.onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)
          }
          error={deposit.fieldState.error?.message}
        />
      </Stack>
      <FormError error={save.error} />
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          Salvar configurações de pagamento
        </Button>
      </Group>
    </form>
  );
}

/** The producer's payment settings (decision 52): a save is used by the very next payment. */
export function PaymentSettingsTab() {
  const settings = useQuery(paymentSettingsQuery());
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Loader aria-label="Carregando as configurações" />;
  return <SettingsForm initial={settings.data} />;
}
