import { importResultSchema } from '@portal/domain';
import { defineCall } from '../../../../lib/define-call';
import { sendCall } from '../../../../lib/send-with-progress';

export interface UploadOptions {
  graduationId: number;
  file: Blob;
  /** false: the preview; true: the rows applied in one transaction. */
  apply: boolean;
  /** Bytes sent so far, as a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

type ClassFile = Pick<UploadOptions, 'graduationId' | 'file' | 'apply'>;

/**
 * POST /api/admin/formaturas/:id/importacao with the raw CSV as the body (no multipart), answered by the
 * contract's importResultSchema.
 */
const importClassFile = defineCall({
  method: 'POST',
  path: ({ graduationId, apply }: ClassFile) =>
    `/admin/formaturas/${graduationId}/importacao?aplicar=${apply}`,
  body: ({ file }: ClassFile) => file,
  answer: importResultSchema,
});

/** The class file sent with upload progress (the uploader): a class file can take a while. */
export const uploadClassFile = ({ graduationId, file, apply, onProgress, signal }: UploadOptions) =>
  sendCall(importClassFile, { graduationId, file, apply }, { onProgress, signal, contentType: 'text/csv' });
