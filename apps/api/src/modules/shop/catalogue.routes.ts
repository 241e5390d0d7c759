import multipart from '@fastify/multipart';
import {
  adminMeasureFormSchema,
  adminMeasureListSchema,
  adminMeasureSchema,
  adminProductFormSchema,
  adminProductListSchema,
  adminProductSchema,
  adminShopParamsSchema,
  adminShopQuerySchema,
  errorSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageParamsSchema,
  shopApiMessages,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { multipartBytes, multipartFile } from '../../lib/multipart-file';
import type { CatalogueService } from './catalogue.service';

const tags = ['back-office: loja'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The producer's measures and products (decision 45: `/api/admin/…` beside the area), and product images. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (
  app,
  { service },
) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 0, fileSize: PRODUCT_IMAGE_MAX_BYTES },
  });
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/valores-fotos',
    {
      config: { audit: 'valores_fotos.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Medidas do catálogo e, com ?formatura=, as da turma',
        querystring: adminShopQuerySchema,
        response: { 200: adminMeasureListSchema, ...errors },
      },
    },
    (req) => service.measures(req.query.formatura ?? null),
  );
  app.post(
    '/admin/valores-fotos',
    {
      config: { audit: 'valor_foto.criar' },
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar uma medida',
        body: adminMeasureFormSchema,
        response: { 201: adminMeasureSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createMeasure(req.actor, req.body)),
  );
  app.put(
    '/admin/valores-fotos/:id',
    {
      config: { audit: 'valor_foto.alterar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Editar, desativar ou reativar uma medida',
        params: adminShopParamsSchema,
        body: adminMeasureFormSchema,
        response: { 200: adminMeasureSchema, ...errors },
      },
    },
    (req) => service.updateMeasure(req.actor, req.params.id, req.body),
  );

  app.get(
    '/admin/produtos',
    {
      config: { audit: 'produtos.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Produtos do catálogo e, com ?formatura=, os da turma',
        querystring: adminShopQuerySchema,
        response: { 200: adminProductListSchema, ...errors },
      },
    },
    (req) => service.products(req.query.formatura ?? null),
  );
  app.post(
    '/admin/produtos',
    {
      config: { audit: 'produto.criar' },
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar um produto',
        body: adminProductFormSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createProduct(req.actor, req.body)),
  );
  app.put(
    '/admin/produtos/:id',
    {
      config: { audit: 'produto.alterar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Editar, desativar ou reativar um produto',
        params: adminShopParamsSchema,
        body: adminProductFormSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    (req) => service.updateProduct(req.actor, req.params.id, req.body),
  );
  app.post(
    '/admin/produtos/:id/imagem',
    {
      config: { audit: 'produto.imagem' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Enviar a imagem de um produto (multipart, um arquivo)',
        consumes: ['multipart/form-data'],
        params: adminShopParamsSchema,
        response: { 200: adminProductSchema, ...errors, 413: errorSchema },
      },
    },
    async (req) => {
      const data = await multipartFile(req, shopApiMessages.productImageInvalid);
      const bytes = await multipartBytes(data);
      if (!bytes) {
        throw new AppError('LIMIT', shopApiMessages.productImageTooLarge, 413);
      }
      return service.setProductImage(req.actor, req.params.id, bytes);
    },
  );

  // Catalogue pictures, public like the products page itself: the version in the address makes each one
  // immutable, so browsers and proxies keep it for a year and an edit gives a new address.
  app.get(
    '/produtos/:id/imagem/:versao',
    {
      schema: {
        tags: ['loja'],
        summary: 'A imagem de um produto',
        params: productImageParamsSchema,
        response: { 200: z.string().meta({ format: 'binary' }), 404: errorSchema },
      },
    },
    async (req, reply) => {
      const image = await service.productImage(req.params.id, req.params.versao);
      reply.header('content-type', 'image/jpeg');
      reply.header('content-length', image.size);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return (reply as FastifyReply).send(image.stream);
    },
  );
};
