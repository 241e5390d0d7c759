import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import type { AdminParcel } from '@portal/domain';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { brl, day, TONE_COLOR } from './format';
import { ParcelEditRow } from './parcel-edit-row';
import { editable, parcelName } from './parcel-name';

const COLUMNS = 9;

/** Every parcel of a contract, hidden and cancelled ones too, with its state (spec A §4). */
export function ParcelsTable({
  studentId,
  contractId,
  parcels,
  onCancel,
  onSettle,
  onUndoSettle,
}: {
  studentId: number;
  contractId: number;
  parcels: AdminParcel[];
  onCancel: (parcel: AdminParcel) => void;
  onSettle: (parcel: AdminParcel) => void;
  onUndoSettle: (parcel: AdminParcel) => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  if (parcels.length === 0) return <Text c="dimmed">Nenhuma parcela neste contrato.</Text>;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped aria-label={`Parcelas do contrato ${contractId}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nº</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Forma</Table.Th>
            <Table.Th>Vencimento</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Pago em</Table.Th>
            <Table.Th>Documento</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parcels.map((p) => (
            <Fragment key={p.id}>
              <Table.Tr>
                {/* The parcel's place in its contract (decision 125), not its id; ids stay for the actions. */}
                <Table.Td>{p.numero ? `${p.numero.numero}/${p.numero.de}` : '—'}</Table.Td>
                <Table.Td>
                  {p.titulo ?? p.tipo}
                  <Text size="xs" c="dimmed">
                    {p.tipo}
                    {p.origem ? ` · ${p.origem}` : ''}
                    {p.admin ? ` · ${p.admin}` : ''}
                  </Text>
                  {p.motivoCancelamento && (
                    <Text size="xs" c="red.9">
                      Motivo: {p.motivoCancelamento}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{p.formaNome}</Table.Td>
                <Table.Td>{day(p.vencimento)}</Table.Td>
                <Table.Td ta="right">{brl(p.cobrado)}</Table.Td>
                <Table.Td>
                  <Badge color={TONE_COLOR[p.situacao.tone]} autoContrast>
                    {p.situacao.label}
                  </Badge>
                </Table.Td>
                <Table.Td>{day(p.pagoEm)}</Table.Td>
                <Table.Td>{p.documento ?? '—'}</Table.Td>
                <Table.Td>
                  {p.manual && p.pagoEm && (
                    <Anchor component={Link} to={paths.adminReceipt(p.id)} size="sm" mr="sm">
                      Recibo
                    </Anchor>
                  )}
                  {editable(p) && editing !== p.id && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      mr="xs"
                      onClick={() => setEditing(p.id)}
                      aria-label={`Alterar a ${parcelName(p)}`}
                    >
                      Alterar
                    </Button>
                  )}
                  {!p.pagoEm && p.visivel && (
                    <Button
                      size="compact-xs"
                      variant="outline"
                      onClick={() => onSettle(p)}
                      aria-label={`Dar baixa na ${parcelName(p)}`}
                    >
                      Dar baixa
                    </Button>
                  )}
                  {p.baixa && (
                    <Button
                      size="compact-xs"
                      variant="outline"
                      color="red.9"
                      onClick={() => onUndoSettle(p)}
                      aria-label={`Desfazer a baixa da ${parcelName(p)}`}
                    >
                      Desfazer baixa
                    </Button>
                  )}
                  {p.manual && !p.cancelado && (
                    <Button
                      size="compact-xs"
                      variant="outline"
                      color="red.9"
                      onClick={() => onCancel(p)}
                      aria-label={`Cancelar o pagamento ${p.id}`}
                    >
                      Cancelar
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
              {editing === p.id && (
                <ParcelEditRow
                  studentId={studentId}
                  contractId={contractId}
                  parcel={p}
                  columns={COLUMNS}
                  onDone={() => setEditing(null)}
                />
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
