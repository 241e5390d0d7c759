import type { UploadType } from '@portal/domain';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

interface UploadTabsProps {
  tabs: readonly { tipo: UploadType; title: string; panel: ReactNode }[];
  selected: UploadType;
  onSelect: (tipo: UploadType) => void;
}

/**
 * The upload screens as tabs (WAI-ARIA tabs: arrows, Home and End move and select). Every panel stays
 * mounted, hidden when not selected, so a file still on its way keeps its progress across tabs.
 */
export function UploadTabs({ tabs, selected, onSelect }: UploadTabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<UploadType, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.tipo === selected);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.tipo);
    refs.current.get(target.tipo)?.focus();
  };

  return (
    <>
      <div className="upload-tabs" role="tablist" aria-label="Tipos de envio" onKeyDown={onKeyDown}>
        {tabs.map(({ tipo, title }) => (
          <button
            key={tipo}
            ref={(node) => {
              if (node) refs.current.set(tipo, node);
              else refs.current.delete(tipo);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tipo}`}
            className="upload-tab"
            aria-selected={tipo === selected}
            aria-controls={`${baseId}-panel-${tipo}`}
            tabIndex={tipo === selected ? 0 : -1}
            onClick={() => onSelect(tipo)}
          >
            {title}
          </button>
        ))}
      </div>
      {tabs.map(({ tipo, panel }) => (
        <div
          key={tipo}
          role="tabpanel"
          id={`${baseId}-panel-${tipo}`}
          aria-labelledby={`${baseId}-tab-${tipo}`}
          hidden={tipo !== selected}
        >
          {panel}
        </div>
      ))}
    </>
  );
}
