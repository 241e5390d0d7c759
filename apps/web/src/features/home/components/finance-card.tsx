import { FinanceAreaSlot } from '../../../app/finance-slots';
import { Card } from '../../../components/card';
import { FinanceHelp } from './help/finance-help';

/**
 * Área Financeira (spec A §2 card 3): the finance feature's contract view, through the app's slot
 * (decision 57).
 */
export function FinanceCard() {
  return (
    <Card title="Área Financeira" help={<FinanceHelp />}>
      <FinanceAreaSlot />
    </Card>
  );
}
