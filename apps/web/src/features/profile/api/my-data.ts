import {
  type ConsentKind,
  type MyData,
  myAdminActionsPageSchema,
  myConsentSchema,
  myConsentStateSchema,
  myDataSchema,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { blobAnswer, defineCall } from '../../../lib/define-call';
import { profileKeys } from './keys';

/** GET /api/perfil/meus-dados (decision 137): everything the portal holds about the student. */
export const getMyData = defineCall({
  path: '/perfil/meus-dados',
  key: profileKeys.myData,
  answer: myDataSchema,
});

/** GET /api/perfil/meus-dados/acoes?depois=: the next page of administrators' actions. */
export const getAdminActions = defineCall({
  path: (after: number) => `/perfil/meus-dados/acoes?depois=${after}`,
  answer: myAdminActionsPageSchema,
});

/** GET /api/perfil/meus-dados/exportar: the JSON file, saved as it came. */
export const downloadMyData = defineCall({ path: '/perfil/meus-dados/exportar', answer: blobAnswer });

/** GET /api/perfil/meus-dados/arquivos: the zip of the student's files and the JSON. */
export const downloadMyFiles = defineCall({ path: '/perfil/meus-dados/arquivos', answer: blobAnswer });

const consentsAnswer = z.object({ log: z.array(myConsentSchema), states: z.array(myConsentStateSchema) });

/** POST /api/perfil/consentimentos/{kind}: gives the consent to the current text. */
export const giveConsent = defineCall({
  method: 'POST',
  path: (kind: ConsentKind) => `/perfil/consentimentos/${kind}`,
  answer: consentsAnswer,
});

/** DELETE /api/perfil/consentimentos/{kind}: withdraws it (e-mail reminders: turns them off). */
export const withdrawConsent = defineCall({
  method: 'DELETE',
  path: (kind: ConsentKind) => `/perfil/consentimentos/${kind}`,
  answer: consentsAnswer,
});

/** Gives or withdraws a consent; the summary takes the new log at once. */
export function useConsentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, give }: { kind: ConsentKind; give: boolean }) =>
      give ? giveConsent(kind) : withdrawConsent(kind),
    onSuccess: ({ log, states }) => {
      queryClient.setQueryData<MyData>(profileKeys.myData(), (old) =>
        old ? { ...old, consents: log, consentStates: states } : old,
      );
    },
  });
}
