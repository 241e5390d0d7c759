import { Card } from '../../../components/card';
import { useAfterPaint } from '../../../lib/after-paint';
import { useProducerSettings } from '../../../lib/producer-settings';
import { StoreHelp } from './help/store-help';

/**
 * Loja do Formando (spec A §2 card 2): a link out, in a new tab, to the store the producer set (decision 49).
 * The producer's address is asked once the home has painted, like the doubts link's (decision 95).
 */
export function StoreCard() {
  const { storeUrl } = useProducerSettings({ enabled: useAfterPaint() });
  return (
    <Card title="Loja do Formando" help={<StoreHelp />}>
      <p>Produtos de formatura na loja on-line, que abre em uma nova aba.</p>
      <a className="btn btn-secondary" href={storeUrl} target="_blank" rel="noopener noreferrer">
        Ir para a Loja do Formando <span className="visually-hidden">(abre em nova aba)</span>
      </a>
    </Card>
  );
}
