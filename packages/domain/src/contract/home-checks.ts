// Hand-written checks of the answers the signed-in home paints first (the registration, the notices, the
// events): boot.ts asks for them before the app loads, and checking them with zod would put zod and the
// schemas on the home's critical path (decisions 42 and 113). Zod-free: only types come from the schemas,
// and home-checks.test.ts holds each check to its schema, field by field.
import type { BcastResponse, FotosResponse } from './home';
import { EVENT_MEDIA_TYPES } from './home-values';
import type { Cadastro } from './profile';

/** A check of an answer: the value when it fits the contract; it throws otherwise (as a schema's parse). */
export interface AnswerCheck<T> {
  parse(data: unknown): T;
}

type Fits = (value: unknown) => boolean;

const int: Fits = (value) => Number.isSafeInteger(value);
const num: Fits = (value) => typeof value === 'number' && Number.isFinite(value);
const str: Fits = (value) => typeof value === 'string';
const bool: Fits = (value) => typeof value === 'boolean';
const nullable =
  (fits: Fits): Fits =>
  (value) =>
    value === null || fits(value);
const optional =
  (fits: Fits): Fits =>
  (value) =>
    value === undefined || fits(value);
const matching =
  (pattern: RegExp): Fits =>
  (value) =>
    typeof value === 'string' && pattern.test(value);
const oneOf =
  (...values: readonly unknown[]): Fits =>
  (value) =>
    values.includes(value);
const arrayOf =
  (fits: Fits): Fits =>
  (value) =>
    Array.isArray(value) && value.every(fits);

/** Each field of an object and what its value must be. */
export type Shape = Readonly<Record<string, Fits>>;

const objectOf =
  (shape: Shape): Fits =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    return Object.entries(shape).every(([key, fits]) => fits(Reflect.get(value, key)));
  };

function checkOf<T>(what: string, fits: Fits): AnswerCheck<T> {
  // A guard, as isSessionUser is: `fits` verifies the value field by field against the schema's shape.
  const isT = (data: unknown): data is T => fits(data);
  return {
    parse(data: unknown): T {
      if (!isT(data)) throw new TypeError(`${what}: an answer off the contract`);
      return data;
    },
  };
}

/** AlFormDados, as formDadosSchema. */
export const formDadosShape: Shape = {
  FormData: nullable(str),
  FormHora: nullable(str),
  FormLocal: nullable(str),
  FormVerDados: int,
  FormReajuste: num,
  FormValorPrazo: num,
  FormValor: num,
  FormLimiteAvista: nullable(str),
  FormLimiteSemJuros: int,
  FormLimiteCartao: nullable(str),
  FormTaxa: num,
  FormContrato: nullable(str),
  FormFtInfancia: int,
  FormFtHomenagem: int,
  FormFtLed: int,
  FormLimiteEntrega: int,
  FormLimiteComplementares: nullable(str),
  FormLimiteCamisetas: nullable(str),
  FormMinimoPago: num,
  FormDownImpressas: int,
  FormTodas: int,
  FormInstituicao: str,
  FormCurso: str,
};

/** GET /api/perfil/cadastro, as cadastroSchema. */
export const cadastroShape: Shape = {
  AlCodigo: int,
  AlNome: str,
  AlSobrenome: str,
  AlEmail: str,
  AlCPF: str,
  AlFone: str,
  AlInsta: nullable(str),
  AlCurso: int,
  AlPolo: nullable(int),
  AlFormatura: int,
  AlExecutivo: str,
  AlConta: nullable(int),
  AlCEP: nullable(str),
  AlEndereco: nullable(str),
  AlNumero: nullable(str),
  AlComp: nullable(str),
  AlBairro: nullable(str),
  AlCidade: nullable(str),
  AlUF: nullable(str),
  AlRevEndereco: nullable(str),
  AlRestrito: bool,
  AlConvidado: bool,
  AlComissao: bool,
  AlCoordenador: bool,
  AlCredFtDigital: int,
  AlCredFtImpressa: int,
  AlMedida: nullable(int),
  AlConvite: nullable(str),
  AlFormDados: objectOf(formDadosShape),
};

// An ISO date-time with its offset (z.iso.datetime({ offset: true })); a date (isoDateSchema).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A notice, as noticeSchema. */
export const noticeShape: Shape = { crmid: int, crmdesc: str, crmtimestamp: matching(ISO_DATE_TIME) };

/** GET /api/perfil/bcast, as bcastResponseSchema. */
export const bcastShape: Shape = {
  todos: arrayOf(objectOf(noticeShape)),
  aluno: arrayOf(objectOf(noticeShape)),
  totalTodos: optional(int),
  totalAluno: optional(int),
};

/** An event of the photos and videos card, as mediaEventSchema. */
export const mediaEventShape: Shape = {
  evid: int,
  evnome: str,
  evcaminho: nullable(str),
  evdata: matching(ISO_DATE),
  evtpmidia: oneOf(...Object.values(EVENT_MEDIA_TYPES)),
  evlnkmidia: nullable(str),
};

export const cadastroCheck = checkOf<Cadastro>('GET /perfil/cadastro', objectOf(cadastroShape));
export const bcastCheck = checkOf<BcastResponse>('GET /perfil/bcast', objectOf(bcastShape));
export const fotosCheck = checkOf<FotosResponse>('GET /perfil/fotos', arrayOf(objectOf(mediaEventShape)));
