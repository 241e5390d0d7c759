import { useRef } from 'react';
import { buttonClass } from '../../../components/button';

/**
 * Takes a selfie with the phone's front camera (`capture="user"`) or picks an image file; the file goes
 * straight to the search and is not kept in the browser either (decision 139).
 */
export function SelfiePicker({ onPick, busy }: { onPick: (file: File) => void; busy: boolean }) {
  const camera = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const picked = (input: HTMLInputElement | null) => {
    const chosen = input?.files?.[0];
    if (chosen) onPick(chosen);
    // The same file can be picked again after a refusal.
    if (input) input.value = '';
  };
  return (
    <div className="selfie-picker">
      <label className={buttonClass('primary')} aria-disabled={busy || undefined}>
        Tirar uma selfie
        <input
          ref={camera}
          className="visually-hidden"
          type="file"
          accept="image/*"
          capture="user"
          disabled={busy}
          onChange={() => picked(camera.current)}
        />
      </label>
      <label className={buttonClass('secondary')} aria-disabled={busy || undefined}>
        Escolher uma foto minha
        <input
          ref={file}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={() => picked(file.current)}
        />
      </label>
    </div>
  );
}
