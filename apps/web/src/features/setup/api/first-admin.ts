import { authResponseSchema, type FirstAdmin, messageSchema } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { setSession } from '../../../lib/session';

/** GET /api/configuracao-inicial/:token: whether the start log's link still works (decision 114). */
const checkSetupLink = defineCall({
  path: (token: string) => `/configuracao-inicial/${encodeURIComponent(token)}`,
  answer: messageSchema,
  anonymous: true,
  key: (token: string) => ['setup-link', token] as const,
});
export const useSetupLink = (token: string) =>
  useQuery({ ...checkSetupLink.queryOptions(token), retry: false });

/** POST /api/configuracao-inicial/:token: the first administrator, signed in on success. */
const createFirstAdmin = defineCall({
  method: 'POST',
  path: ({ token }: { token: string; body: FirstAdmin }) =>
    `/configuracao-inicial/${encodeURIComponent(token)}`,
  body: ({ body }: { token: string; body: FirstAdmin }) => body,
  answer: authResponseSchema,
  anonymous: true,
});
export const useCreateFirstAdmin = () =>
  useMutation({
    mutationFn: (input: { token: string; body: FirstAdmin }) => createFirstAdmin(input),
    onSuccess: setSession,
  });
