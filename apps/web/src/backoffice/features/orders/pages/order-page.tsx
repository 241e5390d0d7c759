import { Anchor, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { type AdminOrderDetail, formatBRL, toCents } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { formatDate } from '../../../../lib/format';
import { QueryError } from '../../../components/query-error';
import { adminOrderQuery } from '../api/orders';
import { StageAdvance } from '../components/stage-advance';
import { COLUMN_LABELS } from '../components/stage-labels';
import { TrackingForm } from '../components/tracking-form';

const money = (reais: number) => formatBRL(toCents(reais));

/** One order in the back-office (decision 79): items, address, stages and who stamped each, advance, tracking. */
function OrderPage() {
  const id = Number(useParams().id);
  const query = useQuery(adminOrderQuery(id));
  return (
    <Stack>
      <title>{`Pedido ${id} · Administração · ${APP_NAME}`}</title>
      <Anchor component={Link} to={paths.adminOrders}>
        ← Pedidos
      </Anchor>
      <Title order={1}>Pedido nº {id}</Title>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Text>Carregando o pedido…</Text>
      ) : (
        <OrderBody order={query.data} />
      )}
    </Stack>
  );
}

function OrderBody({ order }: { order: AdminOrderDetail }) {
  const p = order.pedido;
  return (
    <Stack>
      <Card withBorder>
        <Text fw={600}>{order.aluno.nome}</Text>
        <Text size="sm">{order.aluno.email}</Text>
        <Text size="sm">{order.formatura.nome}</Text>
        <Text size="sm">Efetuado em {formatDate(p.pedData)}</Text>
        <Text size="sm">Entrega: {order.entrega ?? 'somente digital'}</Text>
        {order.endereco && <Text size="sm">Endereço: {order.endereco}</Text>}
        <Anchor component={Link} to={paths.adminPicking(order.formatura.id)} size="sm">
          Lista de separação da turma
        </Anchor>
      </Card>
      <StageAdvance order={order} />
      {p.pedModalidadeFrete === 'entrega' && (
        <TrackingForm key={`${p.pedRastreio ?? ''}:${order.rastreioOutroFormato}`} order={order} />
      )}
      <Table.ScrollContainer minWidth={360}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Qtd.</Table.Th>
              <Table.Th>Valor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.cart.map((line) => (
              <Table.Tr key={line.idCart}>
                <Table.Td>{line.detalhes.nome}</Table.Td>
                <Table.Td>{line.qt}</Table.Td>
                <Table.Td>{money(line.detalhes.valor * line.qt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text>
        Subtotal {money(order.checkout.bruto)} · Entrega {money(p.pedFrete)} · Descontos{' '}
        {money(p.pedDesconto)} · <strong>Total {money(order.liquido)}</strong>
      </Text>
      <Title order={2} size="h4">
        Etapas
      </Title>
      <List>
        {order.historico.map((s) => (
          <List.Item key={s.stage}>
            {s.stage}: {s.text ?? '—'}
          </List.Item>
        ))}
      </List>
      <List>
        {order.carimbos.map((c) => (
          <List.Item key={c.etapa}>
            {COLUMN_LABELS[c.etapa]}: {c.data ? formatDate(c.data) : '—'}
            {c.por ? ` por ${c.por}` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export const Component = OrderPage;
