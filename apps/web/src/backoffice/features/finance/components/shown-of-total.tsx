import { Button, Text } from '@mantine/core';
import { QueryError } from '../../../components/query-error';

/**
 * Under a list paged with a cursor (decisions 127 and 141): how many of how many are shown while some are not,
 * and 'Carregar mais' while a next page exists. Nothing is left out without saying so.
 */
export function ShownOfTotal({
  shown,
  total,
  noun,
  order,
  hasMore,
  loading,
  error,
  onMore,
}: {
  shown: number;
  total: number;
  noun: string;
  order: string;
  hasMore: boolean;
  loading: boolean;
  error: Error | null;
  onMore: () => void;
}) {
  return (
    <>
      {shown < total && (
        <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
          Mostrando {shown.toLocaleString('pt-BR')} de {total.toLocaleString('pt-BR')} {noun}, {order}.
        </Text>
      )}
      {error && <QueryError error={error} onRetry={onMore} />}
      {hasMore && (
        <Button mt="xs" variant="default" loading={loading} onClick={onMore}>
          Carregar mais
        </Button>
      )}
    </>
  );
}
