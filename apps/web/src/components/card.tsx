import { type ReactNode, useId, useState } from 'react';
import { ChevronIcon, HelpIcon } from './icons';
import { Modal } from './modal';

interface CardProps {
  title: string;
  children: ReactNode;
  /** The help text behind the "?" icon (spec A §2: each home card has one). */
  help?: ReactNode;
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  className?: string;
}

/** A home card: collapses to 100px (spec A §2) and opens its help text in a modal. */
export function Card({
  title,
  children,
  help,
  collapsible = true,
  defaultCollapsed = false,
  className,
}: CardProps) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [helpOpen, setHelpOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      className={`card${collapsed ? ' card-collapsed' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <div className="card-header">
        <h2 className="card-title" id={titleId}>
          {title}
        </h2>
        {help && (
          <button
            type="button"
            className="icon-button"
            aria-label={`Ajuda: ${title}`}
            aria-haspopup="dialog"
            onClick={() => setHelpOpen(true)}
          >
            <HelpIcon />
          </button>
        )}
        {collapsible && (
          <button
            type="button"
            className="icon-button"
            aria-label={collapsed ? `Expandir ${title}` : `Recolher ${title}`}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => setCollapsed((value) => !value)}
          >
            <span className="chevron">
              <ChevronIcon />
            </span>
          </button>
        )}
      </div>
      {/* Collapsed, the start of the body still peeks out but is inert: neither focusable nor read. */}
      <div className="card-body" id={bodyId} inert={collapsed}>
        {children}
      </div>
      {help && (
        <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title={title}>
          {help}
        </Modal>
      )}
    </section>
  );
}
