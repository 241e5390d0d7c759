import { Badge } from '@mantine/core';
import { archiveMessages } from '@portal/domain';

/** Marks an archived row in a list shown with 'Mostrar arquivados' (decision 124). */
export function ArchivedBadge({ archived }: { archived: boolean | undefined }) {
  return archived ? (
    <Badge color="gray.7" variant="outline">
      {archiveMessages.archivedBadge}
    </Badge>
  ) : null;
}
