import { Badge } from '@mantine/core';
import type { EventPublication } from '@portal/domain';
import { formatDateTime } from '../../../../lib/format';

/** Where the event is on its way to students (decision 120), as a badge. */
export function publicationText(p: EventPublication): string {
  if (p.estado === 'rascunho') return 'Rascunho';
  if (p.estado === 'agendado') return `Agendado para ${formatDateTime(p.em ?? '')}`;
  return 'Publicado';
}

const COLOR = { rascunho: 'gray.8', agendado: 'blue.9', publicado: 'teal.9' } as const;

export function PublicationBadge({ publication }: { publication: EventPublication }) {
  return <Badge color={COLOR[publication.estado]}>{publicationText(publication)}</Badge>;
}
