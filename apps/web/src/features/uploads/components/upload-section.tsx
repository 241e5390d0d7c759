import {
  checkUploadEditable,
  checkUploadFits,
  UPLOAD_CONTENT_TYPES,
  type Upload,
  type UploadType,
  type UploadWindow,
  uploadMessages,
  uploadScreenNotice,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/banner';
import { toast } from '../../../components/toast';
import { errorText, isApiError } from '../../../lib/api-client';
import { sendUpload, uploadsQuery } from '../api/uploads';
import { Dropzone } from './dropzone';
import { UploadItem } from './upload-item';
import { type PendingUpload, UploadProgress } from './upload-progress';

interface UploadSectionProps {
  tipo: UploadType;
  title: string;
  uploads: Upload[];
  window: UploadWindow;
  maxCount: number;
  help?: ReactNode;
}

/** A full screen is news, not a fault (decision 133): its text is told as such, wherever it comes from. */
const toneOf = (message: string) => (message === uploadMessages.allFilesUploaded ? 'info' : 'error');

/** One upload screen (spec A §2): its notice, help, dropzone, files on their way and files sent. */
export function UploadSection({ tipo, title, uploads, window, maxCount, help }: UploadSectionProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const nextKey = useRef(0);
  const notice = uploadScreenNotice(window, uploads.length, maxCount);

  const update = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (item: PendingUpload, file: File) => {
    try {
      await sendUpload(tipo, file, (progress) => update(item.key, { progress }));
      toast({ kind: 'success', message: uploadMessages.fileLoaded });
      await queryClient.invalidateQueries({ queryKey: uploadsQuery(tipo).queryKey });
      setPending((list) => list.filter((other) => other.key !== item.key));
    } catch (error) {
      update(item.key, { failed: true });
      const message = errorText(error);
      toast({ kind: toneOf(message), message });
      // A 401 (session ended elsewhere): the list asked again through the API client ends the session there.
      if (isApiError(error) && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: uploadsQuery(tipo).queryKey });
      }
    }
  };

  const onFiles = (files: File[]) => {
    const editable = checkUploadEditable(window);
    if (!editable.ok) return toast({ kind: 'warning', message: editable.error });
    // Files already sent or on their way count against the limits (spec A §5); the API checks again.
    const existing: { mimetype: string }[] = [...uploads, ...pending.filter((item) => !item.failed)];
    const accepted: [PendingUpload, File][] = [];
    for (const file of files) {
      const check = checkUploadFits({ tipo, type: file.type || null, size: file.size, existing, maxCount });
      if (!check.ok) {
        toast({ kind: toneOf(check.error), message: check.error });
        continue;
      }
      const item = {
        key: `${tipo}-${nextKey.current++}`,
        name: file.name,
        mimetype: file.type,
        progress: 0,
        failed: false,
      };
      existing.push(item);
      accepted.push([item, file]);
    }
    if (!accepted.length) return;
    setPending((list) => [...list.filter((item) => !item.failed), ...accepted.map(([item]) => item)]);
    for (const [item, file] of accepted) void send(item, file);
  };

  return (
    <section className="upload-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="upload-title">
        {title}
      </h2>
      {notice && (
        <Banner tone={window.open ? 'success' : 'warning'} role={window.open ? 'status' : undefined}>
          {notice}
        </Banner>
      )}
      {help}
      {window.open && (
        <Dropzone accept={UPLOAD_CONTENT_TYPES[tipo]} label={`Enviar arquivos: ${title}`} onFiles={onFiles} />
      )}
      {uploads.length === 0 && pending.length === 0 ? (
        <p className="empty">Nenhum arquivo enviado.</p>
      ) : (
        <ul className="upload-list" aria-label={`Arquivos: ${title}`}>
          {uploads.map((upload) => (
            <UploadItem key={upload._id} upload={upload} window={window} />
          ))}
          {pending.map((item) => (
            <UploadProgress
              key={item.key}
              pending={item}
              onDismiss={() => setPending((list) => list.filter((other) => other.key !== item.key))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
