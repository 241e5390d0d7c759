import { type Checkout, type CreditContext, formatBRL } from '@portal/domain';

/**
 * The credits panel (spec B §2.9): what the student's photo credits take off this order. The cart page does
 * not render it for a guest (spec B §6).
 */
export function CreditsPanel({ checkout, credits }: { checkout: Checkout; credits: CreditContext }) {
  const { impressas, digitais, total } = checkout.descontos;
  return (
    <section className="cart-credits" aria-labelledby="cart-credits-title">
      <h2 id="cart-credits-title">Seus créditos</h2>
      <p className="muted">
        Você tem {credits.digital} {credits.digital === 1 ? 'crédito digital' : 'créditos digitais'} e{' '}
        {credits.printed} {credits.printed === 1 ? 'crédito de foto impressa' : 'créditos de fotos impressas'}
        .
      </p>
      <dl className="cart-figures">
        <dt>Fotos impressas</dt>
        <dd>{impressas > 0 ? `− ${formatBRL(impressas)}` : formatBRL(0)}</dd>
        <dt>Fotos digitais</dt>
        <dd>{digitais > 0 ? `− ${formatBRL(digitais)}` : formatBRL(0)}</dd>
        <dt>Desconto dos créditos</dt>
        <dd>
          <strong>{total > 0 ? `− ${formatBRL(total)}` : formatBRL(0)}</strong>
        </dd>
      </dl>
    </section>
  );
}
