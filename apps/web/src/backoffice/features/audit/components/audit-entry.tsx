import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { type AuditEntry, auditChanges, auditSentence, auditValue } from '@portal/domain';
import { formatDateTime } from '../../../../lib/format';

/** The fields an edit changed, one row each: 'Campo', 'Antes', 'Depois' in pt-BR (decision 126). */
export function AuditChangesTable({ detail }: { detail: AuditEntry['detail'] }) {
  const changes = auditChanges(detail);
  if (changes.length === 0) return null;
  return (
    <Table withTableBorder fz="sm" maw={720} aria-label="O que mudou">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Campo</Table.Th>
          <Table.Th>Antes</Table.Th>
          <Table.Th>Depois</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((c) => (
          <Table.Tr key={c.field}>
            <Table.Td>{c.label}</Table.Td>
            <Table.Td>{auditValue(c.before)}</Table.Td>
            <Table.Td>{auditValue(c.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One entry as a sentence ('Maria avançou o pedido nº 3 para Pronto'), its time, and what changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const sentence = auditSentence({
    code: entry.code,
    actorName: entry.adminName,
    studentName: entry.studentName,
    graduationName: entry.graduationName,
    detail: entry.detail,
  });
  const refused = typeof entry.detail?.status === 'number' && entry.detail.status >= 400;
  return (
    <Stack gap={4} component="li">
      <Group gap="xs">
        <Text fw={500}>{sentence}</Text>
        {entry.kind === 'leitura' && (
          <Badge variant="light" color="gray">
            consulta
          </Badge>
        )}
        {refused && (
          <Badge variant="light" color="red">
            recusada
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {formatDateTime(entry.at)}
      </Text>
      <AuditChangesTable detail={entry.detail} />
    </Stack>
  );
}
