import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ImportResult } from '@portal/domain';

const ENCODING_NAMES: Record<ImportResult['encoding'], string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Excel)',
};

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Paper withBorder p="sm">
      <Text fw={700} fz="xl">
        {value.toLocaleString('pt-BR')}
      </Text>
      <Text size="sm">{label}</Text>
    </Paper>
  );
}

/** The counts of a preview or of an applied import, and how the file was read. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const { created, updated, refused } = result.counts;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="xs">
        <Count value={created} label={result.applied ? 'cadastrados' : 'novos cadastros'} />
        <Count value={updated} label={result.applied ? 'atualizados' : 'cadastros a atualizar (mesmo CPF)'} />
        <Count value={refused} label={refused === 1 ? 'linha recusada' : 'linhas recusadas'} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mb="md">
        Arquivo lido como {ENCODING_NAMES[result.encoding]}, com colunas separadas por “{result.separator}”.
      </Text>
    </>
  );
}
