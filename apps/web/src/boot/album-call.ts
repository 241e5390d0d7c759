// boot.ts's copy of the album's first call (decision 142): boot's chunk shares no code with the app, so the
// route's reading (features/album: positive whole numbers, the page size within 1..200, else 50) is
// repeated here, and album-call.test.ts holds it to the app's call.

const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

function positiveInt(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** GET /api`path` the album page asks first on /album/{id}/{pageSize}/{page}; null on any other path. */
export function albumCallOf(pathname: string): string | null {
  const match = /^\/album\/([^/]+)\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, id = '', size = '', page = ''] = match.map((part) => decodeURIComponent(part));
  const eventId = positiveInt(id);
  if (eventId === null) return null;
  const sizeAsked = positiveInt(size);
  const pageSize = sizeAsked === null ? PAGE_SIZE : Math.min(sizeAsked, MAX_PAGE_SIZE);
  return `/eventos/album/${eventId}?pagina=${positiveInt(page) ?? 1}&porPagina=${pageSize}`;
}
