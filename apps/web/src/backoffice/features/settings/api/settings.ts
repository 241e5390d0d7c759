import { type ProducerSettings, producerSettingsSchema } from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { producerSettingsQuery, readPublicSettings } from '../../../../lib/producer-settings';
import { BACKOFFICE_KEY, call } from '../../../api/request';

/** GET /api/admin/configuracoes: every setting, internal ones included. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'settings'],
    queryFn: ({ signal }) => call(producerSettingsSchema, '/admin/configuracoes', { signal }),
  });

/** PUT /api/admin/configuracoes → the settings as saved (and audited). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ProducerSettings) =>
      call(producerSettingsSchema, '/admin/configuracoes', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery().queryKey, saved);
      // The portal's screens in this tab (acting as a student next) show the new values at once; the
      // public answer is cached for a minute by the browser, so it is not asked again.
      queryClient.setQueryData(producerSettingsQuery.queryKey, readPublicSettings(saved));
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}
