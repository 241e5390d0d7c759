import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { QueryError } from '../../../components/query-error';
import { pickingQuery } from '../api/orders';
import './picking-list.css';

/**
 * The picking list of a graduation (decision 79): the printed photos per measure and the products to produce,
 * for its paid orders not yet ready, on paper (the print stylesheet leaves only the lists).
 */
function PickingListPage() {
  const formatura = Number(useParams().formatura);
  const query = useQuery(pickingQuery(formatura));
  return (
    <Stack className="picking">
      <title>{`Lista de separação · Administração · ${APP_NAME}`}</title>
      <Group justify="space-between" className="noprint">
        <Anchor component={Link} to={`${paths.adminOrders}?formatura=${formatura}`}>
          ← Pedidos
        </Anchor>
        <Button onClick={() => window.print()}>Imprimir</Button>
      </Group>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Text>Carregando a lista…</Text>
      ) : (
        <>
          <Title order={1}>Lista de separação · {query.data.formatura.nome}</Title>
          <Text>Pedidos: {query.data.pedidos.length > 0 ? query.data.pedidos.join(', ') : 'nenhum'}</Text>
          <Title order={2} size="h3">
            Fotos impressas
          </Title>
          {query.data.impressas.length === 0 ? (
            <Text>Nenhuma foto impressa a produzir.</Text>
          ) : (
            <Table className="picking-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Medida</Table.Th>
                  <Table.Th>Foto</Table.Th>
                  <Table.Th>Arquivo</Table.Th>
                  <Table.Th>Qtd.</Table.Th>
                  <Table.Th>Pedidos</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.impressas.map((row) => (
                  <Table.Tr key={`${row.medida}-${row.evento}-${row.foto}`}>
                    <Table.Td>{row.nome}</Table.Td>
                    <Table.Td>
                      {row.evento}-{row.foto}
                    </Table.Td>
                    <Table.Td>{row.arquivo}</Table.Td>
                    <Table.Td>{row.quantidade}</Table.Td>
                    <Table.Td>
                      {row.itens.map((item) => (
                        <div key={item.pedId}>
                          nº {item.pedId} · {item.aluno} · {item.entrega}
                          {row.itens.length > 1 ? ` (${item.quantidade})` : ''}
                        </div>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={2} size="h3">
            Produtos
          </Title>
          {query.data.produtos.length === 0 ? (
            <Text>Nenhum produto a produzir.</Text>
          ) : (
            <Table className="picking-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Produto</Table.Th>
                  <Table.Th>Pedido</Table.Th>
                  <Table.Th>Formando</Table.Th>
                  <Table.Th>Entrega</Table.Th>
                  <Table.Th>Qtd.</Table.Th>
                  <Table.Th>Fotos complementares</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.produtos.flatMap((product) =>
                  product.itens.map((item) => (
                    <Table.Tr key={`${product.produto}-${item.pedId}`}>
                      <Table.Td>{product.nome}</Table.Td>
                      <Table.Td>nº {item.pedId}</Table.Td>
                      <Table.Td>{item.aluno}</Table.Td>
                      <Table.Td>{item.entrega}</Table.Td>
                      <Table.Td>{item.quantidade}</Table.Td>
                      <Table.Td>
                        {item.complementares.map((c) => `${c.evento}-${c.foto}`).join(', ') || '—'}
                      </Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}

export const Component = PickingListPage;
