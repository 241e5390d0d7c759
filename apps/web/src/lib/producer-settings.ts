import {
  DEFAULT_PRODUCER_SETTINGS,
  type PublicSettingsValues,
} from '@portal/domain/backoffice/settings-defaults';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

const DEFAULTS: PublicSettingsValues = {
  storeUrl: DEFAULT_PRODUCER_SETTINGS.storeUrl,
  contactUrl: DEFAULT_PRODUCER_SETTINGS.contactUrl,
  dpoEmail: DEFAULT_PRODUCER_SETTINGS.dpoEmail,
  shirtSizeChart: DEFAULT_PRODUCER_SETTINGS.shirtSizeChart,
};

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * The answer checked without zod (the shell loads no zod, decision 42): a value that is not what it should
 * be keeps its default, so a bad answer never puts a `javascript:` link on a page.
 */
export function readPublicSettings(answer: unknown): PublicSettingsValues {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const chart = a.shirtSizeChart;
  return {
    storeUrl: isHttpUrl(a.storeUrl) ? a.storeUrl : DEFAULTS.storeUrl,
    contactUrl: isHttpUrl(a.contactUrl) ? a.contactUrl : DEFAULTS.contactUrl,
    dpoEmail: typeof a.dpoEmail === 'string' && a.dpoEmail.includes('@') ? a.dpoEmail : DEFAULTS.dpoEmail,
    shirtSizeChart:
      chart && typeof chart === 'object'
        ? (chart as PublicSettingsValues['shirtSizeChart'])
        : DEFAULTS.shirtSizeChart,
  };
}

/** GET /api/configuracoes: the producer's values every screen may show (issue 8), asked once a visit. */
export const producerSettingsQuery = {
  queryKey: ['configuracoes'] as const,
  queryFn: async () => readPublicSettings(await api<unknown>('/configuracoes', { anonymous: true })),
  staleTime: 10 * 60_000,
};

/**
 * The producer's values, the defaults until (or unless) the portal answers. `enabled: false` keeps the call
 * from starting yet (a part of the home that waits for its first paint, decision 95); a cached answer is
 * still used.
 */
export function useProducerSettings({ enabled = true }: { enabled?: boolean } = {}): PublicSettingsValues {
  return useQuery({ ...producerSettingsQuery, enabled }).data ?? DEFAULTS;
}
