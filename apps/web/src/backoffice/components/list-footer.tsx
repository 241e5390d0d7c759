import { Group, Pagination, Text } from '@mantine/core';
import { pageCount } from '@portal/domain';

/** 'N itens' and the pages of a server-paged list. */
export function ListFooter({
  total,
  page,
  pageSize,
  onPage,
  noun,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  noun: [singular: string, plural: string];
}) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? `1 ${noun[0]}` : `${total.toLocaleString('pt-BR')} ${noun[1]}`}
      </Text>
      <Pagination
        total={pageCount(total, pageSize)}
        value={page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? 'Página anterior' : control === 'next' ? 'Próxima página' : control,
        })}
        getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
      />
    </Group>
  );
}
