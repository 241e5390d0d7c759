import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Text } from '@mantine/core';

/**
 * The upload's progress: a bar with the share sent, then, once the whole file is on the server, a moving
 * bar with no value (the server reads and checks every row, or writes them, and cannot tell how far it is).
 */
export function ImportProgress({
  progress,
  applying,
  onCancel,
}: {
  progress: number;
  applying: boolean;
  onCancel: () => void;
}) {
  const sent = progress >= 1;
  const percent = Math.round(progress * 100);
  const label = sent
    ? applying
      ? 'Importando os formandos…'
      : 'Conferindo as linhas do arquivo…'
    : `Enviando o arquivo… ${percent} %`;
  return (
    <div aria-live="polite">
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        {!sent && (
          <Button size="compact-sm" variant="subtle" onClick={onCancel}>
            Cancelar envio
          </Button>
        )}
      </Group>
      {sent ? (
        // No aria-valuenow: an indeterminate progress bar (ARIA 1.2).
        <Progress.Root size="lg" role="progressbar" aria-label={label}>
          <Progress.Section value={100} striped animated withAria={false} />
        </Progress.Root>
      ) : (
        <Progress.Root size="lg">
          <Progress.Section value={percent} aria-label="Envio do arquivo" />
        </Progress.Root>
      )}
    </div>
  );
}
