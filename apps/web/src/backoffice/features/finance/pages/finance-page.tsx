import { Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { LedgerTab } from '../components/ledger-tab';
import { PaymentSettingsTab } from '../components/payment-settings-tab';
import { ReconciliationTab } from '../components/reconciliation-tab';

const TABS = [
  { value: 'notificacoes', label: 'Notificações' },
  { value: 'conciliacao', label: 'Conciliação' },
  { value: 'configuracoes', label: 'Configurações de pagamento' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | undefined): value is Tab => TABS.some((t) => t.value === value);

/** The producer's finance (decision 62): the provider ledger, reconciliation per graduation, payment settings. */
function FinancePage() {
  const params = useParams();
  const navigate = useNavigate();
  const tab: Tab = isTab(params.tab) ? params.tab : 'notificacoes';
  return (
    <>
      <title>{`Financeiro · Administração · ${APP_NAME}`}</title>
      <Title order={1} mb="md">
        Financeiro
      </Title>
      <Tabs
        value={tab}
        onChange={(next) => next && void navigate(paths.adminFinance(next), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="notificacoes">
          <LedgerTab />
        </Tabs.Panel>
        <Tabs.Panel value="conciliacao">
          <ReconciliationTab />
        </Tabs.Panel>
        <Tabs.Panel value="configuracoes">
          <PaymentSettingsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export const Component = FinancePage;
