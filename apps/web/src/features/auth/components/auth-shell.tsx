import type { ReactNode } from 'react';
import { APP_NAME } from '../../../lib/config';
import '../auth.css';

interface AuthShellProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign-up, forgot, sign-in). */
  footer?: ReactNode;
}

/** The centred card every account screen shares. */
export function AuthShell({ title, intro, children, footer }: AuthShellProps) {
  return (
    <div className="auth">
      <title>{`${title} · ${APP_NAME}`}</title>
      <div className="auth-card">
        <h1 className="auth-title">{title}</h1>
        {intro && <div className="auth-intro">{intro}</div>}
        {children}
      </div>
      {footer && (
        <nav className="auth-links" aria-label="Outras opções de acesso">
          {footer}
        </nav>
      )}
    </div>
  );
}
