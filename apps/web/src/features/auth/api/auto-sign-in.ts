import { defineCall } from '../../../lib/define-call';

/** POST /api/auth/auto: the /signin/{auto} value 'e-mail|token', URL-decoded (DESIGN §3). */
export const autoSignIn = defineCall({
  method: 'POST',
  path: '/auth/auto',
  body: (value: string) => ({ value }),
  answer: () => import('./schemas').then((s) => s.authResponseSchema),
  anonymous: true,
});
