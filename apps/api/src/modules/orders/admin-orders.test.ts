import { authMessages, orderApiMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classmate,
  classWithPhotos,
  DELIVERY,
  fillBody,
  type Klass,
  photoLine,
  productLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { mailWindowPasses } from '../../../test/stage-mail';
import { auditLog, orders } from '../../db/schema/index';

let t: TestContext;
let call: ReturnType<typeof caller>;
let boss: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
  boss = await admin(t);
});
afterAll(() => t.close());

/** A paid order with two prints by motoboy, and an unpaid one with a product picked up. */
async function twoOrders(k: Klass) {
  const prints = (
    await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([photoLine(k, 0, '15x21', 2)], 100, DELIVERY.motoboy),
    )
  ).json();
  await t.db.update(orders).set({ paidOn: today(), paidBy: 'Portal' }).where(eq(orders.id, prints.pedId));
  const product = (
    await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([productLine(k.product, 2)], 80, DELIVERY.pickup),
    )
  ).json();
  return { prints: prints.pedId as number, product: product.pedId as number };
}

describe('GET /api/admin/pedidos', () => {
  it('decision 82: the board groups orders by the stage they wait on, filtered by class and stage', async () => {
    const k = await classWithPhotos(t, 1);
    const { prints, product } = await twoOrders(k);
    const board = (await call('GET', `/admin/pedidos?formatura=${k.graduation.id}`, boss.token)).json();
    const column = (etapa: string) =>
      board.etapas
        .find((c: { etapa: string }) => c.etapa === etapa)
        .pedidos.map((o: { pedido: { pedId: number } }) => o.pedido.pedId);
    expect(board.etapas.map((c: { etapa: string }) => c.etapa)).toEqual([
      'financeiro',
      'processamento',
      'ok',
      'entregue',
      'concluido',
    ]);
    expect(column('financeiro')).toEqual([product]);
    expect(column('processamento')).toEqual([prints]);
    const card = board.etapas[1].pedidos[0];
    expect(card).toMatchObject({
      aluno: { id: k.student.id },
      formatura: { id: k.graduation.id },
      entrega: 'Motoboy',
      liquido: 100,
    });
    const only = (
      await call('GET', `/admin/pedidos?formatura=${k.graduation.id}&etapa=financeiro`, boss.token)
    ).json();
    expect(only.etapas).toHaveLength(1);
    expect(only.etapas[0].pedidos).toHaveLength(1);
    expect((await call('GET', '/admin/pedidos?etapa=pedido', boss.token)).statusCode).toBe(400);
  });

  it('spec B §6: students (even committee), an administrator acting as a student and visitors are refused', async () => {
    const k = await classWithPhotos(t, 1);
    const committee = await classmate(t, k, { committee: true });
    const acting = await boss.actAs(k.student.id);
    for (const token of [k.token, committee.token]) {
      const res = await call('GET', '/admin/pedidos', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    }
    expect((await call('GET', '/admin/pedidos', acting)).statusCode).toBe(200);
    expect((await call('GET', '/admin/pedidos')).statusCode).toBe(401);
    expect((await call('POST', '/admin/pedidos/1/etapa', k.token, { etapa: 'financeiro' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/admin/pedidos/1/rastreio', k.token, { codigo: 'X' })).statusCode).toBe(403);
    expect((await call('GET', '/admin/pedidos/separacao?formatura=1', k.token)).statusCode).toBe(403);
    expect((await call('PUT', '/admin/pedidos/configuracao', k.token, { freteReserva: 1 })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/admin/pedidos/{id}/etapa and PUT /api/admin/pedidos/{id}/rastreio', () => {
  it('spec A §4: each stage is stamped in turn with the date and who set it, the student told by e-mail', async () => {
    const k = await classWithPhotos(t, 1);
    const { prints } = await twoOrders(k);
    const skip = await call('POST', `/admin/pedidos/${prints}/etapa`, boss.token, { etapa: 'ok' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toBe(orderApiMessages.stageNotCurrent);
    for (const etapa of ['processamento', 'ok']) {
      const res = await call('POST', `/admin/pedidos/${prints}/etapa`, boss.token, { etapa });
      expect(res.statusCode).toBe(200);
    }
    let detail = (await call('GET', `/admin/pedidos/${prints}`, boss.token)).json();
    expect(detail.etapa).toBe('entregue');
    expect(detail.historico[4]).toMatchObject({ situation: 'preparingDelivery', state: 'current' });
    expect(detail.carimbos).toEqual([
      { etapa: 'financeiro', data: today(), por: 'Portal' },
      { etapa: 'processamento', data: today(), por: boss.user.name },
      { etapa: 'ok', data: today(), por: boss.user.name },
      { etapa: 'entregue', data: null, por: null },
    ]);
    expect(detail.endereco).toContain('90010000');
    // The tracking code moves a shipped order to 'awaiting delivery confirmation'.
    const coded = await call('PUT', `/admin/pedidos/${prints}/rastreio`, boss.token, {
      codigo: 'aa123456785br',
    });
    expect(coded.json().pedido.pedRastreio).toBe('AA123456785BR');
    expect(coded.json().historico[4].situation).toBe('awaitingDeliveryConfirmation');
    expect(
      (await call('PUT', `/admin/pedidos/${prints}/rastreio`, boss.token, { codigo: 'a b' })).statusCode,
    ).toBe(400);
    await call('POST', `/admin/pedidos/${prints}/etapa`, boss.token, { etapa: 'entregue' });
    detail = (await call('GET', `/admin/pedidos/${prints}`, boss.token)).json();
    expect(detail.etapa).toBeNull();
    expect(detail.pedido).toMatchObject({
      pedEntregue: today(),
      pedAdmEntrega: boss.user.name,
      pedAdmin: boss.user.name,
    });
    // The student follows it, and was told of each change.
    const mine = (await call('GET', `/pedidos/detalhar/${prints}`, k.token)).json();
    expect(mine.historico[4].text).toMatch(/^Entregue em /);
    await mailWindowPasses(t);
    const told = t.mails.filter(
      (m) => m.to === k.student.email && m.subject === `Pedido ${prints}: nova etapa`,
    );
    expect(told).toHaveLength(3);
    expect(told.some((m) => m.text.includes('Entregue em'))).toBe(true);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.studentId, k.student.id));
    expect(audited.filter((a) => a.action.includes('/etapa')).length).toBe(3);
  });

  it('spec A §4: marking an unpaid order paid by hand records who did it; twice at once stamps once', async () => {
    const k = await classWithPhotos(t, 1);
    const { product } = await twoOrders(k);
    const [a, b] = await Promise.all([
      call('POST', `/admin/pedidos/${product}/etapa`, boss.token, { etapa: 'financeiro' }),
      call('POST', `/admin/pedidos/${product}/etapa`, boss.token, { etapa: 'financeiro' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const row = (await t.db.select().from(orders).where(eq(orders.id, product)))[0]!;
    expect(row).toMatchObject({ paidOn: today(), paidBy: boss.user.name, paidByUser: boss.user.id });
    const detail = (await call('GET', `/admin/pedidos/${product}`, boss.token)).json();
    // Picked up: ready means ready for delivery at the studio.
    expect(detail.entrega).toBe('Retirada na matriz');
    expect(detail.endereco).toBeNull();
  });

  it('an unknown order is 404, a bad stage 400', async () => {
    expect((await call('GET', '/admin/pedidos/999999', boss.token)).statusCode).toBe(404);
    expect((await call('POST', '/admin/pedidos/999999/etapa', boss.token, { etapa: 'ok' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', '/admin/pedidos/999999/rastreio', boss.token, { codigo: 'AA123456785BR' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/admin/pedidos/1/etapa', boss.token, { etapa: 'pedido' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/admin/pedidos/separacao', () => {
  it('decisions 79 and 123: the prints and products of paid orders not yet ready, per photo and product, each with its order, student and delivery', async () => {
    const k = await classWithPhotos(t, 2);
    const other = await classmate(t, k);
    const { prints, product } = await twoOrders(k);
    await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, product));
    const second = (
      await call(
        'POST',
        '/pedidos/preencher',
        other.token,
        fillBody([photoLine(k, 0, '15x21'), photoLine(k, 1, 'digital')], 90, DELIVERY.motoboy),
      )
    ).json();
    await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, second.pedId));
    const res = await call('GET', `/admin/pedidos/separacao?formatura=${k.graduation.id}`, boss.token);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    const studentName = `${k.student.firstName} ${k.student.surname}`;
    expect(list.pedidos).toEqual([prints, product, second.pedId]);
    expect(list.impressas).toEqual([
      {
        medida: '15x21',
        nome: 'Impressa 15x21',
        foto: k.photos[0]!.id,
        evento: k.event.id,
        arquivo: k.photos[0]!.originalName,
        quantidade: 3,
        pedidos: [prints, second.pedId],
        itens: [
          { pedId: prints, aluno: studentName, entrega: 'Motoboy', quantidade: 2 },
          {
            pedId: second.pedId,
            aluno: `${other.student.firstName} ${other.student.surname}`,
            entrega: 'Motoboy',
            quantidade: 1,
          },
        ],
      },
    ]);
    expect(list.produtos).toEqual([
      {
        produto: k.product.id,
        nome: 'Caneca',
        quantidade: 2,
        itens: [
          {
            pedId: product,
            aluno: studentName,
            entrega: 'Retirada na matriz',
            quantidade: 2,
            complementares: [],
          },
        ],
      },
    ]);
    // Once ready, an order leaves the list.
    await t.db.update(orders).set({ readyOn: today() }).where(eq(orders.id, prints));
    const after = (
      await call('GET', `/admin/pedidos/separacao?formatura=${k.graduation.id}`, boss.token)
    ).json();
    expect(after.impressas[0].quantidade).toBe(1);
    expect((await call('GET', '/admin/pedidos/separacao?formatura=999999', boss.token)).statusCode).toBe(404);
    expect((await call('GET', '/admin/pedidos/separacao', boss.token)).statusCode).toBe(400);
  });
});

describe('GET and PUT /api/admin/pedidos/configuracao', () => {
  it('spec B §4.3: the Sedex fallback price is the producer setting the student side answers', async () => {
    expect((await call('GET', '/admin/pedidos/configuracao', boss.token)).json()).toEqual({
      freteReserva: 45,
    });
    const saved = await call('PUT', '/admin/pedidos/configuracao', boss.token, { freteReserva: 52.5 });
    expect(saved.json()).toEqual({ freteReserva: 52.5 });
    const k = await classWithPhotos(t, 1);
    expect((await call('GET', '/perfil/frete/padrao', k.token)).json()).toEqual({ valor: 52.5 });
    expect(
      (await call('PUT', '/admin/pedidos/configuracao', boss.token, { freteReserva: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/admin/pedidos/configuracao', boss.token, { freteReserva: 1.234 })).statusCode,
    ).toBe(400);
    await call('PUT', '/admin/pedidos/configuracao', boss.token, { freteReserva: 45 });
  });
});
