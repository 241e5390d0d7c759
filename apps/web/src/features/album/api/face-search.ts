import {
  type FaceSearchResult,
  type FaceSearchState,
  faceSearchResultSchema,
  faceSearchStateSchema,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { registrationOwner } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import { shrinkSelfie } from '../lib/shrink-selfie';
import { albumKeys } from './keys';

/** GET /api/encontre-suas-fotos/consentimento (decision 139): the class's setting and the consent in force. */
const getFaceSearchState = defineCall({
  path: '/encontre-suas-fotos/consentimento',
  answer: faceSearchStateSchema,
  key: (owner: number) => albumKeys.faceSearch(owner),
});

const giveConsent = defineCall({
  method: 'POST',
  path: '/encontre-suas-fotos/consentimento',
  body: (versao: string) => ({ versao }),
  answer: faceSearchStateSchema,
});

const withdrawConsent = defineCall({
  method: 'DELETE',
  path: '/encontre-suas-fotos/consentimento',
  answer: faceSearchStateSchema,
});

const stopAlert = defineCall({
  method: 'DELETE',
  path: '/encontre-suas-fotos/aviso',
  answer: faceSearchStateSchema,
});

/** POST /api/encontre-suas-fotos/busca (multipart `selfie`): the photos the face appears in, best first. */
const searchBySelfie = defineCall({
  method: 'POST',
  path: ({ notify }: { selfie: Blob; notify: boolean }) =>
    `/encontre-suas-fotos/busca?avisar=${notify ? 1 : 0}`,
  body: ({ selfie }: { selfie: Blob; notify: boolean }) => {
    const form = new FormData();
    form.append('selfie', selfie);
    return form;
  },
  answer: faceSearchResultSchema,
});

function useOwner(): number {
  return registrationOwner(useSessionUser()) ?? 0;
}

export function useFaceSearchState() {
  const owner = useOwner();
  return getFaceSearchState.useQuery(owner, { enabled: owner > 0, staleTime: 60_000 });
}

/** The consent calls: each answers the new state, which replaces the cached one. */
export function useFaceConsent() {
  const owner = useOwner();
  const queryClient = useQueryClient();
  const keep = (state: FaceSearchState) => queryClient.setQueryData(albumKeys.faceSearch(owner), state);
  return {
    give: useMutation({ mutationFn: (version: string) => giveConsent(version), onSuccess: keep }),
    withdraw: useMutation({ mutationFn: () => withdrawConsent(), onSuccess: keep }),
    stopAlert: useMutation({ mutationFn: () => stopAlert(), onSuccess: keep }),
  };
}

export function useSelfieSearch() {
  const owner = useOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { selfie: File; notify: boolean }): Promise<FaceSearchResult> =>
      searchBySelfie({ selfie: await shrinkSelfie(input.selfie), notify: input.notify }),
    // Asking to be told of new photos changes the state the page shows.
    onSuccess: (_result, input) => {
      if (input.notify) void queryClient.invalidateQueries({ queryKey: albumKeys.faceSearch(owner) });
    },
  });
}
