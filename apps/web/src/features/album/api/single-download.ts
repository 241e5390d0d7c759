import { shopMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** How long the download toasts stay (spec A §9: download 2 s). */
const DOWNLOAD_TOAST_MS = 2000;

/**
 * POST /api/singledown (spec B §2.8, §7): one album photo, saved as img.jpg, with the download toasts of
 * spec B §8. The API decides whether this photo may leave (decision 70).
 */
export function useSingleDownload() {
  return useMutation({
    mutationFn: async (photo: { id: number; evento: number; caminho: string }) => {
      const blob = await apiBlob('/singledown', { method: 'POST', body: photo });
      saveBlob(blob, 'img.jpg');
    },
    onSuccess: () =>
      toast({ kind: 'success', message: shopMessages.photoDownloading, duration: DOWNLOAD_TOAST_MS }),
    onError: () => toast({ kind: 'error', message: shopMessages.photoDownloadFailed }),
  });
}
