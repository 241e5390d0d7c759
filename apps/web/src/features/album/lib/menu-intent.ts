import { useEffect, useState } from 'react';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Whether the student has reached for a photo (pointed at, touched or focused the grid) since `active`:
 * the photo menu's code, its measures and their zod checks load then, not with the album's first paint
 * (decision 142). On a phone the touch comes ~0.1 s before the click that opens the menu.
 */
export function useMenuIntent(active: boolean): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!active || wanted) return;
    const reach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.album-grid')) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, reach, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, reach);
    };
  }, [active, wanted]);
  return [wanted, () => setWanted(true)];
}
