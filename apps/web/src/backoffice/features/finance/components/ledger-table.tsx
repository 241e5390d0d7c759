import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { LedgerEvent } from '@portal/domain';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { brl, day, moment } from './format';

/** Filled and dark enough for white text (WCAG AA); yellow takes dark text (autoContrast). */
const OUTCOME_COLOR: Record<string, string> = {
  applied: 'teal.9',
  already_paid: 'gray.7',
  amount_mismatch: 'red.9',
  unknown_parcel: 'red.9',
  refused: 'grape.9',
  refused_after_payment: 'grape.9',
  pending: 'yellow.4',
  queued: 'blue.9',
};
const STATUS_TEXT = { approved: 'Aprovado', refused: 'Recusado', pending: 'Pendente' } as const;

/** Provider notifications, each with what the portal did with it. */
export function LedgerTable({ label, events }: { label: string; events: LedgerEvent[] }) {
  if (events.length === 0) return <Text c="dimmed">Nenhuma notificação.</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recebida em</Table.Th>
            <Table.Th>Provedor e evento</Table.Th>
            <Table.Th>O provedor diz</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th ta="right">Cobrado</Table.Th>
            <Table.Th>Resultado</Table.Th>
            <Table.Th>Parcela</Table.Th>
            <Table.Th>Formando</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{moment(e.recebidoEm)}</Table.Td>
              <Table.Td>
                {e.provedor}
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {e.evento}
                </Text>
              </Table.Td>
              <Table.Td>
                {STATUS_TEXT[e.status]}
                {e.pagoEm && (
                  <Text size="xs" c="dimmed">
                    pago em {day(e.pagoEm)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{e.valor === null ? '—' : brl(e.valor)}</Table.Td>
              <Table.Td ta="right">{e.cobrado === null ? '—' : brl(e.cobrado)}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLOR[e.situacao] ?? 'gray.7'} autoContrast>
                  {e.situacaoTexto}
                </Badge>
              </Table.Td>
              <Table.Td>{e.parcelaId ?? '—'}</Table.Td>
              <Table.Td>
                {e.aluno ? (
                  <Anchor component={Link} to={paths.adminStudentFinance(e.aluno.id)}>
                    {e.aluno.nome}
                  </Anchor>
                ) : (
                  '—'
                )}
                {e.formatura && (
                  <Text size="xs" c="dimmed">
                    {e.formatura.nome}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
