// The first script of every page, tiny and imported by nothing: it runs as soon as it arrives, while the
// main bundle is still downloading, and starts fetching the code of the screen the visit lands on, so the
// route's chunk does not wait for the app to start (decision 22). index.html carries the file lists; a page
// that lands elsewhere fetches nothing extra. In `vite dev` there is no list and this does nothing.
import { type LandingFiles, landingOf, preloadLinks } from './landing';

function signedIn(): boolean {
  try {
    return sessionStorage.getItem('token') !== null;
  } catch {
    return false;
  }
}

try {
  const files: LandingFiles = JSON.parse(document.getElementById('landing-preloads')?.textContent || '{}');
  const landing = landingOf(location.pathname, signedIn());
  if (landing) document.head.append(...preloadLinks(document, files[landing] ?? []));
} catch {
  // A damaged list only costs the preload.
}
