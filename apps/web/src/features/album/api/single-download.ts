import { shopMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { blobAnswer, defineCall } from '../../../lib/define-call';
import { saveBlob } from '../../../lib/save-blob';
import { albumToast } from '../lib/album-toast';

/** POST /api/singledown {id, evento, caminho}: the photo's file. */
const getSinglePhoto = defineCall({
  method: 'POST',
  path: '/singledown',
  body: (photo: { id: number; evento: number; caminho: string }) => photo,
  answer: blobAnswer,
});

/** How long the download toasts stay (spec A §9: download 2 s). */
const DOWNLOAD_TOAST_MS = 2000;

/**
 * POST /api/singledown (spec B §2.8, §7): one album photo, saved as img.jpg, with the download toasts of
 * spec B §8. The API decides whether this photo may leave (decision 70).
 */
export function useSingleDownload() {
  return useMutation({
    mutationFn: async (photo: { id: number; evento: number; caminho: string }) => {
      const blob = await getSinglePhoto(photo);
      saveBlob(blob, 'img.jpg');
    },
    onSuccess: () =>
      albumToast({ kind: 'success', message: shopMessages.photoDownloading, duration: DOWNLOAD_TOAST_MS }),
    onError: () => albumToast({ kind: 'error', message: shopMessages.photoDownloadFailed }),
  });
}
