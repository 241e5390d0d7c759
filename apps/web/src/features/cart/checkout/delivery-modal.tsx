import {
  type Cadastro,
  type CartItem,
  DEFAULT_SEDEX_FALLBACK_CENTS,
  type DeliveryOffer,
  type DeliveryOption,
  deliveryOffers,
  formatBRL,
  pickDelivery,
  SEDEX_QUOTE_TIMEOUT_MS,
  sedexPrice,
  shopMessages,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isAddressGated } from '../../../components/address-gate';
import { Banner } from '../../../components/banner';
import { Button, buttonClass } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { sedexFallback, sedexQuote } from './checkout-api';

/** The address as one readable block; null parts left out. */
function addressLines(c: Cadastro): string[] {
  const street = [c.AlEndereco, c.AlNumero].filter(Boolean).join(', ');
  const place = [c.AlBairro, c.AlCidade, c.AlUF].filter(Boolean).join(' · ');
  return [street, c.AlComp ?? '', place, c.AlCEP ? `CEP ${c.AlCEP}` : ''].filter(Boolean);
}

/**
 * The Sedex price for the cart (spec B §4.3): the quote by CEP, or the producer's fallback once 5 seconds
 * have passed without it; null while still being calculated.
 */
function useSedexPrice(cep: string | null, items: readonly CartItem[], active: boolean): number | null {
  const [quote, setQuote] = useState<number | null>(null);
  const [late, setLate] = useState(false);
  const [fallback, setFallback] = useState(DEFAULT_SEDEX_FALLBACK_CENTS);
  const size = items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new quote only when the CEP or the lines change
  useEffect(() => {
    if (!active || !cep) return;
    const abort = new AbortController();
    setQuote(null);
    setLate(false);
    const timer = setTimeout(() => setLate(true), SEDEX_QUOTE_TIMEOUT_MS);
    sedexFallback(abort.signal).then(setFallback, () => undefined);
    sedexQuote(cep, items, abort.signal).then(
      (price) => {
        if (price === null) setLate(true);
        else setQuote(price);
      },
      // No quote (the carrier down, a CEP it does not know): the fallback price stands in (spec B §4.3).
      () => setLate(true),
    );
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [active, cep, size]);
  return sedexPrice({ quote, elapsedMs: late ? SEDEX_QUOTE_TIMEOUT_MS : 0, fallback });
}

/**
 * The delivery modal (spec B §2.9, §4.3): the address review first, then the options: Sedex priced by the
 * CEP ('O Sedex ainda está sendo calculado. Aguarde...' until its price arrives), motoboy only in Porto
 * Alegre, pick-up free, only pick-up when the cart holds a product. The chosen option is highlighted.
 */
export function DeliveryModal({
  open,
  onClose,
  cadastro,
  items,
  chosen,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  cadastro: Cadastro | null | undefined;
  items: readonly CartItem[];
  chosen: DeliveryOption | null;
  onChoose: (delivery: DeliveryOption) => void;
}) {
  const [reviewed, setReviewed] = useState(false);
  useEffect(() => {
    if (!open) setReviewed(false);
  }, [open]);
  const gated = !cadastro || isAddressGated(cadastro) || !cadastro.AlCEP;
  const price = useSedexPrice(cadastro?.AlCEP ?? null, items, open && reviewed);
  const offers = deliveryOffers({
    items,
    address: { cidade: cadastro?.AlCidade, uf: cadastro?.AlUF },
    sedexPrice: price,
  });
  const choose = (offer: DeliveryOffer) => {
    const picked = pickDelivery(offer);
    if (!picked.ok) {
      toast({ kind: 'warning', message: picked.error });
      return;
    }
    onChoose(picked.delivery);
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title={shopMessages.deliveryButton}>
      {!reviewed ? (
        <section className="stack" aria-label="Endereço de entrega">
          <h3>Confira seu endereço</h3>
          {gated ? (
            <Banner tone="warning" actions={<Link to={paths.profile}>Atualizar endereço</Link>}>
              <p>Informe e salve seu endereço no perfil antes de escolher a entrega.</p>
            </Banner>
          ) : (
            <>
              <address className="checkout-address">
                {addressLines(cadastro).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <div className="actions">
                <Button onClick={() => setReviewed(true)}>Confirmar endereço</Button>
                <Link to={paths.profile} className={buttonClass('secondary')}>
                  Alterar endereço
                </Link>
              </div>
            </>
          )}
        </section>
      ) : (
        <section aria-label="Opções de entrega">
          <ul className="checkout-offers">
            {offers.map((offer) => {
              const selected = chosen?.slug === offer.slug;
              return (
                <li key={offer.slug}>
                  <button
                    type="button"
                    className={`checkout-offer${selected ? ' is-selected' : ''}`}
                    aria-pressed={selected}
                    onClick={() => choose(offer)}
                  >
                    <strong>{offer.nome}</strong>
                    <span>{offer.descricao}</span>
                    <span className="checkout-offer-price">
                      {offer.calculating
                        ? 'Calculando…'
                        : offer.valor > 0
                          ? formatBRL(offer.valor)
                          : offer.custo}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Modal>
  );
}
