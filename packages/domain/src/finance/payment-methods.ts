/** Payment method ids of spec A §3. Method 100 pays with photo credits; the others move money. */
export const PaymentMethod = {
  credito: 100,
  dinheiro: 1,
  cartao: 2,
  cheque: 3,
  deposito: 4,
  boleto: 5,
  pix: 6,
} as const;
export type PaymentMethodId = (typeof PaymentMethod)[keyof typeof PaymentMethod];

export interface PaymentMethodInfo {
  id: PaymentMethodId;
  slug: keyof typeof PaymentMethod;
  /** The name shown on buttons and lists. */
  nome: string;
  /** Card variants of spec A §3; empty for the other methods. */
  variacao: readonly string[];
}

/** The method catalogue (spec A §3), keyed by id. */
export const PAYMENT_METHODS: Readonly<Record<PaymentMethodId, PaymentMethodInfo>> = {
  100: { id: 100, slug: 'credito', nome: 'Crédito', variacao: [] },
  1: { id: 1, slug: 'dinheiro', nome: 'Dinheiro', variacao: [] },
  2: { id: 2, slug: 'cartao', nome: 'Cartão', variacao: ['credito', 'debito'] },
  3: { id: 3, slug: 'cheque', nome: 'Cheque', variacao: [] },
  4: { id: 4, slug: 'deposito', nome: 'Depósito', variacao: [] },
  5: { id: 5, slug: 'boleto', nome: 'Boleto', variacao: [] },
  6: { id: 6, slug: 'pix', nome: 'PIX', variacao: [] },
};

/** True when `id` is one of the catalogue's method ids. */
export function isPaymentMethodId(id: number): id is PaymentMethodId {
  return Object.hasOwn(PAYMENT_METHODS, id);
}

/** The method's display name, or null for an unknown id. */
export function paymentMethodName(id: number): string | null {
  return isPaymentMethodId(id) ? PAYMENT_METHODS[id].nome : null;
}

/** parctipo values (spec A §3). Desconto is written by the producer only, never by the portal. */
export const ParcelType = {
  contrato: 'Contrato',
  extras: 'Extras',
  desconto: 'Desconto',
  ecommerce: 'E-commerce',
} as const;
export type ParcelType = (typeof ParcelType)[keyof typeof ParcelType];

/** The types a student pays from the finance area (spec A §2), with the chooser's button labels. */
export const PAYABLE_PARCEL_TYPES = [ParcelType.contrato, ParcelType.extras] as const;
export type PayableParcelType = (typeof PAYABLE_PARCEL_TYPES)[number];

/** Button labels of the chooser's type step (spec A §2: 'Contrato', 'Extras e Pacotes'). */
export const PARCEL_TYPE_LABELS: Readonly<Record<PayableParcelType, string>> = {
  Contrato: 'Contrato',
  Extras: 'Extras e Pacotes',
};

/** The value the portal stamps as origin and administrator of what it creates itself (spec A §3, §4). */
export const PORTAL_ORIGIN = 'Portal';
