import { globalMessages } from '@portal/domain';
import { type QueryKey, queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { takePrefetched, takePrefetchedAnswer } from '../boot/prefetched';
import { ApiError, apiAnswer, apiBlob, type Method, type RequestOptions, totalCount } from './api-client';
import { getToken } from './session';

/**
 * What checks an answer: a zod schema of the contract, or a hand-written check with the same `parse` (the
 * home's prefetched answers, @portal/domain/contract/home-checks: no zod before the home paints).
 */
export interface Schema<T> {
  parse(data: unknown): T;
}

/**
 * A check, or a loader of a schema. A loader (`() => import('./schemas').then((s) => s.xSchema)`) keeps zod
 * out of the chunk that defines the call: the shell and the landing screens paint without it, and the
 * schema's file downloads while the call runs (decisions 42, 83, 91). A call the home paints from on its
 * first load takes a hand-written check instead: waiting for zod there cost 0.45 s of LCP (decision 109).
 */
export type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>);

/** The answer of a file (an image, a CSV, a zip): read as a Blob, the bearer token sent along. */
export const blobAnswer: Schema<Blob> = {
  parse(data: unknown): Blob {
    if (isBlob(data)) return data;
    throw new TypeError('not a file');
  },
};

// By its shape too: a Blob of another realm (a test's fetch) fails `instanceof`.
function isBlob(data: unknown): data is Blob {
  return (
    data instanceof Blob ||
    (typeof data === 'object' && data !== null && 'size' in data && 'type' in data && 'arrayBuffer' in data)
  );
}

/** The answer of a call whose answer is not read (a 204, or a save whose result the screen ignores). */
export const noAnswer: Schema<void> = { parse: (): void => undefined };

export interface CallSpec<I, T> {
  /** GET unless told. */
  method?: Method;
  /** The path under /api, or how the input builds it. */
  path: string | ((input: I) => string);
  /** The request's body, from the input (JSON, or a FormData). The server parses it with its schema. */
  body?: (input: I) => unknown;
  /** The answer's schema: the answer is parsed with it, never cast. */
  answer: SchemaSource<T>;
  /** Sign-in and account calls: no bearer token (RequestOptions.anonymous). */
  anonymous?: boolean;
  /** boot.ts may have started this GET on the page load (boot/prefetched.ts): take its answer first. */
  prefetched?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** A create form's submit key, sent as the Idempotency-Key header (decision 117). */
  idempotencyKey?: string;
}

export interface Call<I, T> {
  /** Makes the call and parses its answer. */
  (input: I, options?: CallOptions): Promise<T>;
  /** What defined it: `fetchPage`, `parseAnswer` and the uploader read it. */
  readonly spec: CallSpec<I, T>;
}

/** Query options a feature adds to a call's: the key and the query function are the call's. */
export type QueryExtras<T, K extends QueryKey = QueryKey> = Omit<
  UseQueryOptions<T, Error, T, K>,
  'queryKey' | 'queryFn' | 'select'
>;

export interface QueryCall<I, T, K extends QueryKey> extends Call<I, T> {
  readonly key: (input: I) => K;
  /** Query options under the feature's key (its api/keys.ts factory). */
  queryOptions(input: I, extras?: QueryExtras<T, K>): ReturnType<typeof queryOptions<T, Error, T, K>>;
  /** The query's hook. */
  useQuery(input: I, extras?: QueryExtras<T, K>): ReturnType<typeof useQuery<T, Error, T, K>>;
}

async function schemaOf<T>(source: SchemaSource<T>): Promise<Schema<T>> {
  return typeof source === 'function' ? source() : source;
}

/** An answer off the contract is not trusted: the generic text, as for any unexpected answer. */
function parseWith<T>(schema: Schema<T>, raw: unknown, status = 200): T {
  try {
    return schema.parse(raw);
  } catch (cause) {
    if (import.meta.env.DEV) console.error('An answer off the contract', cause);
    throw new ApiError(status, 'UNEXPECTED', globalMessages.unexpected);
  }
}

/** The path under /api of a call's input. */
export function pathOf<I>(spec: CallSpec<I, unknown>, input: I): string {
  return typeof spec.path === 'function' ? spec.path(input) : spec.path;
}

function requestOf<I>(
  spec: CallSpec<I, unknown>,
  input: I,
  { signal, idempotencyKey }: CallOptions = {},
): RequestOptions {
  return {
    method: spec.method ?? 'GET',
    body: spec.body?.(input),
    signal,
    anonymous: spec.anonymous,
    idempotencyKey,
  };
}

/** Parses an answer already read (the uploader's) with the call's schema. */
export async function parseAnswer<T>(call: Call<never, T>, raw: unknown, status?: number): Promise<T> {
  return parseWith(await schemaOf(call.spec.answer), raw, status);
}

/** The call, with the list's total from the X-Total-Count header (the album's pages). */
export async function fetchPage<I, T>(
  call: Call<I, T>,
  input: I,
  options?: CallOptions,
): Promise<{ data: T; total: number | null }> {
  const schema = schemaOf(call.spec.answer);
  const path = pathOf(call.spec, input);
  if (call.spec.prefetched) {
    const prefetched = await takePrefetchedAnswer(path, getToken());
    if (prefetched)
      return { data: parseWith(await schema, prefetched.body), total: totalCount(prefetched.headers) };
  }
  const { body, headers } = await apiAnswer(path, requestOf(call.spec, input, options));
  return { data: parseWith(await schema, body), total: totalCount(headers) };
}

/**
 * One definition per API call (DESIGN §4a, decision 113): path, method, body and answer check give the
 * fetcher (the returned function), and with a `key` the query options and the hook. Every answer is checked,
 * never cast: the boot prefetch's answer with the same check, the uploader's too (sendCall).
 */
export function defineCall<I = void, T = unknown, K extends QueryKey = QueryKey>(
  spec: CallSpec<I, T> & { key: (input: I) => K },
): QueryCall<I, T, K>;
export function defineCall<I = void, T = unknown>(spec: CallSpec<I, T>): Call<I, T>;
export function defineCall<I, T, K extends QueryKey>(
  spec: CallSpec<I, T> & { key?: (input: I) => K },
): Call<I, T> | QueryCall<I, T, K> {
  const call = async (input: I, options?: CallOptions): Promise<T> => {
    // The schema's file starts downloading with the call, not after it (decision 83).
    const schema = schemaOf(spec.answer);
    const path = pathOf(spec, input);
    if (spec.prefetched) {
      const raw = await takePrefetched(path, getToken());
      if (raw !== undefined) return parseWith(await schema, raw);
    }
    const request = requestOf(spec, input, options);
    const body =
      spec.answer === blobAnswer ? await apiBlob(path, request) : (await apiAnswer(path, request)).body;
    return parseWith(await schema, body);
  };
  const defined = Object.assign(call, { spec });
  const { key } = spec;
  if (!key) return defined;

  const options = (input: I, extras?: QueryExtras<T, K>) =>
    queryOptions<T, Error, T, K>({
      ...extras,
      queryKey: key(input),
      queryFn: ({ signal }) => call(input, { signal }),
    });
  return Object.assign(defined, {
    key,
    queryOptions: options,
    useQuery: (input: I, extras?: QueryExtras<T, K>) => useQuery(options(input, extras)),
  });
}
