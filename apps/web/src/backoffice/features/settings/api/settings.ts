import { type ProducerSettings, producerSettingsSchema } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall, noAnswer } from '../../../../lib/define-call';
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
      // public answer is cached for a minute by the browser, so it is not asked again. The logo is not
      // among the settings saved here: the one known is kept.
      const logoUrl = queryClient.getQueryData(producerSettingsQuery.queryKey)?.logoUrl ?? null;
      queryClient.setQueryData(producerSettingsQuery.queryKey, readPublicSettings({ ...saved, logoUrl }));
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}

/** One file as multipart. */
function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

const readLogoAnswer = {
  parse(data: unknown): { logoUrl: string } {
    const logoUrl = readPublicSettings({ logoUrl: (data as { logoUrl?: unknown } | null)?.logoUrl }).logoUrl;
    if (!logoUrl) throw new TypeError('not a logo address');
    return { logoUrl };
  },
};

/** POST /api/admin/configuracoes/logo (multipart): the producer's logo (decision 122). */
const postLogo = defineCall({
  method: 'POST',
  path: '/admin/configuracoes/logo',
  body: formOf,
  answer: readLogoAnswer,
});

/** DELETE /api/admin/configuracoes/logo. */
const deleteLogo = defineCall({ method: 'DELETE', path: '/admin/configuracoes/logo', answer: noAnswer });

/** The logo as the portal shows it now (the public settings), to change or remove. */
export function useProducerLogo() {
  const queryClient = useQueryClient();
  const logoUrl = useQuery(producerSettingsQuery).data?.logoUrl ?? null;
  const setLogo = (url: string | null) =>
    queryClient.setQueryData(producerSettingsQuery.queryKey, (old) =>
      old ? { ...old, logoUrl: url } : readPublicSettings({ logoUrl: url }),
    );
  const send = useMutation({
    mutationFn: (file: File) => postLogo(file),
    onSuccess: ({ logoUrl: url }) => setLogo(url),
  });
  const remove = useMutation({ mutationFn: () => deleteLogo(undefined), onSuccess: () => setLogo(null) });
  return { logoUrl, send, remove };
}
