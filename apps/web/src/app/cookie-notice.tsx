import { Link } from 'react-router';
import { Button } from '../components/button';
import { paths } from '../config/paths';
import { LOCAL_FLAGS, useLocalFlag } from '../lib/local-flags';

/**
 * The cookie notice (spec B §3): in the page's flow at the top, never over it, so it hides no field or
 * button at any zoom (decision 43). Read synchronously from local storage: it never appears late and shifts.
 */
export function CookieNotice() {
  const [accepted, accept] = useLocalFlag(LOCAL_FLAGS.cookieConsent);
  if (accepted) return null;
  return (
    <section className="cookie-notice no-print" aria-label="Aviso de cookies">
      <div className="cookie-notice-inner">
        <p>
          Usamos apenas o armazenamento essencial do navegador, para manter sua sessão e lembrar suas
          escolhas. Saiba mais na <Link to={`${paths.policy}#privacidade`}>política de privacidade</Link>.
        </p>
        <Button variant="secondary" onClick={accept}>
          Entendi
        </Button>
      </div>
    </section>
  );
}
