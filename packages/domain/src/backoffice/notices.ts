import { z } from 'zod';
import { idSchema } from '../contract/common';
import { backofficeMessages as m } from './messages';

export const NOTICE_HTML_MAX = 20_000;

/** A notice as the producer writes it: class-wide (studentId null) or personal, now or scheduled. */
export const noticeFormSchema = z.object({
  html: z
    .string({ error: m.noticeEmpty })
    .max(NOTICE_HTML_MAX, { error: m.noticeTooLong })
    .refine((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, { error: m.noticeEmpty }),
  studentId: idSchema.nullable().default(null),
  /** When it appears on the home; null for now. */
  publishedAt: z.iso.datetime({ offset: true, error: m.dateInvalid }).nullable().default(null),
});
export type NoticeFormInput = z.input<typeof noticeFormSchema>;
export type NoticeForm = z.output<typeof noticeFormSchema>;

export const noticeRowSchema = z.object({
  id: z.number().int(),
  html: z.string(),
  studentId: z.number().int().nullable(),
  studentName: z.string().nullable(),
  publishedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const noticePreviewSchema = z.object({
  html: z.string().max(NOTICE_HTML_MAX, { error: m.noticeTooLong }),
});
