import { uploadMessages } from '@portal/domain';
import { type DragEvent, useId, useState } from 'react';

type DropState = 'idle' | 'active' | 'rejected';

interface DropzoneProps {
  /** The content types the screen takes (the API sniffs the bytes again). */
  accept: readonly string[];
  disabled?: boolean;
  /** An accessible name telling which screen the files go to. */
  label: string;
  onFiles: (files: File[]) => void;
}

const dropText: Record<DropState, string> = {
  idle: uploadMessages.dropzoneIdle,
  active: uploadMessages.dropzoneActive,
  rejected: uploadMessages.dropzoneRejected,
};

/** Spec A §2: drag files here or pick them with a real file input (reachable and opened by keyboard). */
export function Dropzone({ accept, disabled = false, label, onFiles }: DropzoneProps) {
  const [state, setState] = useState<DropState>('idle');
  const inputId = useId();

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    const types = Array.from(event.dataTransfer.items, (item) => item.type);
    setState(types.every((type) => accept.includes(type)) ? 'active' : 'rejected');
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setState('idle');
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the keyboard path
    <div
      className={`dropzone dropzone-${state}${disabled ? ' dropzone-disabled' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={() => setState('idle')}
      onDrop={onDrop}
    >
      <input
        id={inputId}
        type="file"
        multiple
        className="visually-hidden"
        accept={accept.join(',')}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label htmlFor={inputId} className="dropzone-text">
        {dropText[state]}
      </label>
    </div>
  );
}
