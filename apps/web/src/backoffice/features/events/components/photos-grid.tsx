import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { type AdminPhoto, type PhotoIngestState, photoRefusalText, photoStateText } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { EVENT_PHOTOS_PAGE, eventKey, eventPhotosQuery, removePhoto } from '../api/events';

const FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'ready', label: 'Prontas' },
  { value: 'pending', label: 'Processando' },
  { value: 'refused', label: 'Recusadas' },
] as const;

const STATE_COLOR: Record<PhotoIngestState, string> = {
  ready: 'teal.9',
  pending: 'blue.9',
  refused: 'red.9',
};

function PhotoCard({ photo, onRemove }: { photo: AdminPhoto; onRemove: () => void }) {
  return (
    <Card withBorder padding="xs" data-testid="event-photo">
      <Card.Section>
        {photo.miniatura ? (
          <img
            src={photo.miniatura}
            alt={photo.nome}
            width={photo.largura ?? undefined}
            height={photo.altura ?? undefined}
            loading="lazy"
            style={{
              width: '100%',
              height: 'auto',
              aspectRatio: `${photo.largura} / ${photo.altura}`,
              display: 'block',
            }}
          />
        ) : (
          <div style={{ aspectRatio: '3 / 2', display: 'grid', placeItems: 'center', background: '#eef1f4' }}>
            {photo.estado === 'pending' ? (
              <Loader size="sm" aria-label="Processando" />
            ) : (
              <Text size="xs">Sem imagem</Text>
            )}
          </div>
        )}
      </Card.Section>
      <Group justify="space-between" mt="xs" wrap="nowrap" gap={4}>
        <Text size="xs" truncate title={photo.nome}>
          {photo.nome}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="sm"
          aria-label={`Tirar ${photo.nome} do evento`}
          onClick={onRemove}
        >
          ✕
        </ActionIcon>
      </Group>
      <Badge color={STATE_COLOR[photo.estado]} size="sm">
        {photoStateText[photo.estado]}
      </Badge>
      {photo.motivo && (
        <Text size="xs" c="red.9">
          {photoRefusalText[photo.motivo]}
        </Text>
      )}
    </Card>
  );
}

/** The event's files with their ingest state, newest first; polled while photos are still processing. */
export function PhotosGrid({ eventId, live }: { eventId: number; live: boolean }) {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['value']>('all');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<AdminPhoto | null>(null);
  const client = useQueryClient();
  const query = useQuery({
    ...eventPhotosQuery(eventId, page, filter === 'all' ? null : filter),
    refetchInterval: live ? 2000 : false,
  });
  const remove = useMutation({
    mutationFn: (photo: AdminPhoto) => removePhoto(eventId, photo.id),
    onSuccess: (_, photo) => {
      setRemoving(null);
      notifySuccess(`${photo.nome} saiu do evento.`);
      void client.invalidateQueries({ queryKey: eventKey(eventId) });
    },
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / EVENT_PHOTOS_PAGE));
  return (
    <Stack gap="sm">
      <SegmentedControl
        data={[...FILTERS]}
        value={filter}
        onChange={(v) => {
          setFilter(v as typeof filter);
          setPage(1);
        }}
        aria-label="Mostrar as fotos"
        maw={520}
      />
      {/* The app's own dialog, not the browser's confirm() (decision 118): it names the photo and says what stays. */}
      <ConfirmDialog
        opened={removing !== null}
        title="Tirar a foto do evento?"
        confirmLabel="Tirar do evento"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {`${removing?.nome ?? ''} sai do álbum do evento e os formandos deixam de vê-la. Pedidos já feitos com ela continuam valendo.`}
      </ConfirmDialog>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label="Carregando as fotos" />
      ) : query.data.items.length === 0 ? (
        <Text>Nenhuma foto aqui ainda.</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
            {query.data.items.map((photo) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                onRemove={() => {
                  remove.reset();
                  setRemoving(photo);
                }}
              />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Páginas de fotos" />
          )}
        </>
      )}
    </Stack>
  );
}
