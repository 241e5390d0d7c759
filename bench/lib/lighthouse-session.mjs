// A signed-in page for Lighthouse: the portal keeps its session in session storage (spec B §3), which
// Lighthouse cannot set. Puppeteer (Lighthouse's own dependency) opens a tab on the launched Chromium that
// writes the entries into session storage at the start of every document, before the app's scripts run;
// Lighthouse then audits in that tab. Its storage reset clears the origin first, so each run starts cold.

/** Connects to Chromium on `port` and returns a tab whose documents start with `entries` in session storage. */
export async function sessionStorageFor(port, entries) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((items) => {
    try {
      for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
    } catch {
      // about:blank, which Lighthouse opens first, has no storage.
    }
  }, entries);
  return { browser, page };
}
