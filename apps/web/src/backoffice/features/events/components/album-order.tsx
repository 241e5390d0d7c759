import { Button, Card, Group, Loader, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import {
  type AdminAlbumPhoto,
  type AdminEventDetail,
  ALBUM_ORDER_CHOICES,
  type AlbumOrderChoice,
  albumOrderText,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { QueryError } from '../../../components/query-error';
import { ALBUM_ORDER_PAGE, albumOrderQuery, eventKey, movePhoto, setAlbumOrder } from '../api/events';

/** One photo of the manual order, with buttons that move it one place up or down (keyboard reachable). */
function OrderRow({
  photo,
  last,
  busy,
  onMove,
}: {
  photo: AdminAlbumPhoto;
  last: boolean;
  busy: boolean;
  onMove: (to: number) => void;
}) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" data-testid="album-order-photo">
      <Text w={48} ta="right" fw={600} aria-hidden>
        {photo.posicao}
      </Text>
      {photo.miniatura ? (
        <img src={photo.miniatura} alt="" width={60} height={40} style={{ objectFit: 'cover' }} />
      ) : (
        <span style={{ width: 60 }} />
      )}
      <Text size="sm" style={{ flex: 1 }} truncate title={photo.nome}>
        {photo.nome}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        disabled={busy || photo.posicao === 1}
        aria-label={`Subir ${photo.nome} (posição ${photo.posicao})`}
        onClick={() => onMove(photo.posicao - 1)}
      >
        ↑ Subir
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={busy || last}
        aria-label={`Descer ${photo.nome} (posição ${photo.posicao})`}
        onClick={() => onMove(photo.posicao + 1)}
      >
        ↓ Descer
      </Button>
    </Group>
  );
}

/**
 * The album's order (decision 120): by file name as a person reads it, by the time each photo was taken,
 * or manual, where each photo moves up or down one place at a time.
 */
export function AlbumOrder({ event, onChanged }: { event: AdminEventDetail; onChanged: () => void }) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [moved, setMoved] = useState('');
  const manual = event.ordem === 'manual';
  const order = useMutation({
    mutationFn: (ordem: AlbumOrderChoice) => setAlbumOrder(event.id, ordem),
    onSuccess: () => onChanged(),
  });
  const album = useQuery({ ...albumOrderQuery(event.id, page), enabled: manual });
  const move = useMutation({
    mutationFn: ({ photo, to }: { photo: AdminAlbumPhoto; to: number }) => movePhoto(event.id, photo.id, to),
    onSuccess: (answer, { photo }) => {
      setMoved(`${photo.nome} foi para a posição ${answer.posicao}.`);
      void client.invalidateQueries({ queryKey: [...eventKey(event.id), 'album'] });
    },
  });
  const total = album.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ALBUM_ORDER_PAGE));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <NativeSelect
          label="Ordem do álbum"
          description="A ordem em que os formandos veem as fotos."
          data={ALBUM_ORDER_CHOICES.map((value) => ({ value, label: albumOrderText[value] }))}
          value={event.ordem}
          disabled={order.isPending}
          onChange={(e) => order.mutate(e.currentTarget.value as AlbumOrderChoice)}
          maw={320}
        />
        {order.isError && (
          <Text c="red.9" size="sm" role="alert">
            {errorText(order.error)}
          </Text>
        )}
        {!manual ? (
          <Text size="sm">Para mover fotos uma a uma, escolha a ordem Manual.</Text>
        ) : album.isError ? (
          <QueryError error={album.error} onRetry={() => void album.refetch()} />
        ) : !album.data ? (
          <Loader aria-label="Carregando a ordem do álbum" />
        ) : album.data.items.length === 0 ? (
          <Text size="sm">Nenhuma foto pronta no álbum ainda.</Text>
        ) : (
          <>
            <Stack
              component="ol"
              gap={4}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Ordem das fotos"
            >
              {album.data.items.map((photo) => (
                <OrderRow
                  key={photo.id}
                  photo={photo}
                  last={photo.posicao === total}
                  busy={move.isPending}
                  onMove={(to) => move.mutate({ photo, to })}
                />
              ))}
            </Stack>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                aria-label="Páginas da ordem do álbum"
              />
            )}
          </>
        )}
        {move.isError && (
          <Text c="red.9" size="sm" role="alert">
            {errorText(move.error)}
          </Text>
        )}
        <Text size="sm" role="status">
          {moved}
        </Text>
      </Stack>
    </Card>
  );
}
