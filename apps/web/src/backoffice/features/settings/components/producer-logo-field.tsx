import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { PRODUCER_LOGO_MAX_BYTES, producerIdentityMessages as pm } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { useProducerLogo } from '../api/settings';
import { LOGO_FIELD } from './settings-fields';

/**
 * The producer's logo (decision 122): sent on its own, at once, apart from the form's other fields. A file
 * too large is refused here with the API's own text; the API still reads the type from the bytes.
 */
export function ProducerLogoField() {
  const { logoUrl, send, remove } = useProducerLogo();
  const [tooLarge, setTooLarge] = useState(false);
  const pick = (file: File | null) => {
    if (!file) return;
    setTooLarge(file.size > PRODUCER_LOGO_MAX_BYTES);
    if (file.size <= PRODUCER_LOGO_MAX_BYTES) send.mutate(file);
  };
  const error = tooLarge ? pm.logoTooLarge : send.error ? errorText(send.error) : null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {LOGO_FIELD.label}
      </Text>
      <Text size="xs" c="dimmed">
        {LOGO_FIELD.help}
      </Text>
      {logoUrl ? (
        <Image src={logoUrl} alt="Logotipo atual da produtora" h={64} w="auto" fit="contain" />
      ) : (
        <Text size="sm">Nenhum logotipo enviado.</Text>
      )}
      <Group>
        <FileButton onChange={pick} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} variant="default" loading={send.isPending}>
              {logoUrl ? 'Trocar logotipo' : 'Enviar logotipo'}
            </Button>
          )}
        </FileButton>
        {logoUrl && (
          <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Retirar logotipo
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
