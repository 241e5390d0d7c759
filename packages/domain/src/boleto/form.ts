import { type IsoDate, isIsoDate } from '../dates';
import type { Cents } from '../money';
import { onlyDigits, removeAccents } from '../text';

/**
 * The fields of Banco do Brasil's "Comércio Eletrônico" boleto form (spec A §3, §9), posted by the
 * browser to the bank's page. Formats and lengths follow the reference (shared/reference/
 * brazil-standards.md §3), taken from third-party implementations of the bank's manual, so they are
 * assumptions to confirm against the manual in force: nome and endereco 60, cidade 18, urlRetorno 60;
 * msgLoja has no published length and is cut at 480.
 */
export const BOLETO_LIMITS = { nome: 60, endereco: 60, cidade: 18, urlRetorno: 60, msgLoja: 480 } as const;
export const REF_TRAN_LENGTH = 17;

/** tpPagamento (spec A §9): 2 issues a boleto, 21 shows again one already issued. */
export const BoletoPaymentType = { firstCopy: '2', secondCopy: '21' } as const;
export type BoletoPaymentType = (typeof BoletoPaymentType)[keyof typeof BoletoPaymentType];

/** Every field as a string, in the order the form posts them. */
export interface BoletoForm {
  idConv: string;
  refTran: string;
  valor: string;
  dtVenc: string;
  tpPagamento: BoletoPaymentType;
  indicadorPessoa: '1';
  tpDuplicata: 'DM';
  urlRetorno: string;
  cpfCnpj: string;
  nome: string;
  endereco: string;
  cidade: string;
  uf: string;
  cep: string;
  msgLoja: string;
}

/** Producer settings of the agreement (configuration, never sent to the web before the form). */
export interface BoletoAgreement {
  /** 6-digit e-commerce agreement id. */
  idConv: string;
  /** The linked 7-digit collection agreement, or '' when there is none. */
  refTranPrefix: string;
}

/** The payer as the registration holds it (spec A §3). */
export interface BoletoPayer {
  AlNome: string;
  AlSobrenome?: string | null;
  AlCPF: string;
  AlEndereco: string | null;
  AlNumero: string | null;
  AlComp?: string | null;
  AlBairro?: string | null;
  AlCidade: string | null;
  AlUF: string | null;
  AlCEP: string | null;
}

export interface BoletoFormInput {
  agreement: BoletoAgreement;
  parcid: number;
  /** What the boleto charges: parcvalor − parcdesconto + parcacrescimo + parctaxa. */
  amount: Cents;
  dueDate: IsoDate;
  secondCopy: boolean;
  /** Path after the return base registered at the bank. */
  urlRetorno: string;
  payer: BoletoPayer;
  /** Instructions printed on the boleto. */
  msgLoja: string;
}

/**
 * The bank's "alfa" text: accents removed, upper case, letters (and digits when allowed), hyphen and
 * apostrophe with no space around them, one space between words, cut to `max`.
 */
export function bankText(text: string, max: number, allowDigits = false): string {
  const outside = allowDigits ? /[^A-Z0-9'\- ]/g : /[^A-Z'\- ]/g;
  return removeAccents(text)
    .toUpperCase()
    .replace(outside, ' ')
    .replace(/\s*([-'])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** refTran: the 7-digit collection agreement and the parcel id in 10 digits, or the id in 17 (§3). */
export function refTran(prefix: string, parcid: number): string {
  if (prefix !== '' && !/^\d{7}$/.test(prefix))
    throw new RangeError('refTran prefix must be 7 digits or empty');
  const width = REF_TRAN_LENGTH - prefix.length;
  const id = String(parcid);
  if (!Number.isSafeInteger(parcid) || parcid <= 0 || id.length > width)
    throw new RangeError(`Bad parcel id ${parcid}`);
  return prefix + id.padStart(width, '0');
}

/** 'yyyy-MM-dd' → 'ddMMyyyy'. */
export function boletoDate(date: IsoDate): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const [y, m, d] = date.split('-');
  return `${d}${m}${y}`;
}

function required(value: string, pattern: RegExp, field: string): string {
  if (!pattern.test(value)) throw new RangeError(`Boleto field ${field} is invalid`);
  return value;
}

/** Street, number and complement, then the district when it still fits in the field. */
function address(payer: BoletoPayer): string {
  const street = bankText(
    [payer.AlEndereco, payer.AlNumero, payer.AlComp].filter(Boolean).join(' '),
    999,
    true,
  );
  const withDistrict = bankText(`${street} ${payer.AlBairro ?? ''}`, 999, true);
  return withDistrict.length <= BOLETO_LIMITS.endereco
    ? withDistrict
    : street.slice(0, BOLETO_LIMITS.endereco).trim();
}

/**
 * The form for a boleto of parcel `parcid` (spec A §3, §9). Throws a RangeError when the agreement or the
 * payer's data cannot make a boleto the bank accepts (the address gate should have caught the payer).
 */
export function buildBoletoForm(input: BoletoFormInput): BoletoForm {
  const { payer } = input;
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError('Boleto amount must be positive');
  const urlRetorno = required(input.urlRetorno, /^\S{1,60}$/, 'urlRetorno');
  const nome = bankText(`${payer.AlNome} ${payer.AlSobrenome ?? ''}`, BOLETO_LIMITS.nome);
  return {
    idConv: required(input.agreement.idConv, /^\d{6}$/, 'idConv'),
    refTran: refTran(input.agreement.refTranPrefix, input.parcid),
    valor: String(input.amount),
    dtVenc: boletoDate(input.dueDate),
    tpPagamento: input.secondCopy ? BoletoPaymentType.secondCopy : BoletoPaymentType.firstCopy,
    indicadorPessoa: '1',
    tpDuplicata: 'DM',
    urlRetorno,
    cpfCnpj: required(onlyDigits(payer.AlCPF), /^\d{11}$/, 'cpfCnpj'),
    nome: required(nome, /./, 'nome'),
    endereco: required(address(payer), /./, 'endereco'),
    cidade: required(bankText(payer.AlCidade ?? '', BOLETO_LIMITS.cidade), /./, 'cidade'),
    uf: required(
      removeAccents(payer.AlUF ?? '')
        .trim()
        .toUpperCase(),
      /^[A-Z]{2}$/,
      'uf',
    ),
    cep: required(onlyDigits(payer.AlCEP ?? ''), /^\d{8}$/, 'cep'),
    msgLoja: removeAccents(input.msgLoja)
      .replace(/[^\x20-\x7e]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, BOLETO_LIMITS.msgLoja),
  };
}
