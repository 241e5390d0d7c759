import { Anchor, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { AdminContract, AdminParcel } from '@portal/domain';
import { useState } from 'react';
import { useDeleteContract } from '../api/finance';
import { CancelModal } from './cancel-modal';
import { ConfirmModal } from './confirm-modal';
import { ContractModal } from './contract-modal';
import { ExtrasSection } from './extras-section';
import { brl, day } from './format';
import { ItemsSection } from './items-section';
import { ParcelsTable } from './parcels-table';
import { PaymentModal } from './payment-modal';
import { PlanModal } from './plan-modal';
import { SettleModal } from './settle-modal';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** One contract as the producer sees it: figures, parcels, extras and package items, and what to do. */
export function ContractPanel({
  studentId,
  contract,
  valorPrazo,
}: {
  studentId: number;
  contract: AdminContract;
  /** The graduation's 'Valor a prazo', the plan's default total (decision 125). */
  valorPrazo: number;
}) {
  const [editing, setEditing] = useState(false);
  const [planning, setPlanning] = useState(false);
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState<AdminParcel | null>(null);
  const [settling, setSettling] = useState<AdminParcel | null>(null);
  const [undoing, setUndoing] = useState<AdminParcel | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteContract(studentId, contract.id);
  const t = contract.totais;
  // Only a contract nothing was charged or paid on may go (the API says so too, decision 92).
  const deletable = contract.parcelas.length === 0;
  return (
    <Card withBorder mb="lg" component="section" aria-label={`Contrato ${contract.id}`}>
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4">
            Contrato {contract.id}
          </Title>
          <Text size="sm" c="dimmed">
            Assinado em {day(contract.assinadoEm)}
            {contract.pdf && (
              <>
                {' · '}
                <Anchor href={contract.pdf} target="_blank" rel="noreferrer">
                  PDF do contrato
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <Group gap="xs">
          {deletable && (
            <Button variant="outline" color="red.9" size="sm" onClick={() => setDeleting(true)}>
              Excluir contrato
            </Button>
          )}
          <Button variant="default" size="sm" onClick={() => setEditing(true)}>
            Alterar contrato
          </Button>
          <Button variant="default" size="sm" onClick={() => setPlanning(true)}>
            Gerar parcelas
          </Button>
          <Button size="sm" onClick={() => setPaying(true)}>
            Registrar pagamento
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} mb="md">
        <Figure label="Valor" value={brl(t.valor)} />
        <Figure label={t.ajuste < 0 ? 'Desconto' : 'Reajuste'} value={brl(Math.abs(t.ajuste))} />
        <Figure label="Extras" value={brl(t.extras)} />
        <Figure label="Itens de pacote" value={brl(t.pacotes)} />
        <Figure label="Total pago" value={brl(t.pago)} />
        <Figure label="Em aberto (contrato)" value={brl(t.emAbertoContrato)} />
        <Figure label="Em aberto (extras)" value={brl(t.emAbertoExtras)} />
      </SimpleGrid>
      <Title order={3} size="h5" mb="xs">
        Parcelas
      </Title>
      <ParcelsTable
        studentId={studentId}
        contractId={contract.id}
        parcels={contract.parcelas}
        onCancel={setCancelling}
        onSettle={setSettling}
        onUndoSettle={setUndoing}
      />
      <ExtrasSection studentId={studentId} contractId={contract.id} extras={contract.extras} />
      <ItemsSection studentId={studentId} contractId={contract.id} items={contract.itens} />
      <ContractModal
        studentId={studentId}
        contract={contract}
        opened={editing}
        onClose={() => setEditing(false)}
      />
      <PlanModal
        studentId={studentId}
        contract={contract}
        valorPrazo={valorPrazo}
        opened={planning}
        onClose={() => setPlanning(false)}
      />
      <PaymentModal
        studentId={studentId}
        contract={contract}
        opened={paying}
        onClose={() => setPaying(false)}
      />
      <CancelModal studentId={studentId} parcel={cancelling} onClose={() => setCancelling(null)} />
      <SettleModal studentId={studentId} parcel={settling} onClose={() => setSettling(null)} />
      <CancelModal studentId={studentId} parcel={undoing} mode="undo" onClose={() => setUndoing(null)} />
      <ConfirmModal
        title="Excluir contrato"
        text={`Excluir o contrato ${contract.id} (${brl(t.valor)}), com seus extras e itens de pacote? O formando deixa de vê-lo.`}
        confirmLabel="Excluir contrato"
        opened={deleting}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
        onClose={() => {
          remove.reset();
          setDeleting(false);
        }}
      />
    </Card>
  );
}
