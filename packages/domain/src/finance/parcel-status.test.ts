import { describe, expect, it } from 'vitest';
import { financeMessages } from '../messages';
import { ParcelAction, ParcelStatus, parcelDisplay } from './parcel-status';
import { PaymentMethod } from './payment-methods';

const { boleto, cartao, pix, deposito } = PaymentMethod;
const due = '2026-01-31';

describe('parcel display', () => {
  it.each([
    // [case, method, paid on, today, status, label, tone, action]
    [
      'paid on the due date',
      boleto,
      due,
      '2026-02-10',
      ParcelStatus.paid,
      'Pago',
      'success',
      ParcelAction.none,
    ],
    [
      'paid after the due date',
      boleto,
      '2026-02-02',
      '2026-02-10',
      ParcelStatus.paid,
      'Pago',
      'success',
      'none',
    ],
    [
      'boleto paid early',
      boleto,
      '2026-01-30',
      '2026-02-10',
      'paidBeforeDue',
      'Pago antes do vencimento',
      'success',
      'none',
    ],
    [
      'card paid early',
      cartao,
      '2026-01-02',
      '2026-02-10',
      'paidBeforeDue',
      'Pago antes do vencimento',
      'success',
      'none',
    ],
    [
      'PIX paid early is just paid',
      pix,
      '2026-01-02',
      '2026-02-10',
      ParcelStatus.paid,
      'Pago',
      'success',
      'none',
    ],
    [
      'unpaid boleto before due',
      boleto,
      null,
      '2026-01-30',
      ParcelStatus.due,
      'Vence',
      'pending',
      'boletoSecondCopy',
    ],
    [
      'unpaid boleto on the due date',
      boleto,
      null,
      due,
      ParcelStatus.due,
      'Vence',
      'pending',
      'boletoSecondCopy',
    ],
    [
      'unpaid boleto the day after',
      boleto,
      null,
      '2026-02-01',
      ParcelStatus.overdue,
      'Venceu',
      'danger',
      'boletoExpired',
    ],
    [
      'unpaid card before due',
      cartao,
      null,
      '2026-01-10',
      ParcelStatus.due,
      'Vence',
      'pending',
      'cardContinue',
    ],
    [
      'unpaid card past due',
      cartao,
      null,
      '2026-03-01',
      ParcelStatus.overdue,
      'Venceu',
      'danger',
      'cardContinue',
    ],
    [
      'unpaid PIX before due',
      pix,
      null,
      '2026-01-10',
      'pixAwaiting',
      financeMessages.pixAwaiting,
      'info',
      'pixCopy',
    ],
    [
      'unpaid PIX past due',
      pix,
      null,
      '2026-03-01',
      'pixAwaiting',
      financeMessages.pixAwaiting,
      'info',
      'pixCopy',
    ],
    [
      'unpaid deposit past due',
      deposito,
      null,
      '2026-03-01',
      ParcelStatus.overdue,
      'Venceu',
      'danger',
      'none',
    ],
  ] as const)('spec A §4: %s', (_case, parcforma, parcpagoem, today, status, label, tone, action) => {
    const view = parcelDisplay({ parcforma, parcvencimento: due, parcpagoem }, today);
    expect(view).toMatchObject({ status, label, tone, action });
    expect(view.date).toBe(parcpagoem ?? due);
  });

  it('spec A §4: an expired boleto says that no second copy can be made', () => {
    const view = parcelDisplay({ parcforma: boleto, parcvencimento: due, parcpagoem: null }, '2026-02-01');
    expect(view.notice).toBe('Este boleto já está vencido. Não é possível gerar segunda via.');
    expect(
      parcelDisplay({ parcforma: boleto, parcvencimento: due, parcpagoem: null }, due).notice,
    ).toBeNull();
  });

  it.each([
    ['2026-02-28', '2026-03-01', 'overdue'],
    ['2028-02-29', '2028-02-29', 'due'],
    ['2026-12-31', '2027-01-01', 'overdue'],
  ] as const)('spec A §4: month and year ends, due %s on %s is %s', (parcvencimento, today, status) => {
    expect(parcelDisplay({ parcforma: boleto, parcvencimento, parcpagoem: null }, today).status).toBe(status);
  });
});
