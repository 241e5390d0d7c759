import { addDays, type IsoDate, todayInSaoPaulo } from '@portal/domain';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { contracts, extras, packageItems, parcels, settings } from '../src/db/schema/index';
import { createGraduation, signedInStudent } from './factories';

export const today = (): IsoDate => todayInSaoPaulo(new Date());
/** The secret the tests' provider signs with (PAYMENT_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'sandbox-webhook-secret-for-tests-0123456789';
export const PAYMENT_ENV = { PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET };

type ParcelSeed = Partial<typeof parcels.$inferInsert> & { amountCents: number };

/** A contract with parcels, extras and package items for `studentId`. */
export async function createContract(
  db: Db,
  studentId: number,
  seed: {
    totalCents?: number;
    parcels?: ParcelSeed[];
    extras?: { description: string; amountCents: number }[];
    items?: Partial<typeof packageItems.$inferInsert>[];
  } = {},
) {
  const [contract] = await db
    .insert(contracts)
    .values({ studentId, totalTermCents: seed.totalCents ?? 300_000 })
    .returning();
  const id = contract!.id;
  const made = seed.parcels?.length
    ? await db
        .insert(parcels)
        .values(
          seed.parcels.map((p) => ({
            kind: 'Contrato' as const,
            method: 6,
            dueOn: today(),
            ...p,
            contractId: id,
          })),
        )
        .returning()
    : [];
  if (seed.extras?.length) await db.insert(extras).values(seed.extras.map((e) => ({ ...e, contractId: id })));
  if (seed.items?.length) {
    await db
      .insert(packageItems)
      .values(seed.items.map((i) => ({ name: 'Item', unitCents: 1_000, ...i, contractId: id })));
  }
  return { contract: contract!, parcels: made };
}

/**
 * A signed-in student of a graduation with the finance terms of the tests: R$ 3.000,00 a prazo,
 * R$ 2.700,00 à vista until 10 days from now, 3 instalments without interest then 5 %, card until far
 * ahead (so the settings' maximum decides), address reviewed.
 */
export async function payingStudent(
  app: App,
  db: Db,
  overrides: Parameters<typeof signedInStudent>[2] = {},
  graduation: Parameters<typeof createGraduation>[1] = {},
) {
  const g = await createGraduation(db, {
    priceTermCents: 300_000,
    priceCashCents: 270_000,
    cashLimitDate: addDays(today(), 10),
    interestFreeInstalments: 3,
    interestRateBp: 500,
    cardLimitDate: addDays(today(), 800),
    contractUrl: 'https://produtora.example/contrato.pdf',
    ...graduation,
  });
  const who = await signedInStudent(app, db, {
    graduationId: g.graduation.id,
    courseId: g.course.id,
    cep: '90010000',
    street: 'Rua dos Andradas',
    number: '1001',
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    uf: 'RS',
    addressReviewedAt: today(),
    ...overrides,
  });
  return { ...who, graduation: g.graduation, course: g.course };
}

/** Stores one producer setting (one settings row per key). */
export async function setSetting(db: Db, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
