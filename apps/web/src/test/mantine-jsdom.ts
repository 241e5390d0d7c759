// What Mantine (the back-office, decision 44) asks of the browser and jsdom lacks: matchMedia for the colour
// scheme and media queries, ResizeObserver for popovers and scroll areas, scrollIntoView for combobox
// options. Each is filled only where missing, with a browser that matches no media query but one: it
// prefers reduced motion, so Mantine's transitions (the theme respects it) end at once instead of leaving
// a timer that could fire after a test file's window is gone (an unhandled error seen under load).
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: /prefers-reduced-motion:\s*reduce/.test(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
