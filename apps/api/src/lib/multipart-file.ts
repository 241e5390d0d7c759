import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The one file of a multipart request (routes register @fastify/multipart with `files: 1` and their own
 * size limit); a request that is not multipart, or holds no file, is refused with the route's `message`.
 */
export async function multipartFile(req: FastifyRequest, message: string): Promise<MultipartFile> {
  if (!req.isMultipart()) throw new AppError('INVALID', message);
  const data = await req.file();
  if (!data) throw new AppError('EMPTY', message);
  return data;
}
