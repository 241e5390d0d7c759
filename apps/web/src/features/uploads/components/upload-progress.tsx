import { uploadMessages } from '@portal/domain';
import { Button } from '../../../components/button';

/** A file being sent (spec A §4: uploading with progress, then uploaded or error). */
export interface PendingUpload {
  key: string;
  name: string;
  mimetype: string;
  progress: number;
  failed: boolean;
}

/** One file on its way: a progress bar, or the failure text once the API refused it. */
export function UploadProgress({ pending, onDismiss }: { pending: PendingUpload; onDismiss: () => void }) {
  const percent = Math.round(pending.progress * 100);
  return (
    <li className={`upload-item upload-pending${pending.failed ? ' upload-failed' : ''}`}>
      <span className="upload-name">{pending.name}</span>
      {pending.failed ? (
        <>
          <span className="field-error">{uploadMessages.uploadFailed}</span>
          <Button variant="ghost" aria-label={`Tirar da lista ${pending.name}`} onClick={onDismiss}>
            Tirar da lista
          </Button>
        </>
      ) : (
        <progress max={100} value={percent} aria-label={`Enviando ${pending.name}`}>
          {percent}%
        </progress>
      )}
    </li>
  );
}
