// The finance feature's query keys, in one place: its queries and its invalidations use these, never a
// spelled-out array. Another feature never imports them; the app composes what must cross (decision 57).
const all = ['financeiro'] as const;

export const financeKeys = {
  /** Every contract view: invalidated when a parcel is made or paid. */
  all,
  contracts: (owner: number | null) => [...all, owner] as const,
  bankData: (owner: number | null) => ['dadosbancarios', owner] as const,
  paymentReturn: (owner: number | null, tipo: string, retorno: string) =>
    ['resumo', owner, tipo, retorno] as const,
  pix: (parcid: number) => ['pix', parcid] as const,
  cardCheckout: (parcid: number) => ['checkout', parcid] as const,
};
