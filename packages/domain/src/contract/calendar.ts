import { z } from 'zod';

/** GET /api/calendario and POST /api/calendario/renovar answer: the deadline calendar's address (.ics). */
export const calendarLinkSchema = z.object({ url: z.string(), webcal: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;
