import {
  type CartItem,
  type ComplementaryPhoto,
  DISPENSE_CONFIRM_MS,
  dispenseComplementaries,
  removeComplementary,
  removeFromCart,
  shopMessages,
  undoRemove,
} from '@portal/domain';
import { toast } from '../../../components/toast';
import { changeCart, updateCart } from '../../../lib/cart';

/** Removes a line, kept for one undo: 'Ítem excluído.' with 'Desfazer?' (spec B §4.2). */
export function removeLine(item: CartItem): void {
  const change = changeCart((cart) => removeFromCart(cart, item.idCart));
  if (!change.ok) return;
  toast({
    kind: 'info',
    message: change.message,
    action: { label: shopMessages.undo, onClick: () => updateCart(undoRemove) },
  });
}

/**
 * 'Dispensar complementares?' (spec B §4.2, §9): the question waits 15 seconds for a confirmation; only then
 * does the product stop waiting for complementary photos.
 */
export function askDispense(item: CartItem): void {
  toast({
    kind: 'warning',
    message: `${shopMessages.dispenseComplementary} ${item.nome}: o produto seguirá sem fotos complementares.`,
    duration: DISPENSE_CONFIRM_MS,
    action: {
      label: 'Dispensar',
      onClick: () => updateCart((cart) => dispenseComplementaries(cart, item.idCart)),
    },
  });
}

/** Takes a complementary photo off its product: 'Foto complementar excluída.' (spec B §4.2). */
export function removeComplementaryPhoto(item: CartItem, photo: ComplementaryPhoto): void {
  const change = changeCart((cart) => removeComplementary(cart, item.idCart, photo));
  if (change.ok) toast({ kind: 'success', message: change.message });
}
