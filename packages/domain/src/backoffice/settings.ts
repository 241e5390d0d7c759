import { z } from 'zod';
import { TSHIRT_SIZES } from '../contract/home-values';
import { backofficeMessages as m } from './messages';
import { producerIdentitySchema } from './producer-identity';
import { DEFAULT_PRODUCER_SETTINGS } from './settings-defaults';

export { DEFAULT_PRODUCER_SETTINGS };

const url = z.url({ protocol: /^https?$/, error: m.urlInvalid }).max(500);
const email = z.email({ error: m.settingsEmailInvalid }).max(254).nullable();
const cm = z
  .number({ error: m.settingsSizeRange })
  .int()
  .min(20, { error: m.settingsSizeRange })
  .max(200, { error: m.settingsSizeRange });
const garment = z.object({ chest: cm, length: cm, sleeve: cm });
const marker = z.string().trim().max(60);

/**
 * The values the specs leave to the producer (decision 49), kept in the database and edited in the back-office
 * instead of build-time variables. The course markers: a course whose name contains one makes the
 * students imported into it guests, or makes them ignore credits (spec B §5.3, decision 9).
 */
export const producerSettingsSchema = z.object({
  /** Who the producer is, shown on receipts, statements, e-mails and the header (decision 122). */
  producer: producerIdentitySchema,
  storeUrl: url,
  contactUrl: url,
  dpoEmail: email,
  financeEmail: email,
  shirtSizeChart: z.object(
    Object.fromEntries(TSHIRT_SIZES.map((s) => [String(s.id), garment])) as Record<string, typeof garment>,
  ),
  guestCourseMarker: marker,
  ignoreCreditsCourseMarker: marker,
  /** Days before each deadline the student is reminded by e-mail (decision 56); 0 sends none. */
  reminderDays: z
    .number({ error: m.reminderDaysRange })
    .int({ error: m.reminderDaysRange })
    .min(0, { error: m.reminderDaysRange })
    .max(60, { error: m.reminderDaysRange }),
});
export type ProducerSettings = z.infer<typeof producerSettingsSchema>;

/** The settings every visitor's screens need (GET /api/configuracoes): nothing internal. */
export const publicSettingsSchema = producerSettingsSchema
  .pick({
    storeUrl: true,
    contactUrl: true,
    dpoEmail: true,
    shirtSizeChart: true,
    producer: true,
  })
  .extend({ logoUrl: z.string().nullable() });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
