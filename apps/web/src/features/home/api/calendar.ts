import { defineCall } from '../../../lib/define-call';

export type { CalendarLink } from '@portal/domain/contract/calendar';

const calendarLinkSchema = () => import('./schemas').then((s) => s.calendarLinkSchema);

/** GET /api/calendario: the address of the student's deadline calendar (.ics), to subscribe to. */
export const getCalendarLink = defineCall({ path: '/calendario', answer: calendarLinkSchema });

/** POST /api/calendario/renovar: a new address; the old one stops working (decision 99). */
export const renewCalendarLink = defineCall({
  method: 'POST',
  path: '/calendario/renovar',
  answer: calendarLinkSchema,
});
