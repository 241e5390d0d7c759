import {
  type FaceSearchSettingsBody,
  faceSearchSettingsAnswerSchema,
  faceSearchSettingsSchema,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY } from '../../../api/request';

/** How often the open section refreshes its counts while photos wait to be read. */
export const FACE_COUNT_REFRESH_MS = 10_000;

/** GET /api/admin/formaturas/:id/busca-por-rosto (decision 138). */
const getFaceSearch = defineCall({
  path: (graduationId: number) => `/admin/formaturas/${graduationId}/busca-por-rosto`,
  answer: faceSearchSettingsSchema,
  key: (graduationId: number) => [BACKOFFICE_KEY, 'busca-por-rosto', graduationId] as const,
});

export const faceSearchQuery = (graduationId: number) =>
  getFaceSearch.queryOptions(graduationId, {
    // Counts move while the engine reads the class's photos; still once nothing is pending.
    refetchInterval: (query) => ((query.state.data?.fotosPendentes ?? 0) > 0 ? FACE_COUNT_REFRESH_MS : false),
  });

/** PUT /api/admin/formaturas/:id/busca-por-rosto → the settings as saved and a message. */
const saveFaceSearch = defineCall({
  method: 'PUT',
  path: ({ graduationId }: { graduationId: number; body: FaceSearchSettingsBody }) =>
    `/admin/formaturas/${graduationId}/busca-por-rosto`,
  body: ({ body }: { graduationId: number; body: FaceSearchSettingsBody }) => body,
  answer: faceSearchSettingsAnswerSchema,
});

export function useSaveFaceSearch(graduationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FaceSearchSettingsBody) => saveFaceSearch({ graduationId, body }),
    onSuccess: ({ message: _message, ...settings }) => {
      queryClient.setQueryData(faceSearchQuery(graduationId).queryKey, settings);
    },
  });
}
