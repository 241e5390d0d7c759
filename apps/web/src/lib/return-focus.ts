import { useCallback, useRef } from 'react';

/**
 * Focus goes back to what opened a dialog once it closes (WCAG 2.4.3): a dialog that leaves the page on
 * closing would otherwise drop the keyboard user at the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    if (target) requestAnimationFrame(() => target.isConnected && target.focus());
  }, []);
  return { remember, restore };
}
