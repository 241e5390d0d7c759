import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { AdminEventDetail, EventPublicationForm } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';
import { setPublication } from '../api/events';
import { PublicationBadge, publicationText } from './publication-badge';

type Action = EventPublicationForm['acao'];

const TITLE: Record<Action, string> = {
  publicar: 'Publicar o evento agora?',
  agendar: 'Agendar a publicação?',
  rascunho: 'Voltar o evento a rascunho?',
};
const CONFIRM: Record<Action, string> = {
  publicar: 'Publicar',
  agendar: 'Agendar',
  rascunho: 'Voltar a rascunho',
};
const EXPLAIN: Record<Action, string> = {
  publicar: 'Os formandos da turma passam a ver o evento e as fotos prontas do álbum.',
  agendar: 'O evento aparece para os formandos sozinho, na data e hora escolhidas.',
  rascunho:
    'Os formandos deixam de ver o evento e o álbum até você publicá-lo de novo. Pedidos já feitos continuam valendo.',
};

const NOT_SCHEDULED = 'Informe a data e a hora da publicação.';

/**
 * The event's publication (decision 120): a draft until the producer publishes it, now or at a time to
 * come, and back to draft; each through the app's confirmation dialog.
 */
export function EventPublicationCard({
  event,
  onChanged,
}: {
  event: AdminEventDetail;
  onChanged: () => void;
}) {
  const [action, setAction] = useState<Action | null>(null);
  const [when, setWhen] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useMutation({
    mutationFn: (form: EventPublicationForm) => setPublication(event.id, form),
    onSuccess: (answer) => {
      setAction(null);
      notifySuccess(`${event.nome}: ${publicationText(answer)}.`);
      onChanged();
    },
  });
  const open = (a: Action) => {
    change.reset();
    setMissing(false);
    setAction(a);
  };
  const confirm = () => {
    if (action === 'agendar') {
      if (!when) return setMissing(true);
      // The field is the producer's wall clock in Brasília (UTC−3, as every time the back-office shows).
      return change.mutate({ acao: 'agendar', em: `${when}:00-03:00` });
    }
    if (action) change.mutate({ acao: action });
  };
  const { estado } = event.publicacao;
  return (
    <Card withBorder maw={640}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600}>Publicação</Text>
          <PublicationBadge publication={event.publicacao} />
        </Group>
        <Text size="sm">
          {estado === 'publicado'
            ? 'Os formandos veem este evento.'
            : 'Os formandos ainda não veem este evento: envie e ordene as fotos, depois publique.'}
        </Text>
        <Group gap="xs">
          {estado !== 'publicado' && <Button onClick={() => open('publicar')}>Publicar</Button>}
          <Button variant="light" onClick={() => open('agendar')}>
            Agendar publicação
          </Button>
          {estado !== 'rascunho' && (
            <Button variant="default" onClick={() => open('rascunho')}>
              Voltar a rascunho
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={action !== null}
        title={action ? TITLE[action] : ''}
        confirmLabel={action ? CONFIRM[action] : ''}
        danger={action === 'rascunho'}
        busy={change.isPending}
        error={change.error}
        onClose={() => setAction(null)}
        onConfirm={confirm}
      >
        <Stack gap="sm" mb="md">
          <Text>{action ? EXPLAIN[action] : ''}</Text>
          {action === 'agendar' && (
            <TextInput
              type="datetime-local"
              label="Data e hora da publicação (horário de Brasília)"
              value={when}
              onChange={(e) => {
                setWhen(e.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? NOT_SCHEDULED : undefined}
              required
            />
          )}
        </Stack>
      </ConfirmDialog>
    </Card>
  );
}
