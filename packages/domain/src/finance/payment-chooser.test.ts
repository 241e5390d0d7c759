import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractTotals } from './contract-totals';
import {
  type ChooserContext,
  chooserState,
  paymentMethodsOffered,
  paymentTypesOffered,
  validatePaymentRequest,
} from './payment-chooser';
import { resolveFinanceSettings } from './settings';
import type { FinanceTerms } from './types';

const terms: FinanceTerms = {
  FormValorPrazo: 300_000,
  FormValor: 270_000,
  FormLimiteAvista: '2026-03-31',
  FormLimiteSemJuros: 3,
  FormLimiteCartao: '2026-12-15',
  FormTaxa: 5,
  FormMinimoPago: 50,
};
const totals = {
  contractRemaining: 300_000,
  extrasRemaining: 20_000,
  extrasTotal: 20_000,
  packageItemsTotal: 0,
} as ContractTotals;
const ctx: ChooserContext = { today: '2026-03-15', restricted: false, terms, totals };

describe('payment chooser', () => {
  it('spec A §2, §5: card, PIX and boleto; a restricted student sees PIX only', () => {
    expect(paymentMethodsOffered(false)).toEqual([2, 6, 5]);
    expect(paymentMethodsOffered(true)).toEqual([6]);
  });

  it.each([
    [0, 0, ['Contrato']],
    [1, 0, ['Contrato', 'Extras']],
    [1, 500, ['Contrato', 'Extras']],
    [0, 500, ['Contrato']],
  ])(
    'spec A §2: extras %i and package items %i offer %j (Extras e Pacotes only when extras > 0)',
    (extrasTotal, packageItemsTotal, types) => {
      expect(paymentTypesOffered({ extrasTotal, packageItemsTotal } as ContractTotals)).toEqual(types);
    },
  );

  it('spec A §2: package items alone do not open Extras e Pacotes, and a payment of that type is refused', () => {
    const onlyItems = { ...totals, extrasTotal: 0, packageItemsTotal: 5_000, extrasRemaining: 5_000 };
    const result = validatePaymentRequest(
      { method: 6, type: 'Extras', amount: 5_000 },
      { ...ctx, totals: onlyItems },
    );
    expect(result).toMatchObject({ ok: false, error: { reason: 'typeNotOffered' } });
  });

  it('spec A §2, §4: the chooser state before an amount is typed', () => {
    expect(chooserState(ctx)).toEqual({
      methods: [2, 6, 5],
      types: ['Contrato', 'Extras'],
      bounds: {
        Contrato: { minimum: 10_000, maximum: 300_000 },
        Extras: { minimum: 10_000, maximum: 20_000 },
      },
      maxInstalments: 9,
      cashDiscountNotice:
        'Quitando o saldo do contrato à vista até 31/03/2026, você ganha R$ 300,00 de desconto.',
    });
    expect(chooserState({ ...ctx, today: '2026-04-01' }).cashDiscountNotice).toBeNull();
  });

  it.each([
    [
      'restricted student by card',
      { method: 2, type: 'Contrato', amount: 10_000 },
      true,
      'FORBIDDEN',
      'methodForbidden',
    ],
    [
      'restricted student by boleto',
      { method: 5, type: 'Contrato', amount: 10_000 },
      true,
      'FORBIDDEN',
      'methodForbidden',
    ],
    [
      'cash in the portal',
      { method: 1, type: 'Contrato', amount: 10_000 },
      false,
      'INVALID',
      'methodNotOffered',
    ],
    [
      'the Desconto type',
      { method: 6, type: 'Desconto', amount: 10_000 },
      false,
      'INVALID',
      'typeNotOffered',
    ],
    [
      'amount below the minimum',
      { method: 6, type: 'Contrato', amount: 9_999 },
      false,
      'INVALID',
      'belowMinimum',
    ],
    ['more than is open', { method: 6, type: 'Extras', amount: 20_001 }, false, 'INVALID', 'aboveRemaining'],
    [
      'instalments on PIX',
      { method: 6, type: 'Contrato', amount: 50_000, instalments: 2 },
      false,
      'INVALID',
      'instalmentsNotOffered',
    ],
    [
      'more instalments than months left',
      { method: 2, type: 'Contrato', amount: 300_000, instalments: 10 },
      false,
      'INVALID',
      'instalmentsNotOffered',
    ],
    [
      'an instalment below the minimum',
      { method: 2, type: 'Contrato', amount: 30_000, instalments: 4 },
      false,
      'INVALID',
      'instalmentsNotOffered',
    ],
    [
      'zero instalments',
      { method: 2, type: 'Contrato', amount: 30_000, instalments: 0 },
      false,
      'INVALID',
      'instalmentsNotOffered',
    ],
  ] as const)('spec A §5: %s is refused', (_case, request, restricted, type, reason) => {
    const result = validatePaymentRequest(request, { ...ctx, restricted });
    expect(result).toMatchObject({ ok: false, error: { type, reason } });
  });

  it('spec A §5: amount below the minimum is refused with the catalogue text', () => {
    const result = validatePaymentRequest({ method: 6, type: 'Contrato', amount: 5_000 }, ctx);
    expect(result.ok || result.error.error).toBe('O valor mínimo para pagamento é R$ 100,00.');
  });

  it('spec A §5: a tampered request gets the generic finance error', () => {
    const result = validatePaymentRequest({ method: 3, type: 'Contrato', amount: 10_000 }, ctx);
    expect(result.ok || result.error.error).toBe('A operação financeira não pode ser processada.');
  });

  it('spec A §5: the whole contract at once by PIX before FormLimiteAvista earns the cash discount', () => {
    expect(validatePaymentRequest({ method: 6, type: 'Contrato', amount: 300_000 }, ctx)).toEqual({
      ok: true,
      payment: {
        method: 6,
        type: 'Contrato',
        amount: 300_000,
        instalments: 1,
        discount: 30_000,
        interest: 0,
        fee: 0,
        total: 270_000,
        parts: [270_000],
      },
    });
  });

  it('spec A §5: card instalments beyond FormLimiteSemJuros carry FormTaxa % of the value', () => {
    const result = validatePaymentRequest(
      { method: 2, type: 'Contrato', amount: 200_000, instalments: 4 },
      ctx,
    );
    expect(result).toMatchObject({
      ok: true,
      payment: { discount: 0, interest: 10_000, total: 210_000, parts: [52_500, 52_500, 52_500, 52_500] },
    });
  });

  it('spec A §5, §9: a configured boleto fee goes to parctaxa and the total', () => {
    const settings = resolveFinanceSettings({ boletoFee: 350 });
    const result = validatePaymentRequest(
      { method: 5, type: 'Extras', amount: 20_000 },
      { ...ctx, settings },
    );
    expect(result).toMatchObject({ ok: true, payment: { fee: 350, total: 20_350, parts: [20_350] } });
    const pix = validatePaymentRequest({ method: 6, type: 'Extras', amount: 20_000 }, { ...ctx, settings });
    expect(pix).toMatchObject({ ok: true, payment: { fee: 0 } });
  });

  it('spec A §5: when less than the minimum is open, that remainder can be paid', () => {
    const small = { ...ctx, totals: { ...totals, contractRemaining: 4_000 } };
    expect(validatePaymentRequest({ method: 6, type: 'Contrato', amount: 4_000 }, small)).toMatchObject({
      ok: true,
    });
  });

  it('spec A §5 (property): an accepted card payment adds up and no instalment is below the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 300_000 }),
        fc.integer({ min: 1, max: 9 }),
        (amount, instalments) => {
          const result = validatePaymentRequest({ method: 2, type: 'Contrato', amount, instalments }, ctx);
          if (!result.ok) return;
          const { payment } = result;
          expect(payment.parts.reduce((a, b) => a + b, 0)).toBe(payment.total);
          expect(payment.total).toBe(amount - payment.discount + payment.interest + payment.fee);
          for (const part of payment.parts) expect(part).toBeGreaterThanOrEqual(10_000);
        },
      ),
    );
  });
});
