// The first script of every page, tiny and sharing nothing with the app: it runs as soon as it arrives,
// while the app's chunks are still downloading, and starts fetching what the screen the visit lands on
// needs (decision 42): the route's code (index.html carries the file lists) and, for the signed-in home,
// the calls the home always makes, handed to the app through boot/prefetched.ts. A page that lands
// elsewhere fetches nothing extra. In `vite dev` there is no file list and only the calls start.
import { albumCallOf } from './album-call';
import { preloadThumbnails } from './album-thumbnails';
import { eventsRefusedByStored } from './events-refused';
import { type LandingFiles, landingOf, preloadLinks } from './landing';
import { prefetch, prefetchAfter } from './prefetch';
import { askForSession } from './session-ask';

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Starts what the landing screen needs, with the session this tab holds now. */
function start(): void {
  const token = stored('token');
  const landing = landingOf(location.pathname, token !== null);
  // The calls first: over HTTP/1.1 the browser has six connections per host, and the calls (small answers,
  // the server's time) would otherwise queue behind the files below (decision 90).
  if (landing === 'home' && token) {
    // The registration comes from session storage when this tab already has it (spec B §3). A student's
    // home also shows the class's events; an administrator's is another screen, so it asks for nothing.
    const user = JSON.parse(stored('user') || '{}');
    if (user.role === 'student' && user.emailConfirmed) {
      const calls = ['/perfil/bcast'];
      const cadastro = stored('cadastro');
      if (!cadastro) calls.unshift('/perfil/cadastro');
      // Not what the tab's registration says will be refused (decision 133).
      if (!eventsRefusedByStored(cadastro)) calls.push('/perfil/fotos');
      window.__portalPrefetch = prefetch(calls, token);
    }
  }
  if (landing === 'album' && token) {
    // The album's first page (its largest image's address) and, when the tab lacks it, the registration
    // the page's guard reads: not when the stored registration says the photos are refused (decision 142).
    const user = JSON.parse(stored('user') || '{}');
    const cadastro = stored('cadastro');
    const album = albumCallOf(location.pathname);
    if (user.role === 'student' && user.emailConfirmed && album && !eventsRefusedByStored(cadastro)) {
      window.__portalPrefetch = prefetch(cadastro ? [album] : ['/perfil/cadastro', album], token);
      preloadThumbnails(document, window.__portalPrefetch.calls[album]);
      // The album's title (its event's name and date) is asked once the photos came: started by the app, the
      // call came after its render and was the last request before the largest paint (decision 153).
      prefetchAfter(window.__portalPrefetch, album, '/perfil/fotos');
    }
  }
  if (landing) {
    const files: LandingFiles = JSON.parse(document.getElementById('landing-preloads')?.textContent || '{}');
    document.head.append(...preloadLinks(document, files[landing] ?? []));
  }
}

try {
  if (stored('token') !== null || stored('signedOut') !== null) start();
  else {
    // Only a tab without a session waits, for another tab's copy (decision 134); the app's start awaits
    // the same promise before its router reads the session.
    const ask = askForSession(sessionStorage);
    window.__portalSessionAsk = ask;
    ask.then(start).catch(() => undefined);
  }
} catch {
  // A damaged list or storage only costs the head start.
}
