import type { FormDados } from '../contract/profile';
import type { IsoDate } from '../dates';
import { type Cents, toCents } from '../money';

/**
 * The domain keeps the spec's field names (spec A §3) so that a wire object and a domain object read the
 * same; the only difference is money, which is integer centavos here and reais on the wire.
 */
export interface Parcel {
  parcid: number;
  parcconta: number;
  parcvalor: Cents;
  parcdesconto: Cents;
  parcacrescimo: Cents;
  parctipo: string;
  parcforma: number;
  parcvencimento: IsoDate;
  parctransacao: string | null;
  parcadmin: string | null;
  parcorigem: string | null;
  parctaxa: Cents;
  parctitulo: string | null;
  parcvenda: number | null;
  parcpagoem: IsoDate | null;
  parcvalorpago: Cents | null;
  parcdoc: string | null;
  parcdescavista: 0 | 1;
  parctimestamp: string | null;
  parcvisivel: 0 | 1;
  parcagrupador: number | string | null;
  parcgrupo: number | string | null;
}

/** An extra service on the contract (spec A §3). */
export interface Extra {
  excodigo: number;
  exdescricao: string;
  exvalor: Cents;
}

/** A package item on the contract (spec A §3); pctItemValor is the unit price. */
export interface PackageItem {
  pctItemId: number;
  pctItemNome: string;
  pctItemDesc: string | null;
  pctItemValor: Cents;
  pctItemQuant: number;
  pctItemAtivo: 0 | 1;
  pctItemReservado: number;
}

/** The finance fields of AlFormDados (spec A §3), prices in centavos. */
export interface FinanceTerms {
  /** Contract price when paid in instalments (a prazo). */
  FormValorPrazo: Cents;
  /** Contract price when paid at once (à vista). */
  FormValor: Cents;
  /** Last day of the cash discount (inclusive), or null when there is none. */
  FormLimiteAvista: IsoDate | null;
  /** Card instalments without interest. */
  FormLimiteSemJuros: number;
  /** The last card instalment must fall by this date; null leaves only the settings' cap. */
  FormLimiteCartao: IsoDate | null;
  /** Interest in percent of the value, charged beyond FormLimiteSemJuros. */
  FormTaxa: number;
  /** Percentage of the contract to be paid before event media open. */
  FormMinimoPago: number;
}

/** The finance terms of a wire AlFormDados (reais → centavos). */
export function financeTermsFromFormDados(form: FormDados): FinanceTerms {
  return {
    FormValorPrazo: toCents(form.FormValorPrazo),
    FormValor: toCents(form.FormValor),
    FormLimiteAvista: form.FormLimiteAvista,
    FormLimiteSemJuros: form.FormLimiteSemJuros,
    FormLimiteCartao: form.FormLimiteCartao,
    FormTaxa: form.FormTaxa,
    FormMinimoPago: form.FormMinimoPago,
  };
}
