import { Code, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../../lib/format';
import { QueryError } from '../../../components/query-error';
import { type AuditRow, type AuditSubject, auditQuery } from '../api/audit';
import { auditValue, changedFields } from './audit-changes';
import { actionLabel, fieldLabel } from './audit-labels';

/** What an audit row says beyond its action: the fields an edit changed, or its other details. */
function Detail({ row }: { row: AuditRow }) {
  const changes = changedFields(row.detail);
  if (changes.length > 0) {
    return (
      <ul className="audit-changes">
        {changes.map((c) => (
          <li key={c.field}>
            <strong>{fieldLabel(c.field)}</strong>: {auditValue(c.before)} → {auditValue(c.after)}
          </li>
        ))}
      </ul>
    );
  }
  if (!row.detail || Object.keys(row.detail).length === 0) return null;
  return <Code block>{JSON.stringify(row.detail, null, 1)}</Code>;
}

/** Who did what, when, on a graduation or a student (decision 28): newest first. */
export function AuditList({ subject }: { subject: AuditSubject }) {
  const query = useQuery(auditQuery(subject));
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader aria-label="Carregando a auditoria" />;
  if (query.data.length === 0) return <Text>Nenhuma ação registrada ainda.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>Quem</Table.Th>
            <Table.Th>Ação</Table.Th>
            <Table.Th>O que mudou</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatDateTime(row.at)}</Table.Td>
              <Table.Td>{row.adminName}</Table.Td>
              <Table.Td>{actionLabel(row.action) ?? <Code>{row.action}</Code>}</Table.Td>
              <Table.Td>
                <Detail row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
