import { shopMessages } from '@portal/domain';
import { useEffect } from 'react';

/**
 * The album's copy guard (spec B §2.8, §8): right-click on an image of the screen does nothing, and Print
 * Screen is answered with the spec's alert (the clipboard the key may have filled is emptied where the
 * browser lets a page write it).
 */
export function useCopyGuard(): void {
  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      if (event.target instanceof HTMLImageElement) event.preventDefault();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'PrintScreen') return;
      void navigator.clipboard?.writeText('').catch(() => {});
      window.alert(shopMessages.copyrightAlert);
    };
    document.addEventListener('contextmenu', onContextMenu);
    window.addEventListener('keyup', onKey);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      window.removeEventListener('keyup', onKey);
    };
  }, []);
}
