import { NavLink } from 'react-router';
import { CapIcon, CartIcon, HomeIcon, LogoutIcon, UserIcon } from '../components/icons';
import { cartCount, useCart } from '../lib/cart';
import { APP_NAME } from '../lib/config';
import { firstName } from '../lib/format';
import { permissionsOf, useCadastro } from '../lib/registration';
import { logout, useSessionUser } from '../lib/session';
import { paths } from './paths';

function CartLink() {
  const count = cartCount(useCart());
  const label = count === 1 ? '1 item' : `${count} itens`;
  return (
    <NavLink to={paths.cart} className="nav-link" aria-label={`Carrinho, ${label}`}>
      <CartIcon />
      <span className="nav-label">Carrinho</span>
      {count > 0 && (
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}

/**
 * Header (spec B §2.14): greeting, home, profile, cart with its badge, logout. On narrow screens the links
 * show only their icons; their names stay in aria-label.
 */
export function Header() {
  const user = useSessionUser();
  const { data: cadastro } = useCadastro();
  const can = permissionsOf(cadastro);
  return (
    <header className="header">
      <div className="header-inner">
        <NavLink to={paths.home} className="brand" aria-label={`${APP_NAME}, início`}>
          <CapIcon />
          <span>{APP_NAME}</span>
        </NavLink>
        {user && (
          <>
            <span className="greeting">Olá, {firstName(cadastro?.AlNome ?? user.name)}</span>
            {can.guest && <span className="role-badge role-badge-guest">Convidado</span>}
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
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
