import { Alert } from '@mantine/core';
import { errorText } from '../../lib/api-client';

/** What the server refused, beside the form's buttons. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red.9" role="alert" mt="md">
      {errorText(error)}
    </Alert>
  );
}
