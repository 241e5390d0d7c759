import { type AutostoreRequest, autostoreResponseSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/** POST /api/autostore (spec B §7): the normalised registration. */
export const autostore = defineCall({
  method: 'POST',
  path: '/autostore',
  body: (body: AutostoreRequest) => body,
  answer: autostoreResponseSchema,
  anonymous: true,
});

export function useAutostore() {
  return useMutation({ mutationFn: (body: AutostoreRequest) => autostore(body) });
}
