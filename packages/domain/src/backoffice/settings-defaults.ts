// Plain values without zod, so the web's first paint can use them (decision 42).

/** Who the producer is (decision 122), as `producerIdentitySchema` checks it; blank fields are unset. */
export type ProducerIdentityValues = {
  name: string;
  legalName: string;
  cnpj: string;
  street: string;
  city: string;
  state: string;
  cep: string;
  email: string | null;
  phone: string;
};

/** The producer's values, as `producerSettingsSchema` (settings.ts) checks them. */
export type ProducerSettingsValues = {
  producer: ProducerIdentityValues;
  storeUrl: string;
  contactUrl: string;
  dpoEmail: string | null;
  financeEmail: string | null;
  shirtSizeChart: Record<string, { chest: number; length: number; sleeve: number }>;
  guestCourseMarker: string;
  ignoreCreditsCourseMarker: string;
  reminderDays: number;
};

/** What a portal with no settings saved uses (the placeholders the earlier build-time variables had). */
export const DEFAULT_PRODUCER_SETTINGS: ProducerSettingsValues = {
  producer: {
    name: '',
    legalName: '',
    cnpj: '',
    street: '',
    city: '',
    state: '',
    cep: '',
    email: null,
    phone: '',
  },
  storeUrl: 'https://portaldoformando.com.br/loja',
  contactUrl: 'https://portaldoformando.com.br/contato',
  dpoEmail: null,
  financeEmail: null,
  shirtSizeChart: {
    '1': { chest: 50, length: 70, sleeve: 20 },
    '2': { chest: 53, length: 72, sleeve: 21 },
    '3': { chest: 56, length: 74, sleeve: 22 },
    '4': { chest: 59, length: 76, sleeve: 23 },
    '5': { chest: 62, length: 78, sleeve: 24 },
    '6': { chest: 65, length: 80, sleeve: 25 },
  },
  guestCourseMarker: 'convidado',
  ignoreCreditsCourseMarker: '',
  reminderDays: 7,
};

/** What every visitor's screens show of them (GET /api/configuracoes). */
export type PublicSettingsValues = Pick<
  ProducerSettingsValues,
  'storeUrl' | 'contactUrl' | 'dpoEmail' | 'shirtSizeChart' | 'producer'
> & {
  /** The producer's logo (GET /api/configuracoes/logo?v=…), or null while none was sent (decision 122). */
  logoUrl: string | null;
};
