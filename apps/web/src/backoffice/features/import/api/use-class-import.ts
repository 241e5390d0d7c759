import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BACKOFFICE_KEY } from '../../../api/request';
import { uploadClassFile } from './upload-class-file';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The class import of one graduation: the preview of a file, then the same file applied. Two mutations so
 * the preview stays on screen while the apply runs (and after it fails). `progress` is the share of the
 * file sent (0–1); at 1 the server is working.
 */
export function useClassImport(graduationId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const send = (file: File, apply: boolean) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    return uploadClassFile({ graduationId, file, apply, onProgress: setProgress, signal: current.signal });
  };
  // Leaving the tab stops an upload no one would see the end of (an apply already sent still finishes on
  // the server, in its one transaction).
  useEffect(() => () => controller.current?.abort(), []);

  const preview = useMutation({ mutationFn: (file: File) => send(file, false) });
  const apply = useMutation({
    mutationFn: (file: File) => send(file, true),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'students'] });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'graduations'] });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });

  const error = [apply.error, preview.error].find((e) => e && !isAbort(e)) ?? null;
  return {
    preview,
    apply,
    progress,
    busy: preview.isPending || apply.isPending,
    error,
    cancel: () => controller.current?.abort(),
    reset: () => {
      controller.current?.abort();
      preview.reset();
      apply.reset();
    },
  };
}
