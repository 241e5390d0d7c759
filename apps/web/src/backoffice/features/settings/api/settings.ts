import { type ProducerSettings, producerSettingsSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { producerSettingsQuery, readPublicSettings } from '../../../../lib/producer-settings';
import { BACKOFFICE_KEY } from '../../../api/request';

/** GET /api/admin/configuracoes: every setting, internal ones included. */
const getSettings = defineCall({
  path: '/admin/configuracoes',
  answer: producerSettingsSchema,
  key: () => [BACKOFFICE_KEY, 'settings'] as const,
});

export const settingsQuery = () => getSettings.queryOptions(undefined);

/** PUT /api/admin/configuracoes → the settings as saved (and audited). */
const saveSettings = defineCall({
  method: 'PUT',
  path: '/admin/configuracoes',
  body: (settings: ProducerSettings) => settings,
  answer: producerSettingsSchema,
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ProducerSettings) => saveSettings(settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery().queryKey, saved);
      // The portal's screens in this tab (acting as a student next) show the new values at once; the
      // public answer is cached for a minute by the browser, so it is not asked again.
      queryClient.setQueryData(producerSettingsQuery.queryKey, readPublicSettings(saved));
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}
