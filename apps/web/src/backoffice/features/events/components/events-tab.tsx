import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { archiveMessages } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorText } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { ArchivedBadge } from '../../../components/archived-badge';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { useSubmitKey } from '../../../components/use-submit-key';
import { createEvent, eventsKey, eventsQuery } from '../api/events';
import { EventArchiveActions } from './event-archive';
import { EventForm, mediaTypeLabel } from './event-form';
import { PublicationBadge, readyPhotosText } from './publication-badge';

/** 'Eventos' of a graduation (decision 65): the events with their covers and photos, and a new one. */
function EventsTab({ graduationId }: { graduationId: number }) {
  // Archived events only when asked (decision 124).
  const [archived, setArchived] = useState(false);
  const query = useQuery(eventsQuery(graduationId, archived));
  const client = useQueryClient();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const submit = useSubmitKey();
  const create = useMutation({
    mutationFn: (form: Parameters<typeof createEvent>[1]) =>
      submit.send((key) => createEvent(graduationId, form, key)),
    onSuccess: ({ id }) => {
      notifySuccess('Evento criado.');
      void client.invalidateQueries({ queryKey: eventsKey(graduationId) });
      close();
      void navigate(paths.adminEvent(id));
    },
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          Os eventos publicados aparecem na página inicial dos formandos; os de fotos abrem o álbum. Um evento
          novo fica em rascunho até você publicá-lo.
        </Text>
        <Group>
          <Checkbox
            label={archiveMessages.showArchived}
            checked={archived}
            onChange={(e) => setArchived(e.currentTarget.checked)}
          />
          <Button onClick={open}>Novo evento</Button>
        </Group>
      </Group>
      <Modal opened={opened} onClose={close} title="Novo evento">
        <EventForm
          submitLabel="Criar evento"
          busy={create.isPending}
          error={create.isError ? errorText(create.error) : null}
          onSubmit={(f) => create.mutate(f)}
        />
      </Modal>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label="Carregando os eventos" />
      ) : query.data.length === 0 ? (
        <Alert color="gray.8">Nenhum evento nesta formatura.</Alert>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Capa</Table.Th>
                <Table.Th>Evento</Table.Th>
                <Table.Th>Data</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Fotos</Table.Th>
                <Table.Th>Publicação</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    {e.capa ? (
                      <img src={e.capa} alt="" width={80} height={50} style={{ objectFit: 'cover' }} />
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={paths.adminEvent(e.id)}>
                        {e.nome}
                      </Anchor>
                      <ArchivedBadge archived={e.arquivado} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{e.data ? formatDate(e.data) : '—'}</Table.Td>
                  <Table.Td>{mediaTypeLabel(e.tipoMidia)}</Table.Td>
                  <Table.Td>
                    {e.tipoMidia === 0 ? (
                      <Group gap={4}>
                        <Badge color="teal.9">
                          {readyPhotosText(e.fotos.prontas, e.publicacao, e.arquivado)}
                        </Badge>
                        {e.fotos.pendentes > 0 && (
                          <Badge color="blue.9">{e.fotos.pendentes} processando</Badge>
                        )}
                        {e.fotos.recusadas > 0 && <Badge color="red.9">{e.fotos.recusadas} recusadas</Badge>}
                      </Group>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <PublicationBadge publication={e.publicacao} />
                  </Table.Td>
                  <Table.Td>
                    <EventArchiveActions event={e} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export default EventsTab;
