import {
  cacheEntrySchema,
  cacheListSchema,
  cacheParamsSchema,
  cartItemFromWire,
  complementaryChoiceListSchema,
  complementaryChoiceSchema,
  complementarySaveRequestSchema,
  complementaryTypeRequestSchema,
  errorSchema,
  measureListSchema,
  messageSchema,
  productListSchema,
  singleDownloadRequestSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShopService } from './shop.service';
import type { SingleDownloadService } from './single-download';

const tags = ['loja'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The shop calls of the album, products and cart (spec B §7). */
export const shopRoutes: FastifyPluginAsyncZod<{
  service: ShopService;
  downloads: SingleDownloadService;
}> = async (app, { service, downloads }) => {
  // The acting student, loaded once before the handler (decision 107); calls that may name photos load
  // them with their contracts, for the photo-access rule.
  const withPhotos = service.photoLoader;

  app.get(
    '/perfil/valores-fotos',
    {
      config: { audit: 'perfil.valores_fotos.ver' },
      ...app.student('eventMedia'),
      schema: {
        tags,
        security,
        summary: 'Medidas e preços das fotos, com os créditos do formando em cada uma',
        response: { 200: measureListSchema, ...errors },
      },
    },
    (req) => service.measures(req.access),
  );

  app.get(
    '/produtos/listar',
    {
      config: { audit: 'loja.produtos.ver' },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Produtos à venda',
        response: { 200: productListSchema, ...errors },
      },
    },
    (req) => service.products(req.access),
  );

  app.get(
    '/complementar',
    {
      config: { audit: 'loja.complementar.ver' },
      ...app.student('cart', withPhotos),
      schema: {
        tags,
        security,
        summary: 'Fotos complementares escolhidas',
        response: { 200: complementaryChoiceListSchema, ...errors },
      },
    },
    (req) => service.choices(req.access),
  );
  app.post(
    '/complementar',
    {
      config: { audit: 'loja.complementar.salvar' },
      ...app.student(undefined, withPhotos),
      schema: {
        tags,
        security,
        summary: 'Escolher (ou, sem fotos, limpar) as fotos complementares de um tipo',
        body: complementarySaveRequestSchema,
        response: { 200: complementaryChoiceSchema, ...errors },
      },
    },
    (req) => service.saveChoice(req.access, req.body),
  );
  app.post(
    '/complementar/tipo',
    {
      config: { audit: 'loja.complementar.tipo' },
      ...app.student('uploads'),
      schema: {
        tags,
        security,
        summary: 'Uma foto complementar enviada é para o quadro ou para o convite',
        body: complementaryTypeRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.setUploadKind(req.access, req.body.id, req.body.tp),
  );

  app.get(
    '/cache/:type',
    {
      config: { audit: 'loja.carrinho.ver' },
      ...app.student('cart', withPhotos),
      schema: {
        tags,
        security,
        summary: 'O pedido aberto salvo no servidor (lista; o primeiro item vale)',
        params: cacheParamsSchema,
        response: { 200: cacheListSchema, ...errors },
      },
    },
    (req) => service.cache(req.access, req.params.type),
  );
  app.post(
    '/cache',
    {
      config: { audit: 'loja.carrinho.salvar' },
      ...app.student(undefined, withPhotos),
      schema: {
        tags,
        security,
        summary: 'Salvar o pedido aberto (os preços vêm do catálogo)',
        body: cacheEntrySchema,
        response: { 200: cacheEntrySchema, ...errors },
      },
    },
    (req) =>
      service.saveCache(req.access, { tipo: req.body.tipo, content: req.body.content.map(cartItemFromWire) }),
  );
  app.delete(
    '/cache/:type',
    {
      config: { audit: 'loja.carrinho.esvaziar' },
      ...app.student('cart'),
      schema: {
        tags,
        security,
        summary: 'Apagar o pedido aberto salvo',
        params: cacheParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.deleteCache(req.access, req.params.type),
  );

  app.post(
    '/singledown',
    {
      config: { audit: 'foto.baixar' },
      ...app.student(undefined, withPhotos),
      schema: {
        tags,
        security,
        summary: 'Baixar uma foto do álbum (só quando as fotos digitais da turma são livres)',
        body: singleDownloadRequestSchema,
        response: { 200: z.string().meta({ format: 'binary' }), ...errors },
      },
    },
    async (req, reply) => {
      const file = await downloads.open(req.access, { id: req.body.id, evento: req.body.evento });
      const ext =
        file.contentType === 'image/png' ? 'png' : file.contentType === 'image/webp' ? 'webp' : 'jpg';
      reply.header('content-type', file.contentType);
      reply.header('content-length', file.size);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="img.${ext}"`);
      return (reply as FastifyReply).send(file.stream);
    },
  );
};
