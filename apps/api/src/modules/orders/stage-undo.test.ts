import {
  authMessages,
  STAGE_MAIL_DELAY_SECONDS,
  stageChangeMessages,
  trackingCodeMessages,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classWithPhotos,
  DELIVERY,
  fillBody,
  type Klass,
  photoLine,
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

/** A paid order of prints shipped by motoboy: it waits on 'processamento'. */
async function paidOrder(k: Klass): Promise<number> {
  const placed = (
    await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([photoLine(k, 0, '15x21', 2)], 100, DELIVERY.motoboy),
    )
  ).json();
  await t.db.update(orders).set({ paidOn: today(), paidBy: 'Portal' }).where(eq(orders.id, placed.pedId));
  return placed.pedId as number;
}

const stageMails = (k: Klass, id: number) =>
  t.mails.filter((m) => m.to === k.student.email && m.subject === `Pedido ${id}: nova etapa`);

describe('decision 118: a stage change can be undone before its e-mail leaves', () => {
  it('decision 118: the stage e-mail waits the window; nothing is sent at once', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    const res = await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'processamento' });
    expect(res.statusCode).toBe(200);
    const ate = Date.parse(res.json().desfazer.ate);
    expect(res.json().desfazer.etapa).toBe('processamento');
    expect(ate - Date.now()).toBeGreaterThan((STAGE_MAIL_DELAY_SECONDS - 10) * 1000);
    await t.drainJobs();
    expect(stageMails(k, id)).toHaveLength(0);
    await mailWindowPasses(t);
    expect(stageMails(k, id)).toHaveLength(1);
    // Once sent, the detail offers no undo.
    expect((await call('GET', `/admin/pedidos/${id}`, boss.token)).json().desfazer).toBeNull();
  });

  it("decision 118: 'Desfazer' within the window reverts the stage and the e-mail never leaves; both audited", async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'processamento' });
    const undone = await call('POST', `/admin/pedidos/${id}/etapa/desfazer`, boss.token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ etapa: 'processamento', desfazer: null });
    expect(undone.json().pedido.pedProcessamento).toBeNull();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      processingOn: null,
      processingBy: null,
      processingByUser: null,
      paidOn: today(),
    });
    await mailWindowPasses(t);
    expect(stageMails(k, id)).toHaveLength(0);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.studentId, k.student.id));
    expect(trail.map((a) => [a.action, a.detail])).toEqual(
      expect.arrayContaining([
        [expect.stringContaining('/etapa'), expect.objectContaining({ pedido: id, etapa: 'processamento' })],
        [
          expect.stringContaining('/etapa/desfazer'),
          expect.objectContaining({ pedido: id, etapa: 'processamento', desfeita: true }),
        ],
      ]),
    );
    // A second undo finds nothing to undo; the stage can be set again, with a new e-mail.
    const again = await call('POST', `/admin/pedidos/${id}/etapa/desfazer`, boss.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: stageChangeMessages.nothingToUndo, type: 'INVALID' });
    expect(
      (await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'processamento' })).statusCode,
    ).toBe(200);
    await mailWindowPasses(t);
    expect(stageMails(k, id)).toHaveLength(1);
  });

  it('decision 118: after the window the undo is refused with a pt-BR 409 and the stage stays', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'processamento' });
    await mailWindowPasses(t);
    const late = await call('POST', `/admin/pedidos/${id}/etapa/desfazer`, boss.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: stageChangeMessages.undoExpired, type: 'INVALID' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.processingOn).toBe(today());
  });

  it('decision 118: a window that ran out before the e-mail job ran is refused too (the job then sends)', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'processamento' });
    await t.database.query(
      `update order_stage_changes set mail_at = now() - interval '1 second' where order_id = $1`,
      [id],
    );
    expect((await call('POST', `/admin/pedidos/${id}/etapa/desfazer`, boss.token)).statusCode).toBe(409);
    await mailWindowPasses(t);
    expect(stageMails(k, id)).toHaveLength(1);
  });

  it('decision 118: only the last stage is undone; the one before keeps its e-mail', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'processamento' });
    await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'ok' });
    const undone = await call('POST', `/admin/pedidos/${id}/etapa/desfazer`, boss.token);
    expect(undone.json()).toMatchObject({ etapa: 'ok' });
    expect(undone.json().pedido.pedProcessamento).toBe(today());
    await mailWindowPasses(t);
    expect(stageMails(k, id)).toHaveLength(1);
  });

  it('decision 118: students and visitors are refused; an unknown order is 404', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    await call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa: 'processamento' });
    const asStudent = await call('POST', `/admin/pedidos/${id}/etapa/desfazer`, k.token);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    expect((await call('POST', `/admin/pedidos/${id}/etapa/desfazer`)).statusCode).toBe(401);
    expect((await call('POST', '/admin/pedidos/999999/etapa/desfazer', boss.token)).statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.processingOn).toBe(today());
  });
});

describe('decision 118: tracking codes are Correios codes, or marked as another format', () => {
  it.each([
    ['aa123456785br', false, 'AA123456785BR', false],
    ['AA 123 456 785 BR', false, 'AA123456785BR', false],
    ['1Z999AA10123456784', true, '1Z999AA10123456784', true],
    // A Correios code marked as another format is still a Correios code.
    ['SS987654326BR', true, 'SS987654326BR', false],
    ['', false, null, false],
  ])('decision 118: %s (outro formato: %s) is saved as %s', async (codigo, outroFormato, saved, marked) => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    const res = await call('PUT', `/admin/pedidos/${id}/rastreio`, boss.token, { codigo, outroFormato });
    expect(res.statusCode).toBe(200);
    expect(res.json().pedido.pedRastreio).toBe(saved);
    expect(res.json().rastreioOutroFormato).toBe(marked);
  });

  it.each([
    ['a wrong check digit', 'AA123456789BR'],
    ['another country', 'AA123456785US'],
    ["another carrier's code not marked", '1Z999AA10123456784'],
  ])('decision 118: %s is refused (400) unless marked as another format', async (_what, codigo) => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    const res = await call('PUT', `/admin/pedidos/${id}/rastreio`, boss.token, { codigo });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: trackingCodeMessages.notCorreios, type: 'INVALID' });
  });

  it('decision 118: a student cannot set a tracking code (403)', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await paidOrder(k);
    const res = await call('PUT', `/admin/pedidos/${id}/rastreio`, k.token, { codigo: 'AA123456785BR' });
    expect(res.statusCode).toBe(403);
  });
});
