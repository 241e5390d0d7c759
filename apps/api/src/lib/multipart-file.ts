import type { MultipartFile } from '@fastify/multipart';
import { globalMessages } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Errors of a multipart body the client broke: busboy's plain `Error`s ('Multipart: Boundary not found',
 * 'Unexpected end of multipart data', 'Malformed part header'...), which carry no status and answered 500.
 * They are marked where they arise, since they surface wherever the file stream is read (storage, a
 * buffer), often wrapped; the error handler answers a marked one 400 (decision 102).
 */
const broken = new WeakSet<object>();

/**
 * A parser error of the client's body: busboy's errors are plain, with neither a status (@fastify/multipart's
 * own, such as the size limit, carry theirs) nor a code (a failed write to storage destroys the file stream
 * with a system error such as ENOSPC, which stays the server's).
 */
const isParserError = (err: unknown): err is Error =>
  err instanceof Error &&
  (err as { statusCode?: unknown }).statusCode === undefined &&
  (err as { code?: unknown }).code === undefined;

/** True when `err`, or an error it wraps, is a broken multipart body: the client's fault, never ours. */
export function isBrokenMultipart(err: unknown): boolean {
  let e = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if (broken.has(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The answer to a broken multipart body, thrown where the request is first read. */
const brokenUpload = () => new AppError('INVALID', globalMessages.brokenUpload);

/**
 * The one file of a multipart request (routes register @fastify/multipart with `files: 1` and their own
 * size limit); a request that is not multipart, or holds no file, is refused with the route's `message`,
 * and a body without boundary, with another boundary or cut short with `globalMessages.brokenUpload`.
 */
export async function multipartFile(req: FastifyRequest, message: string): Promise<MultipartFile> {
  if (!req.isMultipart()) throw new AppError('INVALID', message);
  let data: MultipartFile | undefined;
  try {
    data = await req.file();
  } catch (err) {
    if (isParserError(err)) throw brokenUpload();
    throw err;
  }
  if (!data) throw new AppError('EMPTY', message);
  // The body may have broken already (a short body is parsed at once) or break while the route streams
  // the file to storage: either way before any reader sees the error.
  const mark = (err: unknown) => {
    if (isParserError(err)) broken.add(err);
  };
  if (data.file.errored) mark(data.file.errored);
  data.file.on('error', mark);
  return data;
}

/**
 * The whole file of `data`, or null when the route's size limit cut it; a body that breaks while it is read
 * is the client's fault (400), like one that breaks before.
 */
export async function multipartBytes(data: MultipartFile): Promise<Buffer | null> {
  try {
    const bytes = await data.toBuffer();
    return data.file.truncated ? null : bytes;
  } catch (err) {
    if (isBrokenMultipart(err) || isParserError(err)) throw brokenUpload();
    if ((err as { statusCode?: unknown }).statusCode === 413) return null;
    throw err;
  }
}
