import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_ENTRY_WAIT_MS, useAfterPaint } from './after-paint';

/** The browser's paint timing, driven by the test: `show` delivers the first contentful paint's entry. */
function paintTiming() {
  const observers: Array<(list: { getEntries: () => Array<{ name: string }> }) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    show: (name: string) => {
      for (const observer of [...observers]) observer({ getEntries: () => [{ name }] });
    },
    watching: () => observers.length,
  };
}

const aFrameAndATask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => vi.unstubAllGlobals());

describe('decision 157: what waits for the paint starts once the first contentful paint is on screen', () => {
  it('stays false after the frame until the first contentful paint is shown, then turns true', async () => {
    const timing = paintTiming();
    const { result } = renderHook(() => useAfterPaint());
    await act(aFrameAndATask);
    await act(aFrameAndATask);
    expect(result.current).toBe(false);
    act(() => timing.show('first-paint'));
    expect(result.current).toBe(false);
    act(() => timing.show('first-contentful-paint'));
    await waitFor(() => expect(result.current).toBe(true));
    expect(timing.watching()).toBe(0);
  });

  it('decision 76: without paint timing, true once a frame has been drawn', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('turns true after a while when the browser never reports the first contentful paint', async () => {
    paintTiming();
    const { result } = renderHook(() => useAfterPaint());
    await act(aFrameAndATask);
    await act(aFrameAndATask);
    expect(result.current).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, PAINT_ENTRY_WAIT_MS)));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stops watching when the part goes away before the paint', async () => {
    const timing = paintTiming();
    const { unmount } = renderHook(() => useAfterPaint());
    await act(aFrameAndATask);
    await act(aFrameAndATask);
    expect(timing.watching()).toBe(1);
    unmount();
    expect(timing.watching()).toBe(0);
  });
});
