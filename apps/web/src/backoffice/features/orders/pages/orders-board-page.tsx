import { Anchor, Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AdminOrdersResponse, formatBRL, toCents } from '@portal/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { formatDate } from '../../../../lib/format';
import { GraduationName, useGraduationParam } from '../../../components/graduation-param';
import { GraduationPicker } from '../../../components/graduation-picker';
import { QueryError } from '../../../components/query-error';
import { boardQuery, moreOrdersQuery } from '../api/orders';
import { COLUMN_LABELS } from '../components/stage-labels';

type Column = AdminOrdersResponse['etapas'][number];
type OrderCard = Column['pedidos'][number];

function OrderCardView({ card }: { card: OrderCard }) {
  return (
    <Card withBorder padding="sm">
      <Anchor component={Link} to={paths.adminOrder(card.pedido.pedId)} fw={600}>
        Pedido nº {card.pedido.pedId}
      </Anchor>
      <Text size="sm">{card.aluno.nome}</Text>
      <Text size="sm" c="dimmed">
        {card.formatura.nome}
      </Text>
      <Text size="sm">
        {formatDate(card.pedido.pedData)} · {formatBRL(toCents(card.liquido))}
      </Text>
      <Text size="sm">{card.entrega ?? 'Somente digital'}</Text>
    </Card>
  );
}

/**
 * One stage's column: its first page, how many orders it holds and, while some are not shown, 'Carregar mais'
 * (decision 127): nothing is left out without saying so.
 */
function BoardColumn({ column, graduationId }: { column: Column; graduationId: number | null }) {
  const more = useInfiniteQuery(moreOrdersQuery(graduationId, column.etapa, column.proximo));
  const extra = more.data?.pages.flatMap((page) => page.etapas[0]?.pedidos ?? []) ?? [];
  const shown = column.pedidos.length + extra.length;
  const hasMore = more.data ? more.hasNextPage : column.proximo !== null;
  const label = COLUMN_LABELS[column.etapa];
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {label}
        </Title>
        <Badge variant="light" color="gray.8" aria-label={`${column.total} pedidos`}>
          {column.total}
        </Badge>
      </Group>
      {column.total === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum pedido.
        </Text>
      )}
      {[...column.pedidos, ...extra].map((card) => (
        <OrderCardView key={card.pedido.pedId} card={card} />
      ))}
      {shown < column.total && (
        <Text size="sm" c="dimmed">
          Mostrando {shown} de {column.total} pedidos, os mais recentes primeiro.
        </Text>
      )}
      {more.isError && <QueryError error={more.error} onRetry={() => void more.fetchNextPage()} />}
      {hasMore && (
        <Button variant="default" loading={more.isFetching} onClick={() => void more.fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </Stack>
  );
}

/**
 * 'Pedidos' (decision 82): the order board, one column per stage the orders wait on, then the delivered ones,
 * for one graduation or all; each card opens the order, where its stage is advanced.
 */
function OrdersBoardPage() {
  const [graduationId, setGraduationId] = useGraduationParam();
  const board = useQuery(boardQuery(graduationId ? { formatura: graduationId } : {}));
  return (
    <Stack>
      <title>{`Pedidos · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Pedidos</Title>
      <Group align="end">
        {graduationId === null ? (
          <Box w={420} maw="100%">
            <GraduationPicker label="Filtrar por formatura" onPick={setGraduationId} />
          </Box>
        ) : (
          <>
            <Text fw={600}>
              <GraduationName id={graduationId} />
            </Text>
            <Button variant="default" onClick={() => setGraduationId(null)}>
              Todas as formaturas
            </Button>
            <Button component={Link} to={paths.adminPicking(graduationId)} variant="light">
              Lista de separação
            </Button>
          </>
        )}
      </Group>
      {board.isError ? (
        <QueryError error={board.error} onRetry={() => void board.refetch()} />
      ) : board.isPending ? (
        <Text>Carregando os pedidos…</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
          {board.data.etapas.map((column) => (
            <BoardColumn key={column.etapa} column={column} graduationId={graduationId} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export const Component = OrdersBoardPage;
