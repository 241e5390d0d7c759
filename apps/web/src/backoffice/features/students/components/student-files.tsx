import { Button, Loader, Table, Text } from '@mantine/core';
import { findUploadLabel } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/save-blob';
import { getStudentFile, studentFilesQuery } from '../api/student-files';

const SCREENS: Readonly<Record<string, string>> = {
  formatura: 'Músicas da formatura',
  individual: 'Individual',
  complementar: 'Complementar',
  certificado: 'Certificado',
};

async function download(url: string, name: string) {
  saveBlob(await getStudentFile(url), name);
}

/** The student's ceremony files, every screen, with labels and observations (decision 54, producer side). */
export function StudentFiles({ studentId }: { studentId: number }) {
  const files = useQuery(studentFilesQuery(studentId));
  if (files.isPending) return <Loader aria-label="Carregando os arquivos" />;
  if (files.isError) return <Text role="alert">{errorText(files.error)}</Text>;
  if (files.data.length === 0) return <Text>Nenhum arquivo enviado.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Arquivos enviados pelo formando">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tela</Table.Th>
            <Table.Th>Arquivo</Table.Th>
            <Table.Th>Identificação</Table.Th>
            <Table.Th>Observação</Table.Th>
            <Table.Th>
              <span className="visually-hidden">Baixar</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.data.map((f) => (
            <Table.Tr key={f._id}>
              <Table.Td>{SCREENS[f.tipo] ?? f.tipo}</Table.Td>
              <Table.Td>
                {f.name}
                {f.time ? ` (início ${f.time})` : ''}
                {f.aviso && (
                  <Text size="xs" c="orange.9">
                    {f.aviso}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{f.label ? (findUploadLabel(f.tipo, f.label)?.nome ?? f.label) : '—'}</Table.Td>
              <Table.Td>{f.obs ?? '—'}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void download(f.url, f.name)}
                  aria-label={`Baixar ${f.name}`}
                >
                  Baixar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
