import { Alert, Anchor, Button, Loader, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { LedgerEvent, Overpayment, Reconciliation } from '@portal/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { GraduationPicker } from '../../../components/graduation-picker';
import { QueryError } from '../../../components/query-error';
import {
  type LedgerFilter,
  moreEventsQuery,
  moreOverpaymentsQuery,
  moreUnconfirmedQuery,
  reconciliationQuery,
} from '../api/finance';
import { brl, day, moment } from './format';
import { LedgerTable } from './ledger-table';
import { RefundModal } from './refund-modal';
import { ShownOfTotal } from './shown-of-total';

function Summary({ r }: { r: Reconciliation['resumo'] }) {
  const figure = (label: string, count: number, value: number) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>
        {count} · {brl(value)}
      </Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="lg" aria-label="Resumo da conciliação">
      {figure('Cobranças criadas', r.cobrancasCriadas, r.valorCriado)}
      {figure('Confirmadas pelo provedor', r.confirmadas, r.valorConfirmado)}
      {figure('Sem confirmação', r.semConfirmacao, r.valorSemConfirmacao)}
      {figure('Registradas pela produtora', r.manuais, r.valorManual)}
    </SimpleGrid>
  );
}

/** A page at a time, by due date, saying how many are left out (decision 127). */
function Unconfirmed({ recon, graduationId }: { recon: Reconciliation; graduationId: number }) {
  const more = useInfiniteQuery(moreUnconfirmedQuery(graduationId, recon.semConfirmacaoProximo));
  const rows = [...recon.semConfirmacao, ...(more.data?.pages.flatMap((p) => p.semConfirmacao) ?? [])];
  const total = recon.resumo.semConfirmacao;
  const hasMore = more.data ? more.hasNextPage : recon.semConfirmacaoProximo !== null;
  if (rows.length === 0) return <Text c="dimmed">Toda cobrança criada foi confirmada.</Text>;
  return (
    <>
      <UnconfirmedTable rows={rows} />
      {rows.length < total && (
        <Text size="sm" c="dimmed" mt="xs">
          Mostrando {rows.length} de {total} cobranças, as de vencimento mais antigo primeiro.
        </Text>
      )}
      {more.isError && <QueryError error={more.error} onRetry={() => void more.fetchNextPage()} />}
      {hasMore && (
        <Button mt="xs" variant="default" loading={more.isFetching} onClick={() => void more.fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </>
  );
}

function UnconfirmedTable({ rows }: { rows: Reconciliation['semConfirmacao'] }) {
  return (
    <Table striped aria-label="Cobranças criadas e nunca confirmadas">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Parcela</Table.Th>
          <Table.Th>Formando</Table.Th>
          <Table.Th>Forma</Table.Th>
          <Table.Th ta="right">Cobrado</Table.Th>
          <Table.Th>Vencimento</Table.Th>
          <Table.Th>Criada em</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.parcelaId}>
            <Table.Td>{p.parcelaId}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={paths.adminStudentFinance(p.aluno.id)}>
                {p.aluno.nome}
              </Anchor>
            </Table.Td>
            <Table.Td>
              {p.forma} ({p.tipo})
            </Table.Td>
            <Table.Td ta="right">{brl(p.cobrado)}</Table.Td>
            <Table.Td>{day(p.vencimento)}</Table.Td>
            <Table.Td>{moment(p.criadaEm)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A list of notifications of the reconciliation: its first page, then 'Carregar mais' (decision 141). */
function Events({
  label,
  first,
  list,
  filter,
  graduationId,
}: {
  label: string;
  first: LedgerEvent[];
  list: Reconciliation['listas']['semParcela'];
  filter: LedgerFilter;
  graduationId: number;
}) {
  const more = useInfiniteQuery(moreEventsQuery(graduationId, filter, list.proximo));
  const rows = [...first, ...(more.data?.pages.flatMap((p) => p.items) ?? [])];
  return (
    <>
      <LedgerTable label={label} events={rows} />
      <ShownOfTotal
        shown={rows.length}
        total={list.total}
        noun="notificações"
        order="as mais recentes primeiro"
        hasMore={more.data ? more.hasNextPage : list.proximo !== null}
        loading={more.isFetching}
        error={more.isError ? more.error : null}
        onMore={() => void more.fetchNextPage()}
      />
    </>
  );
}

/**
 * Money received beyond what was owed (decision 101): a second payment of a paid order or parcel, or a
 * contract payment past its open balance. Never applied; the producer refunds it. A page at a time (decision 141).
 */
function ToRefund({ recon, graduationId }: { recon: Reconciliation; graduationId: number }) {
  const [refunding, setRefunding] = useState<Overpayment | null>(null);
  const list = recon.listas.aDevolver;
  const more = useInfiniteQuery(moreOverpaymentsQuery(graduationId, list.proximo));
  const rows = [...recon.aDevolver, ...(more.data?.pages.flatMap((p) => p.items) ?? [])];
  if (rows.length === 0) return <Text c="dimmed">Nenhum pagamento em excesso.</Text>;
  return (
    <>
      <RefundModal graduationId={graduationId} overpayment={refunding} onClose={() => setRefunding(null)} />
      <Table striped aria-label="Pagamentos em excesso a devolver">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Parcela</Table.Th>
            <Table.Th>Formando</Table.Th>
            <Table.Th>Motivo</Table.Th>
            <Table.Th ta="right">A devolver</Table.Th>
            <Table.Th>Pago em</Table.Th>
            <Table.Th>Provedor</Table.Th>
            <Table.Th>Situação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                {o.parcelaId}
                {o.pedidoId === null ? null : ` (pedido ${o.pedidoId})`}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.adminStudentFinance(o.aluno.id)}>
                  {o.aluno.nome}
                </Anchor>
              </Table.Td>
              <Table.Td>{o.motivoTexto}</Table.Td>
              <Table.Td ta="right">{brl(o.valor)}</Table.Td>
              <Table.Td>{day(o.pagoEm)}</Table.Td>
              <Table.Td>{o.provedor ?? '—'}</Table.Td>
              <Table.Td>
                {o.situacao === 'to_refund' ? (
                  <Button size="compact-sm" variant="light" onClick={() => setRefunding(o)}>
                    Marcar como devolvido
                  </Button>
                ) : (
                  <Text size="sm" title={o.observacao ?? undefined}>
                    Devolvido em {moment(o.devolvidoEm)}
                    {o.observacao ? ` (${o.observacao})` : ''}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ShownOfTotal
        shown={rows.length}
        total={list.total}
        noun="pagamentos em excesso"
        order="os mais recentes primeiro"
        hasMore={more.data ? more.hasNextPage : list.proximo !== null}
        loading={more.isFetching}
        error={more.isError ? more.error : null}
        onMore={() => void more.fetchNextPage()}
      />
    </>
  );
}

/** Confirmed against created, per graduation (decision 62). */
export function ReconciliationTab() {
  const [params, setParams] = useSearchParams();
  const graduationId = Number(params.get('formatura')) || null;
  const recon = useQuery({ ...reconciliationQuery(graduationId ?? 0), enabled: graduationId !== null });
  return (
    <>
      <GraduationPicker
        label="Formatura"
        onPick={(id) => setParams({ formatura: String(id) }, { replace: true })}
      />
      {graduationId === null ? (
        <Text mt="md" c="dimmed">
          Escolha a formatura para conciliar.
        </Text>
      ) : recon.isError ? (
        <QueryError error={recon.error} onRetry={() => void recon.refetch()} />
      ) : !recon.data ? (
        <Loader aria-label="Carregando a conciliação" />
      ) : (
        <>
          <Title order={2} size="h3" mt="lg" mb="sm">
            {recon.data.formatura.nome}
          </Title>
          <Summary r={recon.data.resumo} />
          <Title order={3} size="h4" mb="xs">
            Pagamentos em excesso (a devolver)
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Pagamentos de um pedido ou parcela já pagos, ou acima do saldo em aberto do contrato: não foram
            aplicados a mais; devolva o valor ao formando.
          </Text>
          <ToRefund recon={recon.data} graduationId={graduationId} />
          <Title order={3} size="h4" mt="lg" mb="xs">
            Criadas e nunca confirmadas
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Boletos e PIX pelo código fixo não têm confirmação do provedor: confira no extrato do banco e
            registre o pagamento no financeiro do formando.
          </Text>
          <Unconfirmed recon={recon.data} graduationId={graduationId} />
          <Title order={3} size="h4" mt="lg" mb="xs">
            Valores diferentes do cobrado
          </Title>
          <Events
            label="Confirmações com valor diferente do cobrado"
            first={recon.data.valoresDivergentes}
            list={recon.data.listas.valoresDivergentes}
            filter={{ formatura: graduationId, situacao: 'amount_mismatch' }}
            graduationId={graduationId}
          />
          <Title order={3} size="h4" mt="lg" mb="xs">
            Confirmações sem parcela correspondente
          </Title>
          <Alert color="gray" mb="xs">
            Sem parcela não se sabe a formatura: esta lista é de todas as formaturas.
          </Alert>
          <Events
            label="Confirmações sem parcela correspondente"
            first={recon.data.semParcela}
            list={recon.data.listas.semParcela}
            filter={{ situacao: 'unknown_parcel' }}
            graduationId={graduationId}
          />
        </>
      )}
    </>
  );
}
