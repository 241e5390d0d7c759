import type { FinanceViewContract } from '@portal/domain';
import { brl } from '../lib/money';

/**
 * The contract's figures (spec A §2): total value, reajuste or desconto, extras total, package items total,
 * total paid, and what is still open (our addition: the sum the chooser can pay).
 */
export function ContractFigures({ totais }: { totais: FinanceViewContract['totais'] }) {
  const rows: [string, string][] = [['Valor total', brl(totais.valor)]];
  if (totais.tipoAjuste === 'reajuste') rows.push(['Reajuste', brl(totais.ajuste)]);
  if (totais.tipoAjuste === 'desconto') rows.push(['Desconto', brl(Math.abs(totais.ajuste))]);
  rows.push(
    ['Total de extras', brl(totais.extras)],
    ['Total de itens de pacote', brl(totais.pacotes)],
    ['Total pago', brl(totais.pago)],
    ['Em aberto', brl(totais.emAberto)],
  );
  return (
    <dl className="fin-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
