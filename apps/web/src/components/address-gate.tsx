import { addressMessages, type Cadastro, needsAddressReview } from '@portal/domain';
import { type ComponentProps, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useCadastro } from '../lib/registration';
import { Banner } from './banner';
import { Button } from './button';

/**
 * The address gate (spec A §4, spec B §5.4): true while the student's address was never reviewed, so
 * payment stays blocked. Guests never pay, and without a registration there is nothing to review.
 */
export function isAddressGated(cadastro: Cadastro | null | undefined): boolean {
  return !!cadastro && !cadastro.AlConvidado && needsAddressReview(cadastro.AlRevEndereco);
}

/** Whether the acting student must review the address before paying; follows the cached registration. */
export function useAddressGate(): { blocked: boolean } {
  const { data } = useCadastro();
  return { blocked: isAddressGated(data) };
}

/**
 * The gate banner 'Você tem dados faltando em seu cadastro…' with a link to /perfil; nothing once the
 * address is reviewed. /perfil itself shows it without the link (`link={false}`).
 */
export function AddressGateBanner({ link = true }: { link?: boolean }) {
  const { blocked } = useAddressGate();
  if (!blocked) return null;
  return (
    <Banner tone="warning" actions={link && <Link to={paths.profile}>Atualizar endereço</Link>}>
      <p>{addressMessages.gateBanner}</p>
    </Banner>
  );
}

/**
 * A pay button behind the gate. While the address was never reviewed it stays focusable but inert
 * (aria-disabled, clicks and submits swallowed) and carries the tooltip text, visible under it and read
 * with it, so keyboard, screen-reader and touch users learn why (a native `disabled` hides all that).
 */
export function AddressGatedButton({
  onClick,
  'aria-describedby': describedBy,
  ...props
}: ComponentProps<typeof Button>) {
  const { blocked } = useAddressGate();
  const tipId = useId();
  if (!blocked) return <Button onClick={onClick} aria-describedby={describedBy} {...props} />;
  return (
    // The kit's field column: the tooltip text sits under the button.
    <span className="field address-gate" style={{ alignItems: 'flex-start' }}>
      <Button
        {...props}
        aria-disabled="true"
        aria-describedby={[describedBy, tipId].filter(Boolean).join(' ')}
        onClick={(event) => event.preventDefault()}
      />
      <span id={tipId} role="tooltip" className="field-hint">
        {addressMessages.gateTooltip}
      </span>
    </span>
  );
}
