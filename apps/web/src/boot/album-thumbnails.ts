// The album's first thumbnails, fetched as soon as boot.ts's call for the page answers (decision 146): the
// largest paint of an album page is one of them, and the grid's <img>s only exist once the app has rendered.

/**
 * The first row of a phone's grid (two columns), the page's largest paint in it. With four (two rows, as
 * decision 146 had it) the two more images shared the phone's link with React's chunk before the first
 * paint, and the album's largest paint came ~100 ms later in Lighthouse's simulation (decision 157); the
 * grid asks for the others.
 */
export const THUMBNAILS_AHEAD = 2;

/** The addresses of the first thumbnails in an album page's answer (an array of photos with `caminho`). */
export function thumbnailsOf(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return body
    .slice(0, THUMBNAILS_AHEAD)
    .map((photo: unknown) =>
      photo && typeof photo === 'object' && 'caminho' in photo ? photo.caminho : undefined,
    )
    .filter((path): path is string => typeof path === 'string' && /^\/(?!\/)/.test(path));
}

/** `<link rel=preload as=image>`s for the thumbnails, urgent: the page's largest paint waits on them. */
export function thumbnailPreloads(doc: Document, paths: readonly string[]): HTMLLinkElement[] {
  return paths.map((path) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.fetchPriority = 'high';
    link.href = path;
    return link;
  });
}

/**
 * Once `call` (boot.ts's album call, which the app takes over later) answers, preloads its first thumbnails.
 * It reads a copy of the answer: the app reads the answer itself.
 */
export function preloadThumbnails(doc: Document, call: Promise<Response | null> | undefined): void {
  call
    ?.then((response) => (response?.ok ? response.clone().json() : null))
    .then((body: unknown) => doc.head.append(...thumbnailPreloads(doc, thumbnailsOf(body))))
    .catch(() => undefined);
}
