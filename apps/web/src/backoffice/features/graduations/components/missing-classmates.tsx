import { Button, List, Stack, Text } from '@mantine/core';
import type { DashboardUploadScreen } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { getClassDashboardMissing, MISSING_PAGE } from '../api/class-dashboard';

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
  const [more, setMore] = useState<Named[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = [...first, ...more];
  const left = total - shown.length;
  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await getClassDashboardMissing({ graduationId, tipo, desde: shown.length });
      setMore((m) => [...m, ...page.faltam]);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setLoading(false);
    }
  };
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
            {left > MISSING_PAGE ? `Ver mais ${MISSING_PAGE} nomes` : `Ver os ${left} nomes restantes`}
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
