import { describe, expect, it } from 'vitest';
import { deletionPlan, deletionRefuseSchema, fiscalKeepUntil, isOpenDeletion } from './deletion';

const none = { parcels: 0, paidParcels: 0, orders: 0, uploads: 0, consents: 0, faces: 0, lastPaidOn: null };

describe('decision 140: what an approval erases and keeps', () => {
  it('decision 140: fiscal records are kept five years after the year of the last payment', () => {
    expect(fiscalKeepUntil('2026-03-10')).toBe('2031-12-31');
    expect(fiscalKeepUntil(null)).toBeNull();
  });

  it('decision 140: with parcels or orders the CPF and the finance records stay, with the reason', () => {
    const plan = deletionPlan({ ...none, parcels: 3, paidParcels: 2, lastPaidOn: '2025-12-31' });
    expect(plan.keepsCpf).toBe(true);
    expect(plan.kept.map((k) => k.what)).toEqual([
      '3 parcelas (2 pagas), pagamentos e recibos',
      '0 pedidos',
      'CPF',
      'Auditoria das ações dos administradores',
    ]);
    expect(plan.kept[0]!.why).toContain('até 31/12/2030');
    expect(plan.anonymised.map((a) => a.what)).not.toContain('CPF');
  });

  it('decision 140: without finance records the CPF is anonymised and only the audit stays', () => {
    const plan = deletionPlan({ ...none, uploads: 1, faces: null });
    expect(plan.keepsCpf).toBe(false);
    expect(plan.kept.map((k) => k.what)).toEqual(['Auditoria das ações dos administradores']);
    expect(plan.anonymised.map((a) => a.what)).toContain('CPF');
    expect(plan.erased.map((e) => e.what)).toContain('1 arquivo enviado');
    expect(plan.erased.map((e) => e.what)).toContain('Descritores de rosto (busca por selfie)');
  });

  it('decision 140: only requested and confirmed requests are open; a refusal needs a reason', () => {
    expect(
      ['requested', 'confirmed', 'approved', 'done', 'refused', 'cancelled'].filter((s) =>
        isOpenDeletion(s as never),
      ),
    ).toEqual(['requested', 'confirmed']);
    expect(deletionRefuseSchema.safeParse({ reason: '   ok  ' }).success).toBe(false);
    expect(deletionRefuseSchema.parse({ reason: '  Cobrança em andamento ' }).reason).toBe(
      'Cobrança em andamento',
    );
  });
});
