import { globalMessages } from '@portal/domain';
import { Link, Outlet, useNavigate, useNavigation } from 'react-router';
import { Banner } from '../components/banner';
import { Button } from '../components/button';
import { Toaster, toast } from '../components/toast';
import { paths } from '../config/paths';
import { useStopActing } from '../features/admin';
import { EmailConfirmBanner } from '../features/auth';
import { errorText } from '../lib/api-client';
import { permissionsOf, useCadastro } from '../lib/registration';
import { useSessionUser } from '../lib/session';
import { CookieNotice } from './cookie-notice';
import { DoubtsLink } from './doubts-link';
import { Header } from './header';

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

/** The frame of every screen: the cookie notice, header, banners, content and footer. */
export function Layout() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="app">
      {/* A screen's data loads before it shows (no shifting): this bar tells that something is coming. */}
      {busy && <div className="nav-progress" aria-hidden="true" />}
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <CookieNotice />
      <Header />
      <SessionBanners />
      <main id="conteudo" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <Link to={paths.policy}>Política de privacidade e termos de adesão</Link>
        <DoubtsLink />
      </footer>
      <Toaster />
    </div>
  );
}
