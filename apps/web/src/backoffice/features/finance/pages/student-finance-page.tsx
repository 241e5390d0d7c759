import { Anchor, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { QueryError } from '../../../components/query-error';
import { studentFinanceQuery } from '../api/finance';
import { ContractModal } from '../components/contract-modal';
import { ContractPanel } from '../components/contract-panel';

/** A student's contracts and payments in the back-office (decision 60). */
function StudentFinancePage() {
  const id = Number(useParams().id);
  const finance = useQuery(studentFinanceQuery(id));
  const [creating, setCreating] = useState(false);
  const data = finance.data;
  return (
    <>
      <title>{`Financeiro do formando · Administração · ${APP_NAME}`}</title>
      {finance.isError ? (
        <QueryError error={finance.error} onRetry={() => void finance.refetch()} />
      ) : !data ? (
        <Loader aria-label="Carregando o financeiro" />
      ) : (
        <>
          <Anchor component={Link} to={paths.adminStudent(id)} size="sm">
            ← Cadastro de {data.aluno.nome}
          </Anchor>
          <Group justify="space-between" mb="md">
            <div>
              <Title order={1}>Financeiro de {data.aluno.nome}</Title>
              <Text c="dimmed">
                {data.aluno.formatura} ·{' '}
                <Anchor component={Link} to={`${paths.adminFinance('notificacoes')}?aluno=${id}`}>
                  Notificações de pagamento deste formando
                </Anchor>
              </Text>
            </div>
            <Button variant="default" onClick={() => setCreating(true)}>
              Novo contrato
            </Button>
          </Group>
          {data.contratos.length === 0 && <Text>Este formando ainda não tem contrato.</Text>}
          {data.contratos.map((c) => (
            <ContractPanel key={c.id} studentId={id} contract={c} valorPrazo={data.aluno.valorPrazo} />
          ))}
          <ContractModal
            studentId={id}
            contract={null}
            opened={creating}
            onClose={() => setCreating(false)}
          />
        </>
      )}
    </>
  );
}

export const Component = StudentFinancePage;
