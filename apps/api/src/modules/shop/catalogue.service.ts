import { randomUUID } from 'node:crypto';
import {
  type AdminMeasure,
  type AdminMeasureForm,
  type AdminProduct,
  type AdminProductForm,
  formPriceCents,
  globalMessages,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_WIDTH,
  shopApiMessages,
  toReais,
} from '@portal/domain';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { catalogueRepository, type MeasureRow, type ProductRow } from './catalogue.repository';
import { productImagePath } from './shop.service';

type Deps = { db: Db; uow: UnitOfWork; storage: Storage };

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);

const toAdminMeasure = (m: MeasureRow): AdminMeasure => ({
  id: m.id,
  formatura: m.graduationId,
  slug: m.slug,
  nome: m.name,
  descricao: m.description,
  tipoMedida: m.kind,
  valor: toReais(m.priceCents),
  complementar: m.complementaryCount,
  complementares: m.complementaryTypes,
  ordem: m.position,
  ativo: m.active,
});

const toAdminProduct = (p: ProductRow): AdminProduct => ({
  id: p.id,
  formatura: p.graduationId,
  nome: p.name,
  descricao: p.description,
  valor: toReais(p.priceCents),
  complementar: p.complementaryCount,
  imagem: productImagePath(p) || null,
  ordem: p.position,
  ativo: p.active,
});

const measureValues = (f: AdminMeasureForm) => ({
  graduationId: f.formatura,
  slug: f.slug,
  name: f.nome,
  description: f.descricao,
  kind: f.tipoMedida,
  priceCents: formPriceCents(f),
  complementaryCount: f.complementar,
  complementaryTypes: [...new Set(f.complementares)],
  position: f.ordem,
  active: f.ativo,
});

const productValues = (f: AdminProductForm) => ({
  graduationId: f.formatura,
  name: f.nome,
  description: f.descricao,
  priceCents: formPriceCents(f),
  complementaryCount: f.complementar,
  position: f.ordem,
  active: f.ativo,
});

/**
 * The producer's measures and products (decision 68, back-office), and the products' images: reduced with
 * sharp to one JPEG of PRODUCT_IMAGE_WIDTH on arrival, served under a versioned public address.
 */
export function catalogueService({ db, uow, storage }: Deps) {
  const repo = catalogueRepository(db);

  async function requireGraduation(id: number | null) {
    if (id === null) return;
    if (!(await repo.graduationExists(id))) throw notFound();
  }

  async function refuseTakenSlug(graduationId: number | null, slug: string, self?: number) {
    const taken = await repo.measureBySlug(graduationId, slug);
    if (taken && taken.id !== self) throw new AppError('FOUND', shopApiMessages.measureSlugTaken);
  }

  return {
    async measures(graduationId: number | null): Promise<AdminMeasure[]> {
      await requireGraduation(graduationId);
      return (await repo.measures(graduationId)).map(toAdminMeasure);
    },

    async createMeasure(actor: Actor, form: AdminMeasureForm): Promise<AdminMeasure> {
      await requireGraduation(form.formatura);
      await refuseTakenSlug(form.formatura, form.slug);
      const row = await uow.run(actor, (tx) => catalogueRepository(tx).insertMeasure(measureValues(form)), {
        graduationId: form.formatura,
        detail: { after: form },
      });
      return toAdminMeasure(row);
    },

    async updateMeasure(actor: Actor, id: number, form: AdminMeasureForm): Promise<AdminMeasure> {
      const before = await repo.measure(id);
      if (!before) throw notFound();
      await requireGraduation(form.formatura);
      await refuseTakenSlug(form.formatura, form.slug, id);
      const row = await uow.run(
        actor,
        (tx) => catalogueRepository(tx).updateMeasure(id, measureValues(form)),
        {
          graduationId: form.formatura,
          detail: { before: toAdminMeasure(before), after: form },
        },
      );
      if (!row) throw notFound();
      return toAdminMeasure(row);
    },

    async products(graduationId: number | null): Promise<AdminProduct[]> {
      await requireGraduation(graduationId);
      return (await repo.products(graduationId, false)).map(toAdminProduct);
    },

    async createProduct(actor: Actor, form: AdminProductForm): Promise<AdminProduct> {
      await requireGraduation(form.formatura);
      const row = await uow.run(actor, (tx) => catalogueRepository(tx).insertProduct(productValues(form)), {
        graduationId: form.formatura,
        detail: { after: form },
      });
      return toAdminProduct(row);
    },

    async updateProduct(actor: Actor, id: number, form: AdminProductForm): Promise<AdminProduct> {
      const before = await repo.product(id);
      if (!before) throw notFound();
      await requireGraduation(form.formatura);
      const row = await uow.run(
        actor,
        (tx) => catalogueRepository(tx).updateProduct(id, productValues(form)),
        {
          graduationId: form.formatura,
          detail: { before: toAdminProduct(before), after: form },
        },
      );
      if (!row) throw notFound();
      return toAdminProduct(row);
    },

    /** A product's new image: any image sharp reads, stored as one JPEG; the old file is removed after. */
    async setProductImage(actor: Actor, id: number, bytes: Buffer): Promise<AdminProduct> {
      const before = await repo.product(id);
      if (!before) throw notFound();
      if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) {
        throw new AppError('LIMIT', shopApiMessages.productImageTooLarge, 413);
      }
      let jpeg: Buffer;
      try {
        jpeg = await sharp(bytes, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: PRODUCT_IMAGE_WIDTH, withoutEnlargement: true })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
      } catch {
        throw new AppError('INVALID', shopApiMessages.productImageInvalid);
      }
      const key = `products/${id}/${randomUUID()}.jpg`;
      await storage.put(key, jpeg);
      let row: ProductRow | undefined;
      try {
        row = await uow.run(actor, (tx) => catalogueRepository(tx).updateProduct(id, { imageKey: key }), {
          graduationId: before.graduationId,
          detail: { imagem: key },
        });
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      if (before.imageKey) await storage.delete(before.imageKey);
      if (!row) throw notFound();
      return toAdminProduct(row);
    },

    /** The image of GET /produtos/{id}/imagem/{versao}; only the current version answers. */
    async productImage(id: number, version: number) {
      const row = await repo.product(id);
      if (!row?.imageKey || row.updatedAt.getTime() !== version) throw notFound();
      const stored = await storage.get(row.imageKey);
      if (!stored) throw notFound();
      return stored;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
