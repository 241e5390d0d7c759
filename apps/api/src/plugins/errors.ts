import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { authMessages, type ErrorType, globalMessages } from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { isBrokenMultipart } from '../lib/multipart-file';

/**
 * True when `err`, or an error it wraps (drizzle wraps the driver's error in `cause`, sometimes twice), is
 * a PostgreSQL data exception: SQLSTATE class 22 (22003 out of range, 22021 NUL or bad byte, 22001 too long,
 * 22P02 bad text for a type...). Such an error comes from the request's data, never from the server.
 */
export function isDataException(err: unknown): boolean {
  let e = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = cause;
  }
  return false;
}

/** Node's codes of a connection that failed or was cut (the database's address, most often). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** What `pg` throws, without a code, when the server went away or the pool cannot hand out a connection. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed and is not queryable/i;

/**
 * True when `err`, or an error it wraps, says the database could not be reached rather than that a query
 * was wrong (decision 128): a refused or cut connection, SQLSTATE class 08 (connection exception), 57P01-03
 * (the server shutting down, crashed or starting), 53300 (too many connections). The call may succeed in a
 * moment, so it is answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  const seen: unknown[] = [err];
  for (let i = 0; i < seen.length && i < 12; i++) {
    const e = seen[i];
    if (typeof e !== 'object' || e === null) continue;
    const { code, cause, message, errors } = e as {
      code?: unknown;
      cause?: unknown;
      message?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
      if (code === '53300') return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    seen.push(cause);
    // A refused connection to a name with several addresses is an AggregateError of one per address.
    if (Array.isArray(errors)) seen.push(...errors);
  }
  return false;
}

/** Seconds a caller is asked to wait before trying again while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Framework refusals (Fastify's FST_ERR_* codes) with their own pt-BR text and type. */
const FRAMEWORK: Record<number, { error: string; type: ErrorType }> = {
  404: { error: globalMessages.notFound, type: 'NOT_FOUND' },
  413: { error: globalMessages.payloadTooLarge, type: 'LIMIT' },
  415: { error: globalMessages.unsupportedMediaType, type: 'INVALID' },
};

/** The `{ error, type }` answer of a failure that carries only an HTTP status (framework and client errors). */
export function statusAnswer(status: number): { error: string; type: ErrorType } {
  if (status === 431) return { error: globalMessages.headersTooLarge, type: 'LIMIT' };
  if (status === 414) return { error: globalMessages.payloadTooLarge, type: 'LIMIT' };
  if (status === 408) return { error: globalMessages.unexpected, type: 'UNEXPECTED' };
  return FRAMEWORK[status] ?? { error: globalMessages.invalidInput, type: 'INVALID' };
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it (headers
 * past the 16 KiB limit, a malformed request line, a timeout). No request object exists, so the answer is
 * written on the socket by hand, in the same `{ error, type }` shape, and the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (socket.writable) {
    const body = JSON.stringify(statusAnswer(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded (400) or a path parameter too long (414). */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode ?? 400;
  void reply.code(status).send(statusAnswer(status));
}

/**
 * The one place that turns failures into `{ error, type }` (STYLE.md §9). Unexpected errors are logged with
 * the request id and answered with a generic pt-BR text: no stack trace leaves the server.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    // A file answer that failed before its first byte had its type, length and name set: the error sent
    // instead is JSON, of its own length.
    reply.removeHeader('content-length');
    reply.removeHeader('content-disposition');
    reply.header('content-type', 'application/json; charset=utf-8');
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'request failed');
      return reply.code(err.status).send({ error: err.message, type: err.type });
    }
    if (err.code === 'FST_ERR_VALIDATION' && err.validation) {
      // The first text a schema wrote itself (pt-BR, from the catalogue); every other issue reads as the
      // generic text (plugins/validation.ts), which is the answer when no schema had a word of its own.
      const own = err.validation.map((v) => v.message).find((m) => m && m !== globalMessages.invalidInput);
      return reply.code(400).send({ error: own ?? globalMessages.invalidInput, type: 'INVALID' });
    }
    // A multipart body without boundary or cut short, met while its file was streamed (lib/multipart-file).
    if (isBrokenMultipart(err)) {
      return reply.code(400).send({ error: globalMessages.brokenUpload, type: 'INVALID' });
    }
    // The last-resort net: input the wire schemas let through but the database cannot take is still the
    // caller's mistake (400), not a server failure (500). Logged at warn, since a schema should have caught it.
    if (isDataException(err)) {
      req.log.warn({ err }, 'database refused the request data');
      return reply.code(400).send({ error: globalMessages.invalidInput, type: 'INVALID' });
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
    if (status === 401)
      return reply.code(401).send({ error: authMessages.sessionExpired, type: 'UNAUTHORIZED' });
    if (status >= 400 && status < 500) {
      return reply.code(status).send(statusAnswer(status));
    }
    // Someone who closed the tab or cancelled a download cut its file stream short: nothing failed here.
    if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && req.raw.socket?.destroyed) {
      req.log.info('client went away during the answer');
      return reply.code(499).send({ error: globalMessages.unexpected, type: 'UNEXPECTED' });
    }
    if (isDatabaseUnreachable(err)) {
      req.log.error({ err }, 'database unreachable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return reply.code(503).send({ error: globalMessages.serviceUnavailable, type: 'UNEXPECTED' });
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ error: globalMessages.unexpected, type: 'UNEXPECTED' });
  });
}
