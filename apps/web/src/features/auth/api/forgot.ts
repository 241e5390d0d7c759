import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/** POST /api/forgot (spec B §7): answers the message to show. */
export const forgot = defineCall({
  method: 'POST',
  path: '/forgot',
  body: (body: { email: string }) => body,
  answer: () => import('./schemas').then((s) => s.messageSchema),
  anonymous: true,
});

export function useForgot() {
  return useMutation({ mutationFn: (body: { email: string }) => forgot(body) });
}
