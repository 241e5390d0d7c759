import type { ReactNode } from 'react';

export type Tone = 'info' | 'success' | 'warning' | 'error';

interface BannerProps {
  tone?: Tone;
  children: ReactNode;
  /** Buttons or links beside the text. */
  actions?: ReactNode;
  /** `alert` for an error that appears after an action, `status` for news; none for standing notices. */
  role?: 'alert' | 'status';
  /** Full-width strip under the header (guest and administrator banners). */
  strip?: boolean;
}

export function Banner({ tone = 'info', children, actions, role, strip = false }: BannerProps) {
  return (
    <div className={`banner banner-${tone}${strip ? ' banner-strip' : ''}`} role={role}>
      <div>{children}</div>
      {actions}
    </div>
  );
}
