/**
 * What the API writes to its log, decided once (decision 31): no password hash, token, CPF, phone, e-mail or
 * address may reach a log line. Three layers, because each catches what the others cannot see:
 * - pino `redact` removes known secret fields (authorization, cookies, password/token fields of any object);
 * - the `err` serializer keeps an allow-list of an error's fields: drizzle's "Failed query: … params: …"
 *   message and `params`, and the driver's `detail` ("Key (email)=(x@y) already exists"), never pass;
 * - the `req` serializer drops query strings and masks path segments that carry an e-mail or a token
 *   (/signin/{e-mail|token}, /confirmar-email/{token}).
 * A last scrub replaces anything shaped like an argon2 hash, a JWT, an e-mail or a CPF/phone in the texts
 * that are kept (messages and stacks), should a driver put a value there.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const REDACTED = '[redacted]';

/** Field names that hold a secret or personal data wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'email',
  'to',
  'link',
  'cpf',
  'phone',
  'address',
];

/** pino redact paths: the request's credentials, and the secret fields at the top and one level down. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
];

const SCRUBS: Array<[RegExp, string]> = [
  [/\$argon2[a-z]*\$[^\s"'`,)]*/gi, '[hash]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[jwt]'],
  [/[^\s@"'`<>(),;:=]+@[^\s@"'`<>(),;:=]+\.[^\s@"'`<>(),;:=]+/g, '[email]'],
  // CPF (11 digits, masked or not), phones and other long numbers that identify a person.
  [/\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\(?\d{2}\)?\s?9?\d{4}-?\d{4}|\d{10,}/g, '[number]'],
];

/** Longest text kept from an error: enough for a message or a stack, and the scrub stays linear enough. */
const TEXT_MAX = 4000;

/** `text` with every value shaped like a secret or personal datum replaced. */
export function scrub(text: string): string {
  return SCRUBS.reduce(
    (acc, [pattern, replacement]) => acc.replace(pattern, replacement),
    text.slice(0, TEXT_MAX),
  );
}

/**
 * An error's message without the values it may quote: drizzle's "Failed query: <sql>\nparams: <values>"
 * keeps only its first words, and PostgreSQL's data errors lose the quoted input
 * ('invalid input syntax for type integer: "x"').
 */
export function safeMessage(message: string): string {
  if (message.startsWith('Failed query')) return 'Failed query';
  return scrub(message.replace(/:\s*".*"\s*$/s, ': [value]'));
}

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  statusCode?: unknown;
  cause?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The safe fields of an error and of the errors it wraps (drizzle wraps the driver's in `cause`). */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { type: typeof err };
  const e = err as ErrorLike;
  const out: Record<string, unknown> = {
    type: text(e.name) ?? e.constructor?.name ?? 'Error',
    message: safeMessage(text(e.message) ?? ''),
  };
  // SQLSTATE and the names of what failed, never the values ('detail', 'where', 'params' stay out).
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
    const v = text(e[key]);
    if (v) out[key] = v;
  }
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  const stack = text(e.stack);
  // The stack's first line repeats the message: keep only the frames.
  if (stack)
    out.stack = scrub(
      stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n'),
    );
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

type RequestLike = {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  ip?: string;
  id?: string;
};

/** A path segment that carries an e-mail or a token (the /signin/{auto} value, a confirmation token). */
const SENSITIVE_SEGMENT = /@|%40|\|/;

/** The request as logged: the route's pattern when known, else the path without query and secrets. */
export function serializeRequest(req: RequestLike): Record<string, unknown> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const url = path
    .split('/')
    .map((segment) => (SENSITIVE_SEGMENT.test(segment) || segment.length >= 24 ? REDACTED : segment))
    .join('/');
  return {
    method: req.method,
    url: scrub(url),
    ...(req.routeOptions?.url ? { route: req.routeOptions.url } : {}),
    remoteAddress: req.ip,
  };
}

/** The Fastify `logger` option of the API; `stream` lets tests read what would be written. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: level as LogLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      err: (err: unknown) => serializeError(err) as { type: string; message: string; stack: string },
      error: (err: unknown) => serializeError(err),
      req: serializeRequest,
    },
    ...(stream ? { stream } : {}),
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = (...args: unknown[]) => void;
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger, made a pino child only when something is logged at an enabled level (decision 158).
 * Fastify makes one child per request, binding its id; pino's child copies the parent's settings and runs
 * its redaction over the bindings, about a microsecond and a half on every call, though at the production
 * level (`warn`) almost no request logs anything. The child, when made, is the one Fastify would have made.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: ParentLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}
  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }
  #log(level: Level, args: unknown[]): void {
    if (this.#child || this.parent.isLevelEnabled(level)) (this.#made()[level] as LogFn)(...args);
  }
  get level(): string {
    return (this.#child ?? this.parent).level;
  }
  set level(value: string) {
    this.#made().level = value;
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's logger made on first use. A route with a log level or
 * serializers of its own, or a logger that cannot say which levels are on, gets its child at once.
 */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const parent = logger as ParentLogger;
  if (typeof parent.isLevelEnabled !== 'function' || options.level || options.serializers) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(
    parent as ParentLogger & { isLevelEnabled(level: string): boolean },
    bindings,
  ) as unknown as FastifyBaseLogger;
};
