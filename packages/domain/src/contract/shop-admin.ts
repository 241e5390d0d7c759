import { z } from 'zod';
import { toCents } from '../money';
import { ComplementaryKind } from '../shop/complementary';
import { MEASURE_KINDS } from '../shop/measure-kinds';
import { INT4_MAX, idParamSchema, idSchema } from './common';

/**
 * The producer's measures (valores-fotos) and products in the back-office (decision 68):
 * `/api/admin/valores-fotos…` and `/api/admin/produtos…`. `formatura` null is the catalogue every class
 * sees; a graduation's own measure of the same slug replaces the catalogue's for that class.
 */

/** Money typed by the producer: reais, at most two decimals, at most R$ 100.000,00. */
const price = z
  .number({ error: 'Informe o valor.' })
  .nonnegative('O valor não pode ser negativo.')
  .max(100_000, 'O valor é alto demais.')
  .multipleOf(0.01, 'Use no máximo dois decimais.');
const count = z
  .number({ error: 'Informe quantas fotos complementares.' })
  .int('Use um número inteiro.')
  .min(0, 'Não pode ser negativo.')
  .max(50, 'No máximo 50 fotos complementares.');

/** Measure slugs: lower-case letters, digits and + - x, as the spec's digital, dig+imp, 15x21. */
export const MEASURE_SLUG_PATTERN = /^[a-z0-9][a-z0-9+x-]{0,39}$/;

export const adminMeasureFormSchema = z.object({
  formatura: idSchema.nullable(),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(MEASURE_SLUG_PATTERN, 'Use letras minúsculas, números, + ou - (ex.: 15x21, dig+imp).'),
  nome: z.string().trim().min(1, 'Informe o nome da medida.').max(200),
  descricao: z.string().trim().max(2000),
  /** What the student receives (decision 116): it decides credits, delivery, production and downloads. */
  tipoMedida: z.enum(MEASURE_KINDS, { error: 'Escolha o que o formando recebe nesta medida.' }),
  valor: price,
  complementar: count,
  complementares: z.array(z.enum(ComplementaryKind)).max(3),
  ordem: z.number().int().min(0).max(10_000),
  ativo: z.boolean(),
});
export type AdminMeasureForm = z.infer<typeof adminMeasureFormSchema>;
export const adminMeasureSchema = adminMeasureFormSchema.extend({
  id: z.number().int(),
  formatura: z.number().int().nullable(),
  slug: z.string(),
  descricao: z.string(),
  complementares: z.array(z.string()),
});
export type AdminMeasure = z.infer<typeof adminMeasureSchema>;
export const adminMeasureListSchema = z.array(adminMeasureSchema);

export const adminProductFormSchema = z.object({
  formatura: idSchema.nullable(),
  nome: z.string().trim().min(1, 'Informe o nome do produto.').max(200),
  descricao: z.string().trim().max(2000),
  valor: price,
  complementar: count,
  ordem: z.number().int().min(0).max(10_000),
  ativo: z.boolean(),
});
export type AdminProductForm = z.infer<typeof adminProductFormSchema>;
export const adminProductSchema = adminProductFormSchema.extend({
  id: z.number().int(),
  formatura: z.number().int().nullable(),
  descricao: z.string(),
  /** The product's image address (public, versioned), or null before one is sent. */
  imagem: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

/** `?formatura=` of both lists: a graduation's rows and the catalogue's; without it, the catalogue only. */
export const adminShopQuerySchema = z.object({ formatura: idParamSchema.optional() });
export const adminShopParamsSchema = z.object({ id: idParamSchema });

/** Largest product image the back-office accepts (it is reduced to PRODUCT_IMAGE_WIDTH on arrival). */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMAGE_WIDTH = 800;

/** The price of a form in centavos. */
export const formPriceCents = (form: { valor: number }) => toCents(form.valor);

/** GET /api/produtos/{id}/imagem/{versao}: the version (the image's change time) makes the address immutable. */
export const productImageParamsSchema = z.object({
  id: idParamSchema,
  versao: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(INT4_MAX * 1000),
});
