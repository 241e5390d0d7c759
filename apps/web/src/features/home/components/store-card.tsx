import { Card } from '../../../components/card';
import { StoreHelp } from './help/store-help';

/** The external graduation store (spec A §2 card 2); a build setting can point it elsewhere. */
export const STORE_URL: string = import.meta.env.VITE_STORE_URL || 'https://portaldoformando.com.br/loja';

/** Loja do Formando (spec A §2 card 2): a link out, in a new tab. */
export function StoreCard() {
  return (
    <Card title="Loja do Formando" help={<StoreHelp />}>
      <p>Produtos de formatura na loja on-line, que abre em uma nova aba.</p>
      <a className="btn btn-secondary" href={STORE_URL} target="_blank" rel="noopener noreferrer">
        Ir para a Loja do Formando <span className="visually-hidden">(abre em nova aba)</span>
      </a>
    </Card>
  );
}
