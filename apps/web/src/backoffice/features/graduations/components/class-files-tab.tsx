import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { classFilesMessages, type Graduation, UPLOAD_TYPES, type UploadType } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { saveBlob } from '../../../../lib/save-blob';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { CLASS_FILES_PAGE, classFileListQuery, getClassFile, getClassFiles } from '../api/class-files';

/** What each upload screen holds, for the ceremony team (spec A §2). */
const SCREENS: Readonly<Record<UploadType, string>> = {
  formatura: 'Músicas da formatura',
  individual: 'Arquivos individuais (fotos e música da homenagem)',
  complementar: 'Fotos complementares',
  certificado: 'Certificados',
};

/** A file's size as a person reads it (1,5 MB). */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb).toLocaleString('pt-BR')} KB`;
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/**
 * 'Arquivos da turma' (decisions 54 and 123): each screen's files in one zip named by student and label,
 * for the ceremony team, offered only when the screen has files; and the files themselves, a page at a time,
 * each with its own download.
 */
export function ClassFilesTab({ graduation }: { graduation: Graduation }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tipo, setTipo] = useState<UploadType | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useQuery(classFileListQuery({ graduationId: graduation.id, tipo, page }));
  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  const downloadZip = (t: UploadType) =>
    run(t, async () =>
      saveBlob(
        await getClassFiles({ graduationId: graduation.id, tipo: t }),
        `turma-${graduation.id}-${t}.zip`,
      ),
    );
  const counts = list.data?.porTipo;
  return (
    <Stack align="stretch">
      <Text>
        Cada botão baixa um zip com os arquivos da turma naquela tela, nomeados por formando e identificação
        (por exemplo, “Ana Souza - Entrada geral.mp3”).
      </Text>
      <Stack align="flex-start" gap="xs">
        {UPLOAD_TYPES.map((t) => {
          const empty = counts?.[t] === 0;
          return (
            <Group key={t} gap="xs">
              <Button
                variant="default"
                loading={busy === t}
                disabled={empty}
                aria-describedby={empty ? `vazio-${t}` : undefined}
                onClick={() => void downloadZip(t)}
              >
                {`Baixar: ${SCREENS[t]}`}
                {counts ? ` (${counts[t].toLocaleString('pt-BR')})` : ''}
              </Button>
              {empty && (
                <Text size="sm" c="dimmed" id={`vazio-${t}`}>
                  {classFilesMessages.emptyScreen}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
      {error && (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      )}
      <Select
        label="Mostrar arquivos de"
        w={320}
        data={[
          { value: '', label: 'Todas as telas' },
          ...UPLOAD_TYPES.map((t) => ({ value: t, label: SCREENS[t] })),
        ]}
        value={tipo ?? ''}
        onChange={(value) => {
          setTipo((value || undefined) as UploadType | undefined);
          setPage(1);
        }}
        allowDeselect={false}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Text>Carregando os arquivos…</Text>
      ) : list.data.total === 0 ? (
        <Text>{tipo ? classFilesMessages.emptyScreen : classFilesMessages.emptyList}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Arquivos da turma">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Arquivo</Table.Th>
                  <Table.Th>Formando</Table.Th>
                  <Table.Th>Tela</Table.Th>
                  <Table.Th>Tamanho</Table.Th>
                  <Table.Th>Enviado em</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Baixar</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((f) => (
                  <Table.Tr key={f._id}>
                    <Table.Td>{f.name}</Table.Td>
                    <Table.Td>{f.aluno}</Table.Td>
                    <Table.Td>{SCREENS[f.tipo]}</Table.Td>
                    <Table.Td>{formatSize(f.size)}</Table.Td>
                    <Table.Td>{formatDateTime(f.enviadoEm)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        loading={busy === f._id}
                        aria-label={`Baixar ${f.name} de ${f.aluno}`}
                        onClick={() =>
                          void run(f._id, async () => saveBlob(await getClassFile(f.url), f.name))
                        }
                      >
                        Baixar
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            total={list.data.total}
            page={page}
            pageSize={CLASS_FILES_PAGE}
            onPage={setPage}
            noun={['arquivo', 'arquivos']}
          />
        </>
      )}
    </Stack>
  );
}
