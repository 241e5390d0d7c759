import type { AdminEvent } from '@portal/domain';
import { ArchiveActions } from '../../../components/archive-actions';

/** What archiving an event does for the students (decision 124), said before the shared text. */
export const EVENT_ARCHIVE_HINT =
  'Os formandos deixam de ver o evento e o álbum, como num rascunho; as fotos que já compraram continuam nos pedidos deles.';

/** Archive or unarchive and delete one event, each confirmed in the app's dialog (decision 124). */
export function EventArchiveActions({
  event,
  size,
  onDeleted,
}: {
  event: Pick<AdminEvent, 'id' | 'nome' | 'arquivado'>;
  size?: 'compact-sm' | 'sm';
  onDeleted?: () => void;
}) {
  return (
    <ArchiveActions
      path={`/admin/eventos/${event.id}`}
      name={`o evento ${event.nome}`}
      archived={event.arquivado}
      archiveHint={EVENT_ARCHIVE_HINT}
      {...(size ? { size } : {})}
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
}
