import {
  DEFAULT_PRODUCER_SETTINGS,
  type PublicSettingsValues,
} from '@portal/domain/backoffice/settings-defaults';
import { useQuery } from '@tanstack/react-query';
import { defineCall } from './define-call';

const DEFAULTS: PublicSettingsValues = {
  storeUrl: DEFAULT_PRODUCER_SETTINGS.storeUrl,
  contactUrl: DEFAULT_PRODUCER_SETTINGS.contactUrl,
  dpoEmail: DEFAULT_PRODUCER_SETTINGS.dpoEmail,
  shirtSizeChart: DEFAULT_PRODUCER_SETTINGS.shirtSizeChart,
  producer: DEFAULT_PRODUCER_SETTINGS.producer,
  logoUrl: null,
};

type Identity = PublicSettingsValues['producer'];
const IDENTITY_TEXTS = ['name', 'legalName', 'cnpj', 'street', 'city', 'state', 'cep', 'phone'] as const;

/** The producer's identity (decision 122): each text that is not a string stays blank. */
function readIdentity(value: unknown): Identity {
  const v: Partial<Record<string, unknown>> = value && typeof value === 'object' ? { ...value } : {};
  const identity: Identity = { ...DEFAULTS.producer };
  for (const key of IDENTITY_TEXTS) {
    const text = v[key];
    if (typeof text === 'string') identity[key] = text.slice(0, 200);
  }
  identity.email = typeof v.email === 'string' && v.email.includes('@') ? v.email : null;
  return identity;
}

/** Only the API's own logo address: never another origin, never a `javascript:` or `data:` URL. */
const isLogoPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/api\/configuracoes\/logo\?v=\w{1,40}$/.test(value);

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//.test(value);

type Chart = PublicSettingsValues['shirtSizeChart'];
const isMeasure = (value: unknown): boolean =>
  !!value &&
  typeof value === 'object' &&
  ['chest', 'length', 'sleeve'].every((k) => typeof Reflect.get(value, k) === 'number');
const isChart = (value: unknown): value is Chart =>
  !!value && typeof value === 'object' && Object.values(value).every(isMeasure);

/**
 * The answer checked without zod (the shell loads no zod, decision 42): a value that is not what it should
 * be keeps its default, so a bad answer never puts a `javascript:` link on a page.
 */
export function readPublicSettings(answer: unknown): PublicSettingsValues {
  const a: Partial<Record<string, unknown>> = answer && typeof answer === 'object' ? { ...answer } : {};
  const chart = a.shirtSizeChart;
  return {
    storeUrl: isHttpUrl(a.storeUrl) ? a.storeUrl : DEFAULTS.storeUrl,
    contactUrl: isHttpUrl(a.contactUrl) ? a.contactUrl : DEFAULTS.contactUrl,
    dpoEmail: typeof a.dpoEmail === 'string' && a.dpoEmail.includes('@') ? a.dpoEmail : DEFAULTS.dpoEmail,
    shirtSizeChart: isChart(chart) ? chart : DEFAULTS.shirtSizeChart,
    producer: readIdentity(a.producer),
    logoUrl: isLogoPath(a.logoUrl) ? a.logoUrl : null,
  };
}

/** GET /api/configuracoes: the producer's values every screen may show (decision 49), asked once a visit. */
const getPublicSettings = defineCall({
  path: '/configuracoes',
  answer: { parse: readPublicSettings },
  anonymous: true,
  key: () => ['configuracoes'] as const,
});

export const producerSettingsQuery = getPublicSettings.queryOptions(undefined, { staleTime: 10 * 60_000 });

/**
 * The producer's values, the defaults until (or unless) the portal answers. `enabled: false` keeps the call
 * from starting yet (a part of the home that waits for its first paint, decision 95); a cached answer is
 * still used.
 */
export function useProducerSettings({ enabled = true }: { enabled?: boolean } = {}): PublicSettingsValues {
  return useQuery({ ...producerSettingsQuery, enabled }).data ?? DEFAULTS;
}
