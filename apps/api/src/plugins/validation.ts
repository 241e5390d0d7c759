import { findNulByte, globalMessages } from '@portal/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Fails whatever it is given, with the generic pt-BR text: the answer to a NUL byte. */
const nulRefused = z.custom(() => false, { error: globalMessages.invalidInput });

/**
 * The zod validator of every route, behind one wire rule decided here once: no text of a request (body,
 * query string or path parameter) may hold a NUL byte, which PostgreSQL's text cannot store (it answered
 * 500 before). The refusal goes through the same validation-error path as any schema failure, so routes with
 * their own `schemaErrorFormatter` and the error handler answer it as 400 INVALID like any bad field.
 */
export const wireValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const refuse = validatorCompiler({ ...route, schema: nulRefused });
  return (data) => (findNulByte(data) ? refuse(data) : validate(data));
};
