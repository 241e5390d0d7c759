import type { ResetRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/** POST /api/reset (spec B §7): answers the message to show. */
export const reset = defineCall({
  method: 'POST',
  path: '/reset',
  body: (body: ResetRequest) => body,
  answer: () => import('./schemas').then((s) => s.messageSchema),
  anonymous: true,
});

export function useReset() {
  return useMutation({ mutationFn: (body: ResetRequest) => reset(body) });
}
