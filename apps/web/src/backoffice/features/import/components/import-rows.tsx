import { Badge, Group, Pagination, SegmentedControl, Table, Text } from '@mantine/core';
import { formatCpf, type ImportResult, pageCount } from '@portal/domain';
import { useMemo, useState } from 'react';
import { type ImportStatus, STATUS_LABELS, sortRows } from './import-status';

/** Rows per page: a 5,000-row preview renders 100 rows at a time, so filtering and paging stay instant. */
export const ROWS_PER_PAGE = 100;

type Filter = 'all' | ImportStatus;

/** The preview's rows, refused first with the reason, filterable by outcome and paged in the browser. */
export function ImportRows({ result }: { result: ImportResult }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortRows(result.rows), [result.rows]);
  const shown = useMemo(
    () => (filter === 'all' ? sorted : sorted.filter((row) => row.status === filter)),
    [sorted, filter],
  );
  const pages = pageCount(shown.length, ROWS_PER_PAGE);
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE);

  const option = (value: ImportStatus) => ({
    value,
    label: `${STATUS_LABELS[value].plural} (${result.counts[value].toLocaleString('pt-BR')})`,
  });
  return (
    <>
      <SegmentedControl
        aria-label="Mostrar linhas"
        mb="xs"
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: `Todas (${result.rows.length.toLocaleString('pt-BR')})` },
          option('refused'),
          option('created'),
          option('updated'),
        ]}
      />
      <Table.ScrollContainer minWidth={800}>
        <Table striped aria-label="Linhas do arquivo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail e CPF</Table.Th>
              <Table.Th>Motivo ou mudanças</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_LABELS[row.status].color}>{STATUS_LABELS[row.status].label}</Badge>
                </Table.Td>
                <Table.Td>{row.AlNome || '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.AlEmail || '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {row.AlCPF ? `CPF ${row.AlCPF.length === 11 ? formatCpf(row.AlCPF) : row.AlCPF}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.reason ?? ''}
                  {/* decision 123: what an update will change, before → after. */}
                  {row.changes.length > 0 && (
                    <ul className="import-changes" aria-label={`Mudanças da linha ${row.line}`}>
                      {row.changes.map((c) => (
                        <li key={c.field}>
                          {c.field}: {c.before} → {c.after}
                        </li>
                      ))}
                    </ul>
                  )}
                  {row.status === 'updated' && row.changes.length === 0 && 'Nada muda.'}
                </Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>Nenhuma linha nesta situação.</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Página anterior' : control === 'next' ? 'Próxima página' : control,
            })}
            getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
          />
        </Group>
      )}
    </>
  );
}
