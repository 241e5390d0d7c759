import { Button, Stack, Text } from '@mantine/core';
import type { Graduation, UploadType } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/save-blob';
import { getClassFiles } from '../api/class-files';

/** What each upload screen holds, for the ceremony team (spec A §2). */
const SCREENS: ReadonlyArray<readonly [UploadType, string]> = [
  ['formatura', 'Músicas da formatura'],
  ['individual', 'Arquivos individuais (fotos e música da homenagem)'],
  ['complementar', 'Fotos complementares'],
  ['certificado', 'Certificados'],
];

/**
 * 'Arquivos da turma' (issue 12): every file the class sent on one screen, in one zip named by student and
 * label, for the ceremony team (GET /api/admin/formaturas/:id/arquivos?tipo=).
 */
export function ClassFilesTab({ graduation }: { graduation: Graduation }) {
  const [busy, setBusy] = useState<UploadType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (tipo: UploadType) => {
    setBusy(tipo);
    setError(null);
    try {
      saveBlob(
        await getClassFiles({ graduationId: graduation.id, tipo }),
        `turma-${graduation.id}-${tipo}.zip`,
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack align="flex-start">
      <Text>
        Cada botão baixa um zip com os arquivos da turma naquela tela, nomeados por formando e identificação
        (por exemplo, “Ana Souza - Entrada geral.mp3”).
      </Text>
      {SCREENS.map(([tipo, label]) => (
        <Button key={tipo} variant="default" loading={busy === tipo} onClick={() => void download(tipo)}>
          {`Baixar: ${label}`}
        </Button>
      ))}
      {error && (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      )}
    </Stack>
  );
}
