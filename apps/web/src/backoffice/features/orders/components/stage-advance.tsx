import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type AdminOrderDetail, STAGE_MAIL_DELAY_SECONDS, stageChangeMessages } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { notifySuccess } from '../../../components/notify';
import { adminOrderQuery, useAdvanceStage, useUndoStage } from '../api/orders';
import { ADVANCE_LABELS, COLUMN_LABELS, STAMPED_LABELS } from './stage-labels';

const MINUTES = Math.round(STAGE_MAIL_DELAY_SECONDS / 60);
const clock = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * The stage the order waits on and its button (spec A §4). A change is confirmed first, naming the order,
 * the student and the new stage; until its e-mail leaves it can be undone (decision 118).
 */
export function StageAdvance({ order }: { order: AdminOrderDetail }) {
  const id = order.pedido.pedId;
  const advance = useAdvanceStage(id);
  const [confirming, setConfirming] = useState(false);
  const stage = order.etapa;
  // The stage the dialog asked about: kept while the dialog fades out, when the refetched order already
  // waits on the next stage (else the closing dialog would offer the next change's button for a moment).
  const [asked, setAsked] = useState(stage);
  return (
    <Stack gap="xs">
      {order.desfazer && <UndoStage order={order} />}
      {stage ? (
        <>
          <Text>
            Etapa atual: <strong>{COLUMN_LABELS[stage]}</strong>
          </Text>
          <Group>
            <Button
              onClick={() => {
                setAsked(stage);
                setConfirming(true);
              }}
            >
              {ADVANCE_LABELS[stage]}
            </Button>
          </Group>
          {asked && (
            <ConfirmDialog
              opened={confirming}
              title={`${ADVANCE_LABELS[asked]}?`}
              confirmLabel={ADVANCE_LABELS[asked]}
              busy={advance.isPending}
              error={advance.error}
              onClose={() => {
                setConfirming(false);
                advance.reset();
              }}
              onConfirm={() =>
                advance.mutate(asked, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifySuccess(stageChangeMessages.advanced(MINUTES));
                  },
                })
              }
            >
              {`O pedido nº ${id} de ${order.aluno.nome} passa para '${STAMPED_LABELS[asked]}'. ${order.aluno.nome} recebe um e-mail sobre a mudança em ${MINUTES} minutos; até lá você pode desfazer.`}
            </ConfirmDialog>
          )}
        </>
      ) : (
        <Text fw={600}>Pedido entregue.</Text>
      )}
    </Stack>
  );
}

/** 'Desfazer' while the last stage's e-mail waits; when the window closes, the detail is asked again. */
function UndoStage({ order }: { order: AdminOrderDetail }) {
  const id = order.pedido.pedId;
  const undo = useUndoStage(id);
  const queryClient = useQueryClient();
  const until = order.desfazer?.ate;
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: adminOrderQuery(id).queryKey }),
      Math.max(0, Date.parse(until) - Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [until, id, queryClient]);
  if (!order.desfazer) return null;
  return (
    <Alert
      color="yellow"
      // Mantine draws a yellow alert's title in yellow.6 (1.6:1 on its own background): dark text reads.
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      title={`Etapa '${STAMPED_LABELS[order.desfazer.etapa]}' definida`}
    >
      <Text size="sm" mb="xs">
        O e-mail a {order.aluno.nome} sai às {clock(order.desfazer.ate)}. Até lá, você pode desfazer a mudança
        e o e-mail não é enviado.
      </Text>
      <Button
        size="xs"
        variant="default"
        loading={undo.isPending}
        onClick={() => undo.mutate(undefined, { onSuccess: () => notifySuccess(stageChangeMessages.undone) })}
      >
        Desfazer
      </Button>
      <FormError error={undo.error} />
    </Alert>
  );
}
