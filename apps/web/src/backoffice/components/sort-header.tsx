import { Table, UnstyledButton } from '@mantine/core';

interface SortHeaderProps<S extends string> {
  label: string;
  sort: S;
  current: S;
  dir: 'asc' | 'desc';
  onSort: (sort: S, dir: 'asc' | 'desc') => void;
}

/** A column header that sorts the server's list: a second click flips the direction. */
export function SortHeader<S extends string>({ label, sort, current, dir, onSort }: SortHeaderProps<S>) {
  const active = sort === current;
  const ariaSort = active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton
        fw={600}
        onClick={() => onSort(sort, active && dir === 'asc' ? 'desc' : 'asc')}
        aria-label={`Ordenar por ${label.toLowerCase()}`}
      >
        {label} {active ? (dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
