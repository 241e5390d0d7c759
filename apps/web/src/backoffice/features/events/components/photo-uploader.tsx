import { Alert, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { photoRefusalText } from '@portal/domain';
import { useRef } from 'react';
import { fileLabel, type UploadItem } from '../api/upload-queue';
import { usePhotoUpload } from '../api/use-photo-upload';

/** Rows listed at once: the files still moving and those that need the producer's eye. */
const SHOWN = 200;

function StateCell({ item }: { item: UploadItem }) {
  const { state } = item;
  switch (state.kind) {
    case 'waiting':
      return <Text size="sm">Na fila</Text>;
    case 'sending':
      return (
        <Progress.Root size="lg">
          <Progress.Section
            value={Math.round(state.fraction * 100)}
            color="teal.9"
            aria-label={`Enviando ${fileLabel(item.file)}`}
          />
        </Progress.Root>
      );
    case 'skipped':
      return <Badge color="gray.8">Já no evento</Badge>;
    case 'failed':
      return (
        <Text size="sm" c="red.9">
          Falhou: {state.error}
        </Text>
      );
    case 'sent':
      return state.estado === 'refused' ? (
        <Text size="sm" c="red.9">
          Recusada: {photoRefusalText[state.motivo ?? 'corrupt']}
        </Text>
      ) : (
        <Badge color="teal.9">Enviada</Badge>
      );
  }
}

/**
 * 'Enviar fotos': a folder (or a selection) of photos into the event, with each file's progress and the
 * whole's; resumable, since the event's files are skipped when the folder is chosen again (decision 65).
 */
export function PhotoUploader({ eventId }: { eventId: number }) {
  const upload = usePhotoUpload(eventId);
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const { summary, items } = upload;
  const pick = (input: HTMLInputElement | null) => {
    const files = Array.from(input?.files ?? []);
    if (input) input.value = '';
    if (files.length > 0) void upload.start(files);
  };
  const visible = items.filter(
    (i) => i.state.kind !== 'skipped' && !(i.state.kind === 'sent' && i.state.estado !== 'refused'),
  );

  return (
    <Stack gap="sm" aria-label="Envio de fotos">
      <Group>
        <input
          ref={folderInput}
          type="file"
          hidden
          multiple
          // A whole folder: every browser the back-office supports takes this attribute.
          {...{ webkitdirectory: '' }}
          data-testid="photo-folder-input"
          onChange={(e) => pick(e.currentTarget)}
        />
        <input
          ref={filesInput}
          type="file"
          hidden
          multiple
          accept="image/jpeg,image/png,image/webp"
          data-testid="photo-files-input"
          onChange={(e) => pick(e.currentTarget)}
        />
        <Button onClick={() => folderInput.current?.click()} disabled={upload.running}>
          Enviar uma pasta
        </Button>
        <Button variant="default" onClick={() => filesInput.current?.click()} disabled={upload.running}>
          Escolher fotos
        </Button>
        {upload.running && (
          <Button variant="subtle" color="red.9" onClick={upload.cancel}>
            Parar o envio
          </Button>
        )}
        {!upload.running && (summary.failed > 0 || items.some((i) => i.state.kind === 'waiting')) && (
          <Button variant="light" onClick={() => void upload.retryFailed()}>
            Tentar de novo as que faltam
          </Button>
        )}
      </Group>
      {upload.error && (
        <Alert color="red" role="alert">
          {upload.error}
        </Alert>
      )}
      {items.length > 0 && (
        <>
          <Progress.Root size="xl">
            <Progress.Section
              value={Math.round(summary.fraction * 100)}
              color="teal.9"
              aria-label="Progresso do envio"
            >
              <Progress.Label>{Math.round(summary.fraction * 100)}%</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          <Text size="sm" role="status" aria-live="polite">
            {summary.finished} de {summary.files} arquivos · {summary.sent} enviados · {summary.skipped} já no
            evento · {summary.refused} recusados · {summary.failed} com falha
            {upload.running ? ' · enviando…' : summary.finished === summary.files ? ' · envio concluído' : ''}
          </Text>
          {visible.length > 0 && (
            <Table.ScrollContainer minWidth={480} mah={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Arquivo</Table.Th>
                    <Table.Th w="50%">Situação</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {visible.slice(0, SHOWN).map((item) => (
                    <Table.Tr key={item.key}>
                      <Table.Td>{fileLabel(item.file)}</Table.Td>
                      <Table.Td>
                        <StateCell item={item} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
