import type { UploadType } from '@portal/domain';
import { blobAnswer, defineCall } from '../../../../lib/define-call';

/** GET /api/admin/formaturas/:id/arquivos?tipo=: every file the class sent on one screen, as a zip. */
export const getClassFiles = defineCall({
  path: ({ graduationId, tipo }: { graduationId: number; tipo: UploadType }) =>
    `/admin/formaturas/${graduationId}/arquivos?tipo=${tipo}`,
  answer: blobAnswer,
});
