import { Anchor, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { AdminContract, AdminParcel } from '@portal/domain';
import { useState } from 'react';
import { CancelModal } from './cancel-modal';
import { ContractModal } from './contract-modal';
import { ExtrasSection } from './extras-section';
import { brl, day } from './format';
import { ItemsSection } from './items-section';
import { ParcelsTable } from './parcels-table';
import { PaymentModal } from './payment-modal';
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
export function ContractPanel({ studentId, contract }: { studentId: number; contract: AdminContract }) {
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState<AdminParcel | null>(null);
  const [settling, setSettling] = useState<AdminParcel | null>(null);
  const t = contract.totais;
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
          <Button variant="default" size="sm" onClick={() => setEditing(true)}>
            Alterar contrato
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
        contractId={contract.id}
        parcels={contract.parcelas}
        onCancel={setCancelling}
        onSettle={setSettling}
      />
      <ExtrasSection studentId={studentId} contractId={contract.id} extras={contract.extras} />
      <ItemsSection studentId={studentId} contractId={contract.id} items={contract.itens} />
      <ContractModal
        studentId={studentId}
        contract={contract}
        opened={editing}
        onClose={() => setEditing(false)}
      />
      <PaymentModal
        studentId={studentId}
        contract={contract}
        opened={paying}
        onClose={() => setPaying(false)}
      />
      <CancelModal studentId={studentId} parcel={cancelling} onClose={() => setCancelling(null)} />
      <SettleModal studentId={studentId} parcel={settling} onClose={() => setSettling(null)} />
    </Card>
  );
}
