import { Alert, Button } from '@mantine/core';
import { errorText } from '../../lib/api-client';

/** A list or page that failed to load: the pt-BR reason and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title="Não foi possível carregar" role="alert">
      {errorText(error)}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        Tentar de novo
      </Button>
    </Alert>
  );
}
