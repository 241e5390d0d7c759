import { startTransition, useEffect, useState } from 'react';

/** How long past the frame a browser that never reports the first contentful paint is waited for. */
export const PAINT_ENTRY_WAIT_MS = 1000;

/**
 * Calls `done` once the page's first contentful paint is on screen. Its timing entry is delivered after the
 * frame has been presented, where a frame callback and a task run once the frame is drawn but before it is
 * shown: ~20 ms before in the bench's Chromium. A call or a chunk started in that gap finished before the
 * largest paint that Lighthouse observed, so its simulation counted it (decision 157). Already painted,
 * `done` is called a task later (the entry is buffered); without paint timing, at once; without the entry,
 * after PAINT_ENTRY_WAIT_MS.
 */
function whenFirstPaintShown(done: () => void): () => void {
  const Observer = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    done();
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    stop();
    done();
  };
  const observer = new Observer((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) finish();
  });
  const timer = setTimeout(finish, PAINT_ENTRY_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
  return stop;
}

/**
 * False on the first render, true once the browser has painted the screen (a frame, then a task) and the
 * page's first contentful paint is on screen. A part of a screen that is heavy and not what the visit came
 * for waits for it, so the first paint does not wait for its code and calls (decision 76). Without
 * requestAnimationFrame it is true after mount. The switch is a transition, so React renders what it mounts
 * in slices that yield to the browser instead of one long task (decision 95).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (typeof requestAnimationFrame === 'undefined') {
      setPainted(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting: () => void = () => undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        stopWaiting = whenFirstPaintShown(() => startTransition(() => setPainted(true)));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stopWaiting();
    };
  }, []);
  return painted;
}
