import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import {
  DASHBOARD_SCREEN_NAMES,
  formatBRL,
  type Graduation,
  PAYMENT_SITUATIONS,
  toCents,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { saveBlob } from '../../../../lib/save-blob';
import { QueryError } from '../../../components/query-error';
import { classDashboardQuery, getClassDashboardCsv } from '../api/class-dashboard';
import { MissingClassmates } from './missing-classmates';

/**
 * 'Painel da turma' (decision 74): what the committee sees of its class, plus the class's exact sums, which
 * only the producer sees (decision 98); the CSV carries them too.
 */
export function ClassDashboardTab({ graduation }: { graduation: Graduation }) {
  const dashboard = useQuery(classDashboardQuery(graduation.id));
  const [error, setError] = useState<string | null>(null);
  if (dashboard.isError)
    return <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <Loader aria-label="Carregando o painel" />;
  const d = dashboard.data;
  const download = async () => {
    setError(null);
    try {
      saveBlob(await getClassDashboardCsv(graduation.id), `painel-turma-${graduation.id}.csv`);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <Stack align="flex-start">
      <Group>
        <Text>{`Gerado em ${formatDateTime(d.geradoEm)} · ${d.alunos} formandos`}</Text>
        <Button variant="default" onClick={() => void download()}>
          Baixar planilha (CSV)
        </Button>
      </Group>
      {error && (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      )}
      <Table captionSide="top" w="auto">
        <Table.Caption>Situação de pagamento da turma</Table.Caption>
        <Table.Tbody>
          {PAYMENT_SITUATIONS.map((s) => (
            <Table.Tr key={s}>
              <Table.Th scope="row">{s}</Table.Th>
              <Table.Td ta="right">{d.pagamentos[s]}</Table.Td>
              <Table.Td ta="right">{`${d.percentuais[s]} %`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table captionSide="top" w="auto">
        <Table.Caption>{`Arrecadação da turma (${d.arrecadacao.contratos} contratos)`}</Table.Caption>
        <Table.Tbody>
          {(
            [
              ['Contratado', d.arrecadacao.contratado],
              ['Previsto até hoje', d.arrecadacao.previstoAteHoje],
              ['Recebido', d.arrecadacao.recebido],
            ] as const
          ).map(([label, reais]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right">{formatBRL(toCents(reais))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text>{`Músicas da formatura enviadas: ${d.musicasDaFormatura}`}</Text>
      {d.pendencias.map((p) => {
        const name = DASHBOARD_SCREEN_NAMES[p.tipo];
        return (
          <section key={p.tipo} aria-label={name}>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text>
              {`${p.prazo ? `Prazo: ${formatDate(p.prazo)}${p.aberta ? '' : ' (encerrado)'}` : 'Prazo ainda não definido'} · ${p.enviaram} de ${p.esperados} enviaram`}
            </Text>
            {p.faltam.length > 0 && (
              <MissingClassmates
                graduationId={graduation.id}
                tipo={p.tipo}
                name={name}
                first={p.faltam}
                total={p.esperados - p.enviaram}
              />
            )}
          </section>
        );
      })}
    </Stack>
  );
}
