import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import {
  type AdminContract,
  type ContractPlanBody,
  type ContractPlanInput,
  type ContractPlanPreview,
  contractPlanMessages as cm,
  contractPlanInputSchema,
  dueInMonth,
  PaymentMethod,
  todayInSaoPaulo,
} from '@portal/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '../../../../lib/zod-resolver';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { DateField, NumberField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { useApplyPlan, usePreviewPlan } from '../api/contract-plan';
import { brl, day } from './format';

const DEFAULT_DAY = 10;
/** 'a parcela em aberto…' or 'as 3 parcelas em aberto…' of the plan being replaced. */
const openOnes = (n: number) =>
  n === 1 ? 'a parcela em aberto do plano atual' : `as ${n} parcelas em aberto do plano atual`;

/** The plan as the producer will confirm it: each parcel, its due date and value, and what it replaces. */
function PlanPreview({ preview }: { preview: ContractPlanPreview }) {
  return (
    <Stack gap="xs" mt="md">
      <Text size="sm">
        {preview.parcelas.length} parcelas somando {brl(preview.total)}
        {preview.substitui > 0 ? `, no lugar d${openOnes(preview.substitui)}.` : '.'}
      </Text>
      {preview.bloqueio && (
        <Alert color="red.9" role="alert">
          {preview.bloqueio}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320} mah={320}>
        <Table striped aria-label="Prévia das parcelas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Parcela</Table.Th>
              <Table.Th>Vencimento</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.parcelas.map((p) => (
              <Table.Tr key={p.numero}>
                <Table.Td>
                  {p.numero}/{p.de}
                </Table.Td>
                <Table.Td>{day(p.vencimento)}</Table.Td>
                <Table.Td ta="right">{brl(p.valor)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * 'Gerar parcelas' (decision 125): count, first due date, day of the month and total (the graduation's
 * 'Valor a prazo' to start with), previewed, then confirmed in the app's dialog before anything is written.
 */
export function PlanModal({
  studentId,
  contract,
  valorPrazo,
  opened,
  onClose,
}: {
  studentId: number;
  contract: AdminContract;
  valorPrazo: number;
  opened: boolean;
  onClose: () => void;
}) {
  const preview = usePreviewPlan(studentId, contract.id);
  const apply = useApplyPlan(studentId, contract.id);
  const [shown, setShown] = useState<{ body: ContractPlanBody; answer: ContractPlanPreview } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, reset } = useForm<ContractPlanInput, unknown, ContractPlanBody>({
    resolver: zodResolver(contractPlanInputSchema),
    defaultValues: {
      total: valorPrazo > 0 ? valorPrazo : (null as unknown as number),
      parcelas: 12,
      primeiroVencimento: dueInMonth(todayInSaoPaulo(new Date()), 1, DEFAULT_DAY),
      diaDoMes: DEFAULT_DAY,
      forma: PaymentMethod.boleto,
    },
  });
  const close = () => {
    preview.reset();
    apply.reset();
    reset();
    setShown(null);
    setConfirming(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Gerar parcelas do contrato ${contract.id}`} size="lg">
      <form
        noValidate
        aria-label="Gerar parcelas"
        onSubmit={handleSubmit((body) =>
          preview.mutate(body, { onSuccess: (answer) => setShown({ body, answer }) }),
        )}
      >
        <Stack gap="sm">
          <NumberField
            control={control}
            name="total"
            label="Total das parcelas (R$)"
            description={`O valor a prazo da formatura é ${brl(valorPrazo)}.`}
            decimalScale={2}
            min={0}
          />
          <Group grow>
            <NumberField control={control} name="parcelas" label="Número de parcelas" min={1} max={60} />
            <NumberField control={control} name="diaDoMes" label="Dia do vencimento" min={1} max={31} />
          </Group>
          <DateField control={control} name="primeiroVencimento" label="Primeiro vencimento" />
          <Controller
            control={control}
            name="forma"
            render={({ field }) => (
              <div>
                <Text size="sm" fw={500} id={`plano-forma-${contract.id}`}>
                  Forma de pagamento
                </Text>
                <SegmentedControl
                  aria-labelledby={`plano-forma-${contract.id}`}
                  value={String(field.value)}
                  onChange={(v) => field.onChange(Number(v))}
                  data={[
                    { value: String(PaymentMethod.boleto), label: 'Boleto' },
                    { value: String(PaymentMethod.pix), label: 'PIX' },
                  ]}
                />
              </div>
            )}
          />
          <Text size="xs" c="dimmed">
            Depois do primeiro, cada vencimento cai no dia escolhido do mês seguinte (ou no último dia do mês,
            quando ele é mais curto). Os centavos que não dividem ficam na primeira parcela.
          </Text>
        </Stack>
        <FormError error={preview.error} />
        {shown && <PlanPreview preview={shown.answer} />}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Voltar
          </Button>
          <Button type="submit" variant={shown ? 'default' : 'filled'} loading={preview.isPending}>
            {shown ? 'Atualizar prévia' : 'Ver prévia'}
          </Button>
          {shown && (
            <Button disabled={shown.answer.bloqueio !== null} onClick={() => setConfirming(true)}>
              Gerar parcelas
            </Button>
          )}
        </Group>
      </form>
      {shown && (
        <ConfirmDialog
          title="Gerar parcelas"
          confirmLabel="Gerar parcelas"
          opened={confirming}
          busy={apply.isPending}
          error={apply.error}
          onConfirm={() =>
            apply.mutate(shown.body, {
              onSuccess: () => {
                notifySuccess(cm.planApplied(shown.answer.parcelas.length));
                close();
              },
            })
          }
          onClose={() => {
            apply.reset();
            setConfirming(false);
          }}
        >
          {`Gerar ${shown.answer.parcelas.length} parcelas somando ${brl(shown.answer.total)}, a primeira em ${day(shown.answer.parcelas[0]!.vencimento)}?${
            shown.answer.substitui > 0
              ? ` ${shown.answer.substitui === 1 ? 'Some a parcela' : `Somem as ${shown.answer.substitui} parcelas`} em aberto do plano atual.`
              : ''
          } O formando passa a ver as novas parcelas.`}
        </ConfirmDialog>
      )}
    </Modal>
  );
}
