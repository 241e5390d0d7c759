/** The screens a page load can land on whose code is worth fetching before the app starts. */
export type Landing = 'signIn' | 'home' | 'album';

/** Files per landing screen, written into index.html at build time (vite.config.ts, landingPreloads). */
export type LandingFiles = Partial<Record<Landing, string[]>>;

/**
 * Where a page load lands: without a session every protected page goes to /signin (spec B §2.1), so '/'
 * and /signin land there; with one, '/' and /resumo/… are the home, /album/… the album (decision 142: a link
 * to an album opens it from a message or a bookmark). Anything else is left to the router.
 */
export function landingOf(pathname: string, signedIn: boolean): Landing | null {
  if (!signedIn) return pathname === '/' || pathname.startsWith('/signin') ? 'signIn' : null;
  if (pathname.startsWith('/album/')) return 'album';
  return pathname === '/' || pathname.startsWith('/resumo/') ? 'home' : null;
}

/**
 * `<link>`s for a landing's files: module preloads for scripts, style preloads for CSS. Not stylesheets:
 * Vite's loader of the route takes a stylesheet already in the page as loaded and runs the route at once,
 * which then painted without its CSS when the CSS came after the scripts, and the album's grid moved when
 * it came (decision 156). With a preload, the loader adds the stylesheet itself and waits for it.
 */
export function preloadLinks(doc: Document, files: readonly string[]): HTMLLinkElement[] {
  return files.map((file) => {
    const link = doc.createElement('link');
    link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
    if (file.endsWith('.css')) link.as = 'style';
    link.crossOrigin = '';
    link.href = `/${file}`;
    return link;
  });
}
