import { Button, FileButton, Group, Text } from '@mantine/core';
import { IMPORT_MAX_BYTES, importMessages } from '@portal/domain';
import { type DragEvent, useRef, useState } from 'react';

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/**
 * Where the class file comes in: dropped on the area or picked with the button. A file over the API's limit
 * (the domain's IMPORT_MAX_BYTES, the same constant as the route's bodyLimit) is refused here, unsent.
 */
export function FileDrop({
  onFile,
  disabled,
  fileName,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  fileName?: string;
}) {
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The input forgets its file after each pick, so picking the same (corrected) file again is a change.
  const resetRef = useRef<() => void>(null);

  const take = (file: File | null | undefined) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setRefusal(`${importMessages.tooLarge} (${file.name}: ${megabytes(file.size)})`);
      return;
    }
    setRefusal(null);
    onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    // The button is the keyboard's way in; dropping is a mouse shortcut on the same group.
    <fieldset
      className="import-drop"
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <legend className="import-drop-legend">Arquivo da turma</legend>
      <Group gap="sm" justify="center">
        <Text>Arraste o arquivo CSV para cá ou</Text>
        <FileButton
          onChange={take}
          resetRef={resetRef}
          accept=".csv,.txt,text/csv,text/plain"
          disabled={disabled}
        >
          {(props) => (
            <Button {...props} variant="light">
              Escolher arquivo
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="sm" c="dimmed" ta="center" mt={4}>
        {fileName ? `Arquivo: ${fileName}` : `CSV de até ${megabytes(IMPORT_MAX_BYTES)}, separado por ; ou ,`}
      </Text>
      {refusal && (
        <Text role="alert" c="red.9" size="sm" ta="center" mt="xs">
          {refusal}
        </Text>
      )}
    </fieldset>
  );
}
