import { type CartItem, missingComplementaryFor, shopMessages } from '@portal/domain';
import { TrashIcon } from '../../../components/icons';
import { startTour } from '../../../lib/tour';
import { askDispense, removeComplementaryPhoto } from '../lib/cart-actions';
import { HOW_TO_SELECT_STEPS } from '../lib/how-to-select-tour';

/**
 * A product's complementary photos (spec B §2.9): 'N de M fotos complementares escolhidas', the
 * 'Como selecionar?' tour, 'Dispensar complementares?' while some are missing, and each chosen photo with
 * its remove icon.
 */
export function ComplementaryBlock({ item }: { item: CartItem }) {
  const chosen = item.detalhes.complementares;
  const required = item.complementar;
  if (required === 0 && chosen.length === 0) return null;
  const missing = missingComplementaryFor(item);
  return (
    <div className="cart-complementary">
      {required > 0 && (
        <p className={missing > 0 ? 'cart-complementary-missing' : undefined}>
          {shopMessages.complementaryProgress(chosen.length, required)}
        </p>
      )}
      {missing > 0 && (
        <div className="cart-complementary-actions">
          <button type="button" className="link-button" onClick={() => void startTour(HOW_TO_SELECT_STEPS)}>
            {shopMessages.howToSelect}
          </button>
          <button type="button" className="link-button" onClick={() => askDispense(item)}>
            {shopMessages.dispenseComplementary}
          </button>
        </div>
      )}
      {chosen.length > 0 && (
        <ul className="cart-complementary-photos">
          {chosen.map((photo) => (
            <li key={`${photo.slug}-${photo.evento}-${photo.id}`}>
              <img src={photo.caminho} alt="" width={48} height={48} loading="lazy" />
              <span>
                Foto complementar · Ref. {photo.evento}-{photo.id}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remover a foto complementar ${photo.evento}-${photo.id} de ${item.nome}`}
                onClick={() => removeComplementaryPhoto(item, photo)}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
