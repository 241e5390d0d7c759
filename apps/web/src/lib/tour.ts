import { useCallback, useEffect, useRef } from 'react';
import { useLocalFlag } from './local-flags';

// Guided tours (spec B §2.8, §2.9, §2.11; spec A §2) on driver.js, loaded with its CSS only when a tour
// starts, so that no screen pays for it before the student asks (or visits for the first time).

/**
 * One step: the element to point at (a CSS selector or a finder; none centres the popover) and its pt-BR
 * text (static HTML of ours: the library sets it as markup).
 */
export interface TourStep {
  element?: string | (() => Element | null);
  title: string;
  description: string;
  /** Leave the step out when its element is not on the screen (a card the student does not have). */
  optional?: boolean;
}

function find(element: TourStep['element']): Element | undefined {
  if (!element) return undefined;
  return (typeof element === 'string' ? document.querySelector(element) : element()) ?? undefined;
}

export interface TourOptions {
  /** Called once when the tour closes, by any way (done, close button, Escape, a click outside). */
  onClose?: () => void;
}

/** A running tour, to close it from outside (the page is left). */
export interface RunningTour {
  close: () => void;
}

const TEXTS = {
  next: 'Próximo',
  previous: 'Anterior',
  done: 'Concluir',
  progress: '{{current}} de {{total}}',
  close: 'Fechar',
};

/**
 * The library marks the element it points at as a dialog's trigger (aria-haspopup, -expanded, -controls),
 * also a <nav> or its own invisible centring <div>, where those attributes are not allowed (axe
 * aria-allowed-attr). Taken off once the step is set, after the library's synchronous work.
 */
function stripPopupAttributes(): void {
  queueMicrotask(() => {
    for (const el of document.querySelectorAll('.driver-active-element, #driver-dummy-element')) {
      for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) el.removeAttribute(name);
    }
  });
}

/** Opens a tour; a step whose element is not on the page shows centred, or is left out when optional. */
export async function startTour(steps: readonly TourStep[], options: TourOptions = {}): Promise<RunningTour> {
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    options.onClose?.();
  };
  const tour = driver({
    steps: steps.flatMap((step) => {
      const element = find(step.element);
      if (!element && step.optional) return [];
      return [{ element, popover: { title: step.title, description: step.description } }];
    }),
    showProgress: true,
    nextBtnText: TEXTS.next,
    prevBtnText: TEXTS.previous,
    doneBtnText: TEXTS.done,
    progressText: TEXTS.progress,
    popoverClass: 'portal-tour',
    onPopoverRender: (popover) => {
      // The library labels its close button in English, and its <header> and <footer> would read as the
      // page's second banner and contentinfo landmarks.
      popover.closeButton.setAttribute('aria-label', TEXTS.close);
      popover.wrapper.setAttribute('aria-modal', 'true');
      popover.title.setAttribute('role', 'none');
      popover.footer.setAttribute('role', 'none');
      stripPopupAttributes();
    },
    onHighlighted: stripPopupAttributes,
    // Every way of closing (done, the close button, Escape, a click outside) passes here, even before the
    // first step has finished its animation, when the library would not call onDestroyed.
    onDestroyStarted: () => {
      finish();
      tour.destroy();
    },
    onDestroyed: finish,
  });
  tour.drive();
  return { close: () => tour.destroy() };
}

/** Longest wait for the screen's images before a first visit's tour starts anyway. */
const SETTLE_MS = 3000;

/**
 * Calls `start` once the images on screen have loaded and the browser is idle; returns a cancel. A first
 * visit's tour (the library, its styles, its layout) would otherwise load and run beside the screen's
 * largest image and delay its paint (decision 142: the album's photos).
 */
function whenSettled(start: () => void): () => void {
  let cancelled = false;
  let begun = false;
  let idle: number | undefined;
  const begin = () => {
    if (cancelled || begun) return;
    begun = true;
    const run = () => {
      if (!cancelled) start();
    };
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 1000 });
    else run();
  };
  const onScreen = [...document.images].filter(
    (img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight,
  );
  const loaded = onScreen.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const timer = setTimeout(begin, SETTLE_MS);
  void Promise.all(loaded).then(() => {
    clearTimeout(timer);
    begin();
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/**
 * A screen's tour: `open()` starts it (an 'Ajuda' button). With `firstVisitFlag`, once `ready`, it opens by
 * itself while that local flag is missing, and the flag is set when it closes (spec B §2.8, §2.11).
 */
export function useGuidedTour(
  steps: readonly TourStep[],
  { firstVisitFlag, ready = true }: { firstVisitFlag?: string; ready?: boolean } = {},
) {
  const [seen, markSeen] = useLocalFlag(firstVisitFlag ?? '');
  const running = useRef<RunningTour | null>(null);
  const started = useRef(false);
  const markRef = useRef(markSeen);
  markRef.current = markSeen;
  const open = useCallback(() => {
    if (running.current) return;
    started.current = true;
    void startTour(steps, {
      onClose: () => {
        running.current = null;
        if (firstVisitFlag) markRef.current();
      },
    }).then((tour) => {
      running.current = tour;
    });
  }, [steps, firstVisitFlag]);
  useEffect(() => {
    if (!firstVisitFlag || !ready || seen || started.current) return;
    return whenSettled(open);
  }, [firstVisitFlag, ready, seen, open]);
  // Leaving the screen closes its tour.
  useEffect(() => () => running.current?.close(), []);
  return { open };
}
