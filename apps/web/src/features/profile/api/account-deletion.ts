import {
  type DeletionRequestBody,
  type deletionConfirmSchema,
  messageSchema,
  myDeletionAnswerSchema,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { defineCall } from '../../../lib/define-call';
import { profileKeys } from './keys';

const deletionKey = () => [...profileKeys.myData(), 'exclusao'] as const;

/** GET /api/privacidade/exclusao (decision 140): the student's latest deletion request, or null. */
export const getMyDeletion = defineCall({
  path: '/privacidade/exclusao',
  key: deletionKey,
  answer: myDeletionAnswerSchema,
});

/** POST /api/privacidade/exclusao {password}: records the request and e-mails the confirmation link. */
export const requestDeletion = defineCall({
  method: 'POST',
  path: '/privacidade/exclusao',
  body: (body: DeletionRequestBody) => body,
  answer: messageSchema,
});

/** DELETE /api/privacidade/exclusao: cancels the open request. */
export const cancelDeletion = defineCall({
  method: 'DELETE',
  path: '/privacidade/exclusao',
  answer: messageSchema,
});

/** POST /api/privacidade/exclusao/confirmar {token}: the e-mail link, signed in or out. */
export const confirmDeletion = defineCall({
  method: 'POST',
  path: '/privacidade/exclusao/confirmar',
  body: (body: z.infer<typeof deletionConfirmSchema>) => body,
  answer: messageSchema,
  anonymous: true,
});

/** Asks or cancels; the card reads the request again either way. */
export function useDeletionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ask: DeletionRequestBody } | { cancel: true }) =>
      'ask' in input ? requestDeletion(input.ask) : cancelDeletion(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deletionKey() }),
  });
}
