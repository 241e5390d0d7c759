// Plain values of the home's contract, without zod: contract/home.ts re-exports them (decision 42).

/** Media types of an event (spec A §3, spec B §9). */
export const EVENT_MEDIA_TYPES = { photo: 0, video: 1, link: 2 } as const;
export type EventMediaType = (typeof EVENT_MEDIA_TYPES)[keyof typeof EVENT_MEDIA_TYPES];

/** T-shirt sizes: AlMedida holds the id (spec A §3). */
export const TSHIRT_SIZES = [
  { id: 1, nome: 'P', slug: 'camiseta_p' },
  { id: 2, nome: 'M', slug: 'camiseta_m' },
  { id: 3, nome: 'G', slug: 'camiseta_g' },
  { id: 4, nome: 'GG', slug: 'camiseta_gg' },
  { id: 5, nome: 'XG', slug: 'camiseta_xg' },
  { id: 6, nome: 'XXG', slug: 'camiseta_xxg' },
] as const;
export type TshirtSize = (typeof TSHIRT_SIZES)[number];
export type TshirtSizeId = TshirtSize['id'];
