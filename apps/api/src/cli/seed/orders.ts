import {
  addDays,
  type CartItem,
  computeCheckout,
  type DeliveryOption,
  deliveryOffers,
  type IsoDate,
  type Measure,
  photoCartItem,
} from '@portal/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, measures, orders, photos, students } from '../../db/schema/index';
import { ordersRepository } from '../../modules/orders/orders.repository';

const DEMO_STUDENT_EMAIL = 'formando@demo.com.br';
const NO_CREDITS = { digital: 0, printed: 0, downImpressas: 0, guest: false, ignoreCredits: false };

/**
 * Two orders for the demo student, so the order list, the detail, the download and the
 * producer's board can be tried at once: three digital photos paid by card and delivered (downloadable),
 * and two 15x21 prints by motoboy, paid and in production. Nothing happens when the student has orders,
 * or when the demo class has no ready photos or the catalogue no measures yet. Returns whether it seeded.
 */
export async function seedOrders(db: Db, today: IsoDate): Promise<boolean> {
  const [student] = await db
    .select({ id: students.id, graduationId: students.graduationId })
    .from(students)
    .where(eq(students.email, DEMO_STUDENT_EMAIL));
  if (!student) return false;
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.studentId, student.id));
  if ((existing?.n ?? 0) > 0) return false;
  const album = await db
    .select({ id: photos.id, eventId: photos.eventId, thumbKey: photos.thumbKey })
    .from(photos)
    .innerJoin(events, eq(events.id, photos.eventId))
    .where(and(eq(events.graduationId, student.graduationId), eq(photos.state, 'ready')))
    .orderBy(asc(photos.eventId), asc(photos.position))
    .limit(5);
  const catalogue = await db.select().from(measures).where(isNull(measures.graduationId));
  const measure = (slug: string): Measure | undefined => {
    const m = catalogue.find((r) => r.slug === slug);
    return (
      m && {
        slug,
        nome: m.name,
        valor: m.priceCents,
        descricao: m.description,
        complementar: 0,
        complementares: [],
        tipoMedida: m.kind,
      }
    );
  };
  const digital = measure('digital');
  const print = measure('15x21');
  if (album.length < 5 || !digital || !print) return false;
  const line = (i: number, m: Measure, qt: number): CartItem =>
    photoCartItem(
      { id: album[i]!.id, evento: album[i]!.eventId, caminho: '', ignorarCreditos: false },
      m,
      qt,
      `demo-${album[i]!.id}-${m.slug}`,
    );
  const paidDay = addDays(today, -12);
  const digitalLines = [0, 1, 2].map((i) => line(i, digital, 1));
  const printLines = [line(3, print, 2), line(4, print, 1)];
  const motoboy = deliveryOffers({
    items: printLines,
    address: { cidade: 'Porto Alegre', uf: 'RS' },
    sedexPrice: 0,
  }).find((o) => o.slug === 'motoboy');
  const { calculating: _, ...moto } = motoboy!;
  await db.transaction(async (tx) => {
    const repo = ordersRepository(tx);
    const place = async (
      items: CartItem[],
      delivery: DeliveryOption | null,
      stamps: Partial<typeof orders.$inferInsert>,
    ) => {
      const checkout = computeCheckout(items, delivery, NO_CREDITS);
      const shipping = checkout.frete.reduce((s, d) => s + d.valor, 0);
      const printed = items.reduce((s, i) => (i.slug === print.slug ? s + i.qt : s), 0);
      const id = await repo.insertPlaced({
        studentId: student.id,
        graduationId: student.graduationId,
        placedAt: new Date(),
        shippingCents: shipping,
        deliveryMode: delivery?.modalidade ?? null,
        deliverySlug: delivery?.slug ?? null,
        quantity: items.reduce((s, i) => s + i.qt, 0),
        printedUnits: printed,
        digitalOnly: printed === 0,
        totalCents: checkout.bruto + shipping,
        discountCents: 0,
        checkout,
        paymentMethod: 2,
        document: 'Demonstração',
        ...stamps,
      });
      await repo.insertLines(
        id,
        items.map((item, position) => ({
          position,
          kind: item.tipo,
          slug: item.slug,
          photoId: item.id,
          eventId: item.evento,
          productId: null,
          quantity: item.qt,
          unitCents: item.valor,
          line: item,
        })),
      );
    };
    await place(digitalLines, null, {
      placedOn: addDays(today, -14),
      paidOn: paidDay,
      paidBy: 'Portal',
      processingOn: paidDay,
      processingBy: 'Portal',
      readyOn: paidDay,
      readyBy: 'Portal',
      deliveredOn: paidDay,
      deliveredBy: 'Portal',
    });
    await place(printLines, moto, {
      placedOn: addDays(today, -3),
      paidOn: addDays(today, -2),
      paidBy: 'Portal',
      processingOn: addDays(today, -1),
      processingBy: 'Administrador',
    });
  });
  return true;
}
