import { Anchor, Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatBRL, toCents } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { formatDate } from '../../../../lib/format';
import { GraduationName, useGraduationParam } from '../../../components/graduation-param';
import { GraduationPicker } from '../../../components/graduation-picker';
import { QueryError } from '../../../components/query-error';
import { boardQuery } from '../api/orders';
import { COLUMN_LABELS } from '../components/stage-labels';

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
            <Stack key={column.etapa} gap="xs" component="section" aria-label={COLUMN_LABELS[column.etapa]}>
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {COLUMN_LABELS[column.etapa]}
                </Title>
                <Badge variant="light" color="gray.8">
                  {column.pedidos.length}
                </Badge>
              </Group>
              {column.pedidos.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nenhum pedido.
                </Text>
              )}
              {column.pedidos.map((card) => (
                <Card key={card.pedido.pedId} withBorder padding="sm">
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
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export const Component = OrdersBoardPage;
