import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { type AuditFilters, auditPageQuery } from '../api/audit';
import { AuditEntryItem } from './audit-entry';

/**
 * Who did what, when, as sentences (decisions 28, 126): newest first, a page at a time. A student's page
 * and a graduation's tab pass their subject; the 'Últimas ações' page passes the chosen filters.
 */
export function AuditList({ subject }: { subject: AuditFilters }) {
  // The cursors of the pages walked so far: the last one is the page on screen.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const query = useQuery(auditPageQuery(subject, cursors.at(-1)));
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader aria-label="Carregando a auditoria" />;
  const { items, next } = query.data;
  return (
    <Stack>
      {items.length === 0 ? (
        <Text>Nenhuma ação registrada com esses filtros.</Text>
      ) : (
        <Stack component="ul" gap="md" className="audit-entries" style={{ listStyle: 'none', padding: 0 }}>
          {items.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      <Group>
        {cursors.length > 1 && (
          <Button variant="default" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Mais recentes
          </Button>
        )}
        {next !== null && (
          <Button variant="default" onClick={() => setCursors((c) => [...c, next])}>
            Mais antigas
          </Button>
        )}
      </Group>
    </Stack>
  );
}
