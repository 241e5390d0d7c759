import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { FinanceHelp } from './help/finance-help';

/**
 * Área Financeira (spec A §2 card 3): its body is the finance feature's contract view, which the app hands
 * in (decision 57).
 */
export function FinanceCard({ children }: { children: ReactNode }) {
  return (
    <Card title="Área Financeira" help={<FinanceHelp />}>
      {children}
    </Card>
  );
}
