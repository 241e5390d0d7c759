import { myConsentSchema, myConsentStateSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { defineCall } from '../../../lib/define-call';

const consentsAnswer = z.object({ log: z.array(myConsentSchema), states: z.array(myConsentStateSchema) });

/** The policy feature's query keys. */
export const policyKeys = { consents: () => ['consentimentos'] as const };

/** GET /api/perfil/consentimentos: the signed-in user's consents (decision 137). */
export const getConsents = defineCall({
  path: '/perfil/consentimentos',
  key: policyKeys.consents,
  answer: consentsAnswer,
});

/** POST /api/perfil/consentimentos/policy: 'Li e aceito' on the policy page. */
const acceptPolicy = defineCall({
  method: 'POST',
  path: '/perfil/consentimentos/policy',
  answer: consentsAnswer,
});

export function useAcceptPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptPolicy(),
    onSuccess: (answer) => queryClient.setQueryData(policyKeys.consents(), answer),
  });
}
