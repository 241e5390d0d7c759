import { z } from 'zod';
import { backofficeMessages as m } from './messages';

/** The self-registration link of a graduation as the producer sets it (spec B §2.6, §4.6). */
export const registrationLinkFormSchema = z.object({
  open: z.boolean(),
  vacancyLimit: z
    .number({ error: m.vacancyRange })
    .int({ error: m.vacancyRange })
    .min(0, { error: m.vacancyRange })
    .max(100_000, { error: m.vacancyRange }),
  executiveCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,20}$/, { error: m.executiveCodeInvalid })
    .default(''),
  /** A new key: the old link stops working (a link that leaked). */
  newKey: z.boolean().default(false),
});
export type RegistrationLinkForm = z.infer<typeof registrationLinkFormSchema>;

export const registrationLinkSchema = z.object({
  key: z.string(),
  url: z.string(),
  open: z.boolean(),
  vacancyLimit: z.number().int(),
  registeredCount: z.number().int(),
  executiveCode: z.string(),
  /** The link as a QR code, an SVG to print or share. */
  qrSvg: z.string(),
});
export type RegistrationLinkSettings = z.infer<typeof registrationLinkSchema>;
