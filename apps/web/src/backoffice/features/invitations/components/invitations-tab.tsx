import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Graduation, InvitationResult } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { useSendInvitations } from '../api/send-invitations';
import { INVITATION_KINDS, type InvitationKind, studentCount } from './invitation-kinds';
import { StudentSelection } from './student-selection';

function Sent({ result }: { result: InvitationResult }) {
  return (
    <Alert
      color="green"
      title={result.queued === 1 ? '1 e-mail na fila' : `${result.queued} e-mails na fila`}
    >
      Os e-mails saem pela fila de envio nos próximos minutos.
      {result.skipped.length > 0 && (
        <Text size="sm" mt="xs">
          Não enviados (não são desta formatura): {result.skipped.join(', ')}.
        </Text>
      )}
    </Alert>
  );
}

/**
 * 'Convites' (decision 53): e-mails to a selection of the class, either a way into the portal or the
 * graduation's self-registration link, queued by the API in one transaction.
 */
export function InvitationsTab({ graduation }: { graduation: Graduation }) {
  const [kind, setKind] = useState<InvitationKind>('acesso');
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [confirming, { open, close }] = useDisclosure();
  const send = useSendInvitations(graduation.id);
  const count = selected.size;

  const confirm = () =>
    send.mutate(
      { kind, studentIds: [...selected] },
      {
        onSuccess: () => setSelected(new Set()),
        onSettled: close,
      },
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Convites por e-mail
      </Title>
      <Radio.Group label="O que enviar" value={kind} onChange={(value) => setKind(value as InvitationKind)}>
        <Stack gap="xs" mt="xs">
          {(Object.keys(INVITATION_KINDS) as InvitationKind[]).map((k) => (
            // Cards, not Radio: Mantine's Radio turns an unchecked input uncontrolled (checked: undefined).
            <Radio.Card key={k} value={k} p="sm" radius="md" maw={640}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={600}>{INVITATION_KINDS[k].label}</Text>
                  <Text size="sm">{INVITATION_KINDS[k].description}</Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {send.data && <Sent result={send.data} />}
      {send.isError && (
        <Alert color="red" role="alert" title="Não foi possível enviar">
          {errorText(send.error)}
        </Alert>
      )}
      <Group>
        <Button onClick={open} disabled={count === 0}>
          {count === 0 ? 'Escolha os formandos' : `Enviar convite a ${studentCount(count)}`}
        </Button>
        {count > 0 && (
          <Button variant="subtle" onClick={() => setSelected(new Set())}>
            Limpar seleção
          </Button>
        )}
      </Group>
      <StudentSelection graduationId={graduation.id} selected={selected} onChange={setSelected} />
      <Modal opened={confirming} onClose={close} title={`Enviar convite a ${studentCount(count)}?`}>
        <Text fw={700} mb={4}>
          {INVITATION_KINDS[kind].label}
        </Text>
        <Text mb="md">{INVITATION_KINDS[kind].description}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button loading={send.isPending} onClick={confirm}>
            Enviar convites
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

export default InvitationsTab;
