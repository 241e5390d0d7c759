import { PORTAL_NAME, producerDisplayName } from '@portal/domain/backoffice/producer-display';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../components/button';
import { CapIcon, CartIcon, DevicesIcon, HomeIcon, LogoutIcon, UserIcon } from '../components/icons';
import { Modal } from '../components/modal';
import { toast } from '../components/toast';
import { paths } from '../config/paths';
import { useSignOutEverywhere } from '../features/auth';
import { useCartCount } from '../features/cart';
import { useAfterPaint } from '../lib/after-paint';
import { errorText } from '../lib/api-client';
import { APP_NAME } from '../lib/config';
import { firstName } from '../lib/format';
import { useProducerSettings } from '../lib/producer-settings';
import { sessionPermissions, useCadastro } from '../lib/registration';
import { logout, useSessionUser } from '../lib/session';

function CartLink() {
  const count = useCartCount();
  const label = count === 1 ? '1 item' : `${count} itens`;
  return (
    // Named by its content, not aria-label: the visible 'Carrinho' and badge stay inside the name (WCAG 2.5.3).
    <NavLink to={paths.cart} className="nav-link">
      <CartIcon />
      <span className="visually-hidden">Carrinho, {label}</span>
      <span className="nav-label" aria-hidden="true">
        Carrinho
      </span>
      {count > 0 && (
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}

const EVERYWHERE = 'Sair de todos os dispositivos';

/**
 * Ends every session of the user (a lost phone, a shared computer): the API revokes every token, this one
 * included, then the local logout clears what this browser keeps. Asked first: one tap on a small screen
 * must not sign out the user's other devices by accident.
 */
function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const everywhere = useSignOutEverywhere();
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="header-button" aria-label={EVERYWHERE} onClick={() => setOpen(true)}>
        <DevicesIcon />
        <span className="nav-label">Sair de todos</span>
      </button>
      <Modal
        open={open}
        onClose={close}
        title={EVERYWHERE}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              loading={everywhere.isPending}
              onClick={() =>
                everywhere.mutate(undefined, {
                  onSuccess: logout,
                  onError: (error) => toast({ kind: 'error', message: errorText(error) }),
                })
              }
            >
              Sair de todos
            </Button>
          </>
        }
      >
        <p>
          Você sairá do portal neste e em todos os outros aparelhos e navegadores onde entrou. Para voltar,
          entre de novo com seu e-mail e senha. O endereço do calendário dos seus prazos também muda: assine o
          novo na página inicial.
        </p>
      </Modal>
    </>
  );
}

/**
 * The producer's name and logo (decision 122), asked once the screen has painted, as the doubts link does
 * (decision 95): the first paint shows the portal's name and never waits for them.
 */
function Brand() {
  const { producer, logoUrl } = useProducerSettings({ enabled: useAfterPaint() });
  const name = producerDisplayName(producer);
  return (
    <NavLink to={paths.home} className="brand" aria-label={`${name}, início`}>
      {logoUrl ? <img className="brand-logo" src={logoUrl} alt="" height={32} /> : <CapIcon />}
      <span>{name === PORTAL_NAME ? APP_NAME : name}</span>
    </NavLink>
  );
}

/**
 * Header (spec B §2.14): greeting, home, profile, cart with its badge, logout, logout everywhere. On narrow
 * screens the links show only their icons; their names stay in aria-label.
 */
export function Header() {
  const user = useSessionUser();
  const { data: cadastro } = useCadastro();
  const can = sessionPermissions(user, cadastro);
  const guest = cadastro?.AlConvidado === true;
  return (
    <header className="header">
      <div className="header-inner">
        <Brand />
        {user && (
          <>
            <span className="greeting">Olá, {firstName(cadastro?.AlNome ?? user.name)}</span>
            {guest && <span className="role-badge role-badge-guest">Convidado</span>}
            {user.role === 'admin' && <span className="role-badge">Administrador</span>}
            <nav className="nav" aria-label="Principal">
              <NavLink to={paths.home} end className="nav-link" aria-label="Início">
                <HomeIcon />
                <span className="nav-label">Início</span>
              </NavLink>
              <NavLink to={paths.profile} className="nav-link" aria-label="Perfil">
                <UserIcon />
                <span className="nav-label">Perfil</span>
              </NavLink>
              {can.cart && <CartLink />}
              <button type="button" className="header-button" aria-label="Sair" onClick={logout}>
                <LogoutIcon />
                <span className="nav-label">Sair</span>
              </button>
              <SignOutEverywhere />
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
