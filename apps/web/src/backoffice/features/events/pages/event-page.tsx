import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorText } from '../../../../lib/api-client';
import { APP_NAME } from '../../../../lib/config';
import { ArchivedBadge } from '../../../components/archived-badge';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { eventKey, eventQuery, eventsKey, updateEvent, uploadCover } from '../api/events';
import { AlbumOrder } from '../components/album-order';
import { EventArchiveActions } from '../components/event-archive';
import { EventForm } from '../components/event-form';
import { EventPublicationCard } from '../components/event-publication';
import { PhotoUploader } from '../components/photo-uploader';
import { PhotosGrid } from '../components/photos-grid';
import { readyPhotosText } from '../components/publication-badge';

/** One event in the back-office (decision 65): its data and cover, and for a photo event its album's files. */
function EventPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    ...eventQuery(id),
    // While photos are processing the counts and the grid follow the job queue.
    refetchInterval: (q) => ((q.state.data?.fotos.pendentes ?? 0) > 0 ? 2000 : false),
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: eventKey(id) });
    if (query.data) void client.invalidateQueries({ queryKey: eventsKey(query.data.formatura) });
  };
  const save = useMutation({
    mutationFn: (form: Parameters<typeof updateEvent>[1]) => updateEvent(id, form),
    onSuccess: () => {
      notifySuccess('Alterações salvas.');
      setEditing(false);
      refresh();
    },
  });
  const cover = useMutation({
    mutationFn: (file: File) => uploadCover(id, file),
    onSuccess: () => {
      notifySuccess('Capa trocada.');
      refresh();
    },
  });

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader aria-label="Carregando o evento" />;
  const event = query.data;
  return (
    <Stack>
      <title>{`${event.nome} · Eventos · Administração · ${APP_NAME}`}</title>
      <Anchor component={Link} to={paths.adminGraduation(event.formatura, 'eventos')}>
        ← Eventos da formatura
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{event.nome}</Title>
          <ArchivedBadge archived={event.arquivado} />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setEditing((v) => !v)}>
            {editing ? 'Fechar' : 'Alterar dados'}
          </Button>
          <EventArchiveActions
            event={event}
            size="sm"
            onDeleted={() => void navigate(paths.adminGraduation(event.formatura, 'eventos'))}
          />
        </Group>
      </Group>
      {event.arquivado && (
        <Alert color="gray.8">
          Evento arquivado: os formandos não o veem, como num rascunho. As fotos já compradas continuam nos
          pedidos deles.
        </Alert>
      )}
      <EventPublicationCard event={event} onChanged={refresh} />
      {editing && (
        <EventForm
          initial={{ nome: event.nome, data: event.data, tipoMidia: event.tipoMidia, link: event.link }}
          submitLabel="Salvar"
          busy={save.isPending}
          error={save.isError ? errorText(save.error) : null}
          onSubmit={(f) => save.mutate(f)}
        />
      )}
      <Card withBorder maw={420}>
        <Text fw={600} mb="xs">
          Capa
        </Text>
        {event.capa ? (
          <img src={event.capa} alt={`Capa de ${event.nome}`} style={{ width: '100%', height: 'auto' }} />
        ) : (
          <Text size="sm">Sem capa: a primeira foto publicada passa a ser a capa.</Text>
        )}
        <FileButton onChange={(f) => f && cover.mutate(f)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} mt="sm" variant="light" loading={cover.isPending}>
              Trocar capa
            </Button>
          )}
        </FileButton>
        {cover.isError && (
          <Text c="red.9" size="sm" role="alert">
            {errorText(cover.error)}
          </Text>
        )}
      </Card>
      {event.tipoMidia === 0 ? (
        <>
          <Title order={2}>Fotos</Title>
          <Group gap="xs" aria-label="Fotos do evento por estado">
            <Badge color="teal.9">
              {readyPhotosText(event.fotos.prontas, event.publicacao, event.arquivado)}
            </Badge>
            <Badge color="blue.9">{event.fotos.pendentes} processando</Badge>
            <Badge color="red.9">{event.fotos.recusadas} recusadas</Badge>
          </Group>
          <PhotoUploader eventId={id} />
          <AlbumOrder event={event} onChanged={refresh} />
          <PhotosGrid eventId={id} live={event.fotos.pendentes > 0} />
        </>
      ) : (
        <Alert color="gray.8">Eventos de vídeo ou link não têm fotos: os formandos abrem o link.</Alert>
      )}
    </Stack>
  );
}

export const Component = EventPage;
