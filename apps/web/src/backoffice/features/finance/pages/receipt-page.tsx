import './receipt.css';
import { Anchor, Button, Group, Loader, Table, Text, Title } from '@mantine/core';
import { formatCpf, type Receipt } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { QueryError } from '../../../components/query-error';
import { receiptQuery } from '../api/finance';
import { brl, day, moment } from '../components/format';

const TYPE_TEXT: Record<string, string> = {
  Contrato: 'ao contrato',
  Extras: 'a extras e itens de pacote do contrato',
};

function ReceiptSheet({ r }: { r: Receipt }) {
  return (
    <article className="receipt" aria-label={`Recibo nº ${r.numero}`}>
      {r.cancelado && (
        <div className="receipt-cancelled" role="note">
          CANCELADO em {moment(r.canceladoEm)}
          {r.motivoCancelamento ? ` · ${r.motivoCancelamento}` : ''}
        </div>
      )}
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          Recibo
        </Title>
        <Text fw={700}>
          Nº {r.numero}
          <br />
          {brl(r.valor)}
        </Text>
      </Group>
      <Text mt="lg" size="lg">
        Recebemos de <strong>{r.aluno}</strong> (CPF {formatCpf(r.cpf)}) a quantia de{' '}
        <strong>{brl(r.valor)}</strong>, paga em {r.forma.toLowerCase()} em {day(r.pagoEm)}, referente{' '}
        {TYPE_TEXT[r.tipo] ?? `a ${r.tipo} do contrato`} nº {r.contratoId} da formatura {r.formatura}.
      </Text>
      <Table mt="lg" variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={200}>Forma de pagamento</Table.Th>
            <Table.Td>{r.forma}</Table.Td>
          </Table.Tr>
          {r.documento && (
            <Table.Tr>
              <Table.Th>Documento</Table.Th>
              <Table.Td>{r.documento}</Table.Td>
            </Table.Tr>
          )}
          {r.observacao && (
            <Table.Tr>
              <Table.Th>Referente a</Table.Th>
              <Table.Td>{r.observacao}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th>Registrado por</Table.Th>
            <Table.Td>
              {r.registradoPor ?? '—'} em {moment(r.registradoEm)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <div className="receipt-signature">{r.registradoPor ?? 'Produtora'}</div>
    </article>
  );
}

/** The printable receipt of a manual payment (decision 60): a page with its own print stylesheet. */
function ReceiptPage() {
  const id = Number(useParams().id);
  const receipt = useQuery(receiptQuery(id));
  return (
    <>
      <title>{`Recibo · Administração · ${APP_NAME}`}</title>
      {receipt.isError ? (
        <QueryError error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : !receipt.data ? (
        <Loader aria-label="Carregando o recibo" />
      ) : (
        <>
          <Group className="noprint" justify="space-between" mb="md">
            <Anchor component={Link} to={paths.adminStudentFinance(receipt.data.alunoId)}>
              ← Financeiro do formando
            </Anchor>
            <Button onClick={() => window.print()}>Imprimir recibo</Button>
          </Group>
          <ReceiptSheet r={receipt.data} />
        </>
      )}
    </>
  );
}

export const Component = ReceiptPage;
