import { importResultSchema } from '@portal/domain';
import { sendWithProgress } from '../../../../lib/send-with-progress';

export interface UploadOptions {
  graduationId: number;
  file: Blob;
  /** false: the preview; true: the rows applied in one transaction. */
  apply: boolean;
  /** Bytes sent so far, as a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/admin/formaturas/:id/importacao with the raw CSV as the body (no multipart), answered by the
 * contract's importResultSchema, with upload progress: a class file can take a while.
 */
export const uploadClassFile = ({ graduationId, file, apply, onProgress, signal }: UploadOptions) =>
  sendWithProgress(
    `/admin/formaturas/${graduationId}/importacao?aplicar=${apply}`,
    file,
    (body) => importResultSchema.parse(body),
    { onProgress, signal, contentType: 'text/csv' },
  );
