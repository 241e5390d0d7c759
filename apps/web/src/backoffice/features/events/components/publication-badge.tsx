import { Badge } from '@mantine/core';
import type { EventPublication } from '@portal/domain';
import { formatDateTime } from '../../../../lib/format';

/** Where the event is on its way to students (decision 120), as a badge. */
export function publicationText(p: EventPublication): string {
  if (p.estado === 'rascunho') return 'Rascunho';
  if (p.estado === 'agendado') return `Agendado para ${formatDateTime(p.em ?? '')}`;
  return 'Publicado';
}

/**
 * The event's processed photos as far as students are concerned: "publicadas" only while students see the
 * event (decision 120); a draft's, a scheduled event's and an archived event's (decision 124) are ready.
 */
export function readyPhotosText(count: number, publication: EventPublication, archived: boolean): string {
  const one = count === 1;
  if (!archived && publication.estado === 'publicado') return `${count} ${one ? 'publicada' : 'publicadas'}`;
  const why = archived
    ? 'evento arquivado'
    : publication.estado === 'agendado'
      ? 'publicação agendada'
      : 'rascunho';
  return `${count} ${one ? 'pronta' : 'prontas'} (${why})`;
}

const COLOR = { rascunho: 'gray.8', agendado: 'blue.9', publicado: 'teal.9' } as const;

export function PublicationBadge({ publication }: { publication: EventPublication }) {
  return <Badge color={COLOR[publication.estado]}>{publicationText(publication)}</Badge>;
}
