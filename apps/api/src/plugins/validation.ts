import { findNulByte, globalMessages, ZOD_PT_BR } from '@portal/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

// zod's own texts are English: any zod message of this process (a schema without its own text) is pt-BR.
z.config(ZOD_PT_BR);

/** Fails whatever it is given, with the generic pt-BR text: the answer to a NUL byte. */
const nulRefused = z.custom(() => false, { error: globalMessages.invalidInput });

/**
 * A wire refusal that its schema gave no text of its own says only the generic pt-BR text: the error
 * handler then answers the schema's own text when one issue has it (the spec's catalogue), else this one.
 */
const wireParams = { error: () => globalMessages.invalidInput };

/** zod's issues in Fastify's validation-error shape (what `err.validation` and `schemaErrorFormatter` get). */
function validationErrors(issues: readonly z.core.$ZodIssue[]) {
  return issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params,
  }));
}

/** The zod schema of a route part (fastify-type-provider-zod also accepts it under `properties`). */
function zodSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`route schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * The zod validator of every route, behind one wire rule decided here once: no text of a request (body,
 * query string or path parameter) may hold a NUL byte, which PostgreSQL's text cannot store (it answered
 * 500 before). The refusal goes through the same validation-error path as any schema failure, so routes with
 * their own `schemaErrorFormatter` and the error handler answer it as 400 INVALID like any bad field.
 */
export const wireValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const schema = zodSchema(route.schema);
  return (data) => {
    const result = (findNulByte(data) ? nulRefused : schema).safeParse(data, wireParams);
    return result.success ? { value: result.data } : { error: validationErrors(result.error.issues) };
  };
};
