import { Button, List, Stack, Text } from '@mantine/core';
import { DASHBOARD_MISSING_MORE, type DashboardUploadScreen } from '@portal/domain';
import { moreNamesLabel, useRestOfList } from '../../../../lib/rest-of-list';
import { getClassDashboardMissing } from '../api/class-dashboard';

type Named = { AlNome: string; curso: string };

/**
 * Who has not sent a file to one screen (decision 151): the dashboard brings the first names, the rest come a
 * page at a time, so a large class's dashboard stays quick and the producer still reaches every name.
 */
export function MissingClassmates({
  graduationId,
  tipo,
  name,
  first,
  total,
}: {
  graduationId: number;
  tipo: DashboardUploadScreen;
  name: string;
  first: readonly Named[];
  total: number;
}) {
  const { shown, left, loading, error, loadMore } = useRestOfList(
    first,
    total,
    async (desde) => (await getClassDashboardMissing({ graduationId, tipo, desde })).faltam,
  );
  return (
    <Stack gap="xs" align="flex-start">
      <List aria-label={`Ainda não enviaram: ${name}`}>
        {shown.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: names can repeat; a list without ids, in a fixed order.
          <List.Item key={i}>{`${a.AlNome} (${a.curso})`}</List.Item>
        ))}
      </List>
      {left > 0 && (
        <>
          <Text size="sm">{`Mostrando ${shown.length} de ${total}.`}</Text>
          <Button variant="default" loading={loading} onClick={() => void loadMore()}>
            {moreNamesLabel(left, DASHBOARD_MISSING_MORE)}
          </Button>
        </>
      )}
      {error && (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      )}
    </Stack>
  );
}
