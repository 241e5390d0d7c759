import { z } from 'zod';
import { uploadMessages } from '../messages';
import { LABEL_PLACEHOLDER } from '../uploads/labels';
import { UPLOAD_TYPES } from '../uploads/types';

export const uploadTypeSchema = z.enum(UPLOAD_TYPES);
const uploadId = z.string().min(1).max(64);

/** GET /api/uploads/{tipo} (spec A §7). */
export const uploadTypeParamsSchema = z.object({ tipo: uploadTypeSchema });
/** DELETE /api/uploads/{id} (spec A §7). */
export const uploadIdParamsSchema = z.object({ id: uploadId });

/** An uploaded file (spec A §3 Upload); `time` is the music start set by POST uploads/time. */
export const uploadSchema = z.object({
  _id: uploadId,
  name: z.string().max(255),
  size: z.number().int().nonnegative(),
  url: z.string().max(1000),
  mimetype: z.string().max(100),
  label: z.string().max(60).nullable(),
  obs: z.string().max(500).nullable(),
  time: z.string().max(10).nullable(),
  tipo: uploadTypeSchema,
  user: z.number().int(),
  /** What the portal noticed in the file itself (a music under a minute, a photo too small to print). */
  aviso: z.string().nullable().optional(),
});
export type Upload = z.infer<typeof uploadSchema>;
export const uploadListSchema = z.array(uploadSchema);

/** POST /api/uploads (spec A §7): the multipart field next to the file. */
export const uploadCreateFieldsSchema = z.object({ tipo: uploadTypeSchema });
/** Its answer. */
export const uploadCreatedSchema = uploadSchema.pick({
  _id: true,
  url: true,
  mimetype: true,
  name: true,
  tipo: true,
  aviso: true,
});
export type UploadCreated = z.infer<typeof uploadCreatedSchema>;

/** POST /api/uploads/label (spec A §7): the placeholder is refused here, the fit to the screen by labelError. */
export const uploadLabelRequestSchema = z.object({
  id: uploadId,
  label: z
    .string()
    .max(60)
    .refine((v) => v !== LABEL_PLACEHOLDER && v.trim() !== '', { message: uploadMessages.labelRequired }),
});
export type UploadLabelRequest = z.infer<typeof uploadLabelRequestSchema>;

/** POST /api/uploads/obs (spec A §5, §7): a non-empty observation. */
export const uploadObsRequestSchema = z.object({
  id: uploadId,
  obs: z.string().trim().min(1, { message: uploadMessages.noteRequired }).max(500),
});
export type UploadObsRequest = z.infer<typeof uploadObsRequestSchema>;

/** Where a music should start, 'mm:ss' (our reading of POST uploads/time, spec A §7). */
export const musicTimeSchema = z.string().regex(/^\d{1,2}:[0-5]\d$/);
/** POST /api/uploads/time (spec A §7). */
export const uploadTimeRequestSchema = z.object({
  id: uploadId,
  label: z.string().max(60),
  time: musicTimeSchema,
});
export type UploadTimeRequest = z.infer<typeof uploadTimeRequestSchema>;
