import { useCallback, useEffect, useRef } from 'react';
import { useLocalFlag } from './local-flags';

// Guided tours (spec B §2.8, §2.9, §2.11; spec A §2) on driver.js, loaded with its CSS only when a tour
// starts, so that no screen pays for it before the student asks (or visits for the first time).

/** One step: the element to point at (a CSS selector; none centres the popover) and its pt-BR text. */
export interface TourStep {
  element?: string;
  title: string;
  description: string;
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

/** Opens a tour; steps whose element is not on the page show centred, so every step still reads. */
export async function startTour(steps: readonly TourStep[], options: TourOptions = {}): Promise<RunningTour> {
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  let closed = false;
  const tour = driver({
    steps: steps.map((step) => ({
      element: step.element && document.querySelector(step.element) ? step.element : undefined,
      popover: { title: step.title, description: step.description },
    })),
    showProgress: true,
    nextBtnText: TEXTS.next,
    prevBtnText: TEXTS.previous,
    doneBtnText: TEXTS.done,
    progressText: TEXTS.progress,
    popoverClass: 'portal-tour',
    // The popover's own close button is labelled in English by the library.
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', TEXTS.close);
      popover.wrapper.setAttribute('aria-modal', 'true');
    },
    onDestroyed: () => {
      if (closed) return;
      closed = true;
      options.onClose?.();
    },
  });
  tour.drive();
  return { close: () => tour.destroy() };
}

/**
 * A screen's tour: `open()` starts it (the 'Ajuda' button); on the first visit, once `ready`, it opens by
 * itself when the local flag `flag` is missing, and the flag is set when it closes (spec B §2.8, §2.11).
 */
export function useGuidedTour(flag: string, steps: readonly TourStep[], ready = true) {
  const [seen, markSeen] = useLocalFlag(flag);
  const running = useRef<RunningTour | null>(null);
  const started = useRef(false);
  const open = useCallback(() => {
    if (running.current) return;
    started.current = true;
    void startTour(steps, {
      onClose: () => {
        running.current = null;
        markSeen();
      },
    }).then((tour) => {
      running.current = tour;
    });
  }, [steps, markSeen]);
  useEffect(() => {
    if (ready && !seen && !started.current) open();
  }, [ready, seen, open]);
  // Leaving the screen closes its tour.
  useEffect(() => () => running.current?.close(), []);
  return { open };
}
