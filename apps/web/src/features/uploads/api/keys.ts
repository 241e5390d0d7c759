import type { UploadType } from '@portal/domain';

/** The uploads feature's query keys, in one place. */
export const uploadsKeys = {
  list: (tipo: UploadType) => ['uploads', tipo] as const,
};
