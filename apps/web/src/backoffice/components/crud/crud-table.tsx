import { Alert, Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/api-client';
import { QueryError } from '../query-error';

/** One column of a back-office list: its header and how a row shows in it. */
export interface CrudColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Money and short states stay on one line. */
  nowrap?: boolean;
}

/**
 * The list of a back-office CRUD screen (decision 110): the load error with its retry, a failed row action
 * (a write made from the table, not from the open form), the empty text, then the table with one actions
 * column.
 */
export function CrudTable<Row extends { id: number }>({
  label,
  minWidth,
  columns,
  rows,
  actions,
  empty,
  query,
  writeError,
}: {
  label: string;
  minWidth: number;
  columns: CrudColumn<Row>[];
  rows: Row[];
  actions: (row: Row) => ReactNode;
  empty: string;
  query: { isError: boolean; isSuccess: boolean; error: unknown; refetch: () => unknown };
  /** The error of a write started from a row, shown while no form is open. */
  writeError: unknown;
}) {
  return (
    <>
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {writeError != null && (
        <Alert color="red" role="alert">
          {errorText(writeError)}
        </Alert>
      )}
      {query.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.header}
                      style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>{actions(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

/** A row's action: a short visible verb, and the row's name for a screen reader ('Editar Foto 20x30'). */
export function RowAction({
  onClick,
  children,
  hidden,
}: {
  onClick: () => void;
  children: ReactNode;
  hidden: string;
}) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick}>
      {children} <span className="visually-hidden">{hidden}</span>
    </Button>
  );
}

/** 'Ativa' / 'Inativa' in a row: green while on sale or in use. */
export function ActiveText({ active, on, off }: { active: boolean; on: string; off: string }) {
  return (
    <Text size="sm" fw={600} c={active ? 'teal.9' : 'dimmed'}>
      {active ? on : off}
    </Text>
  );
}
