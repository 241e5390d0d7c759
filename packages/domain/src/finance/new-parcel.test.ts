import { describe, expect, it } from 'vitest';
import { buildNewParcel, newParcelTitle, parcelCharge } from './new-parcel';
import { resolveFinanceSettings } from './settings';

describe('new parcel', () => {
  it('spec A §5, §7: a boleto parcel is due in 5 days, from the portal, visible and unpaid', () => {
    const parcel = buildNewParcel(
      { method: 5, type: 'Contrato', amount: 50_000 },
      { contractId: 7, today: '2026-02-26' },
    );
    expect(parcel).toEqual({
      parcconta: 7,
      parcvalor: 50_000,
      parcdesconto: 0,
      parcacrescimo: 0,
      parctipo: 'Contrato',
      parcforma: 5,
      parcvencimento: '2026-03-03',
      parctransacao: null,
      parcadmin: 'Portal',
      parcorigem: 'Portal',
      parctaxa: 0,
      parctitulo: 'Contrato',
      parcvenda: null,
      parcpagoem: null,
      parcvalorpago: null,
      parcdoc: null,
      parcdescavista: 0,
      parcvisivel: 1,
      parcagrupador: null,
      parcgrupo: null,
    });
  });

  it.each([
    // [method, fee setting, today, parctaxa, parcvencimento]
    [5, 500, '2026-12-29', 500, '2027-01-03'],
    [6, 500, '2028-02-25', 0, '2028-03-01'],
    [2, 500, '2026-01-31', 0, '2026-02-05'],
  ])(
    'spec A §5, §9: method %i with boleto fee %i → parctaxa %i, due %s',
    (method, boletoFee, today, parctaxa, due) => {
      const settings = resolveFinanceSettings({ boletoFee, cardCheckoutDays: 5 });
      const parcel = buildNewParcel(
        { method, type: 'Extras', amount: 10_000 },
        { contractId: 1, today, settings },
      );
      expect(parcel).toMatchObject({ parctaxa, parcvencimento: due });
    },
  );

  it('spec A §5: a cash-discount payment is flagged parcdescavista', () => {
    const parcel = buildNewParcel(
      { method: 6, type: 'Contrato', amount: 300_000, discount: 30_000, fee: 0 },
      { contractId: 1, today: '2026-01-01' },
    );
    expect(parcel).toMatchObject({ parcdesconto: 30_000, parcdescavista: 1 });
    expect(parcelCharge({ ...parcel })).toBe(270_000);
  });

  it.each([
    ['Contrato', 1, null, 'Contrato'],
    ['Extras', 1, null, 'Extras e Pacotes'],
    ['Contrato', 4, null, 'Contrato em 4x'],
    ['E-commerce', 1, 42, 'Pedido 42'],
    ['E-commerce', 1, null, 'E-commerce'],
  ] as const)('spec A §7: parctitulo of %s in %ix (order %s) is %s', (type, n, order, title) => {
    expect(newParcelTitle(type, n, order)).toBe(title);
  });

  it('spec B §2.10: a shop parcel records its order in parcvenda', () => {
    const parcel = buildNewParcel(
      { method: 2, type: 'E-commerce', amount: 9_900, instalments: 3, interest: 100 },
      { contractId: 1, today: '2026-01-01', orderId: 42 },
    );
    expect(parcel).toMatchObject({ parcvenda: 42, parctitulo: 'Pedido 42 em 3x', parcacrescimo: 100 });
  });
});
