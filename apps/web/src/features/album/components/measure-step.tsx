import { type CartItem, type CreditContext, formatBRL, MeasureSlug } from '@portal/domain';
import type { PricedMeasure } from '../api/measures';
import { creditsLeft } from '../lib/credits-left';

function creditText(count: number): string {
  return count === 1 ? '1 crédito disponível' : `${count} créditos disponíveis`;
}

/**
 * Step 1 of the photo menu (spec B §4.1): the measures this photo may be ordered in (already filtered by
 * spec B §5.3), each with its price and, where the student's credits cover it, how many are left after the
 * cart (spec B §5.3).
 */
export function MeasureStep({
  measures,
  credits,
  cart,
  ignoresCredits,
  onChoose,
}: {
  measures: readonly PricedMeasure[];
  credits: CreditContext;
  cart: readonly CartItem[];
  ignoresCredits: boolean;
  onChoose: (measure: PricedMeasure) => void;
}) {
  if (measures.length === 0) return <p className="empty">Nenhuma medida disponível para esta foto.</p>;
  return (
    <ul className="menu-options" aria-label="Medidas">
      {measures.map((measure) => {
        const left = creditsLeft(measure, credits, cart, ignoresCredits);
        return (
          <li key={measure.slug}>
            <button type="button" className="menu-option" onClick={() => onChoose(measure)}>
              <span className="menu-option-name">{measure.nome}</span>
              {measure.slug !== MeasureSlug.complementary && (
                <span className="menu-option-price">{formatBRL(measure.valor)}</span>
              )}
              {measure.descricao && <span className="menu-option-text">{measure.descricao}</span>}
              {left !== null && <span className="menu-option-credits">{creditText(left)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
