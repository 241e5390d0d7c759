import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the screen (a frame, then a task). A part
 * of a screen that is heavy and not what the visit came for waits for it, so the first paint does not wait
 * for its code and calls (decision 76). Without requestAnimationFrame it is true after mount. The switch is a
 * transition, so React renders what it mounts in slices that yield to the browser instead of one long task
 * (decision 95).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (typeof requestAnimationFrame === 'undefined') {
      setPainted(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
