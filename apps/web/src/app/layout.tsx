import { globalMessages } from '@portal/domain';
import { Link, Outlet, useNavigate, useNavigation } from 'react-router';
import { Banner } from '../components/banner';
import { Button } from '../components/button';
import { ChatIcon } from '../components/icons';
import { Toaster, toast } from '../components/toast';
import { useStopActing } from '../features/admin';
import { EmailConfirmBanner } from '../features/auth';
import { errorText } from '../lib/api-client';
import { CONTACT_URL } from '../lib/config';
import { LOCAL_FLAGS, useLocalFlag } from '../lib/local-flags';
import { permissionsOf, useCadastro } from '../lib/registration';
import { useSessionUser } from '../lib/session';
import { Header } from './header';
import { paths } from './paths';

function AdminBanner({ studentName }: { studentName: string }) {
  const stop = useStopActing();
  const navigate = useNavigate();
  return (
    <Banner
      tone="warning"
      strip
      actions={
        <Button
          variant="secondary"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(null, {
              onSuccess: () => navigate(paths.home),
              onError: (error) => toast({ kind: 'error', message: errorText(error) }),
            })
          }
        >
          Parar de agir como este formando
        </Button>
      }
    >
      <p>{globalMessages.adminBanner(studentName)}</p>
    </Banner>
  );
}

/** Guest, administrator and e-mail confirmation banners (spec B §2.14, §6; DESIGN §3). */
function SessionBanners() {
  const user = useSessionUser();
  const { data: cadastro } = useCadastro();
  if (!user) return null;
  return (
    <>
      {user.role === 'admin' && user.actingAs && <AdminBanner studentName={user.actingAs} />}
      <EmailConfirmBanner />
      {permissionsOf(cadastro).guest && (
        <Banner tone="success" strip>
          <p>{globalMessages.guestBanner}</p>
        </Banner>
      )}
    </>
  );
}

function CookieNotice() {
  const [accepted, accept] = useLocalFlag(LOCAL_FLAGS.cookieConsent);
  if (accepted) return null;
  return (
    <section className="cookie-notice" aria-label="Aviso de cookies">
      <p>
        Usamos apenas o armazenamento essencial do navegador, para manter sua sessão e lembrar suas escolhas.
        Saiba mais na <Link to={`${paths.policy}#privacidade`}>política de privacidade</Link>.
      </p>
      <Button onClick={accept}>Entendi</Button>
    </section>
  );
}

/** The frame of every screen: header, banners, content, footer and the floating elements. */
export function Layout() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="app">
      {/* A screen's data loads before it shows (no shifting): this bar tells that something is coming. */}
      {busy && <div className="nav-progress" aria-hidden="true" />}
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <Header />
      <SessionBanners />
      <main id="conteudo" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <Link to={paths.policy}>Política de privacidade e termos de adesão</Link>
      </footer>
      {/* One dock holds the floating elements, so the cookie notice never covers the doubts link. */}
      <div className="dock no-print">
        <CookieNotice />
        <a className="doubts-link" href={CONTACT_URL} target="_blank" rel="noopener noreferrer">
          <ChatIcon />
          Dúvidas?
        </a>
      </div>
      <Toaster />
    </div>
  );
}
