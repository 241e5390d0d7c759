import type { FinanceViewContract } from '@portal/domain';
import { brl } from '../lib/money';

/** The contract's extras and package items (spec A §2 "sections for extras and package items"). */
export function ExtrasLists({
  contract,
  heading: Heading = 'h4',
}: {
  contract: FinanceViewContract;
  /** The sections' heading level where they sit (h4 in the home card, h2 on the statement). */
  heading?: 'h2' | 'h4';
}) {
  const items = contract.ItensPacotes.filter((i) => i.pctItemAtivo === 1);
  return (
    <>
      {contract.AlExtras.length > 0 && (
        <>
          <Heading className="fin-subtitle">Extras</Heading>
          <ul className="fin-lines">
            {contract.AlExtras.map((e) => (
              <li key={e.excodigo}>
                <span>{e.exdescricao}</span>
                <span className="fin-amount">{brl(e.exvalor)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {items.length > 0 && (
        <>
          <Heading className="fin-subtitle">Itens de pacote</Heading>
          <ul className="fin-lines">
            {items.map((i) => (
              <li key={i.pctItemId}>
                <span>
                  {i.pctItemQuant > 1 ? `${i.pctItemQuant} × ` : ''}
                  {i.pctItemNome}
                  {i.pctItemDesc && <span className="fin-muted"> · {i.pctItemDesc}</span>}
                </span>
                <span className="fin-amount">{brl(i.pctItemValor * i.pctItemQuant)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
