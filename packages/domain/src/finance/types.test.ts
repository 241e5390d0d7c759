import { describe, expect, it } from 'vitest';
import type { FormDados } from '../contract/profile';
import { financeTermsFromFormDados } from './types';

describe('finance terms', () => {
  it('spec A §3: AlFormDados prices in reais become centavos', () => {
    const form = {
      FormValorPrazo: 3000.1,
      FormValor: 2700,
      FormLimiteAvista: '2026-03-31',
      FormLimiteSemJuros: 3,
      FormLimiteCartao: '2026-10-01',
      FormTaxa: 2.5,
      FormMinimoPago: 50,
    } as FormDados;
    expect(financeTermsFromFormDados(form)).toEqual({
      FormValorPrazo: 300_010,
      FormValor: 270_000,
      FormLimiteAvista: '2026-03-31',
      FormLimiteSemJuros: 3,
      FormLimiteCartao: '2026-10-01',
      FormTaxa: 2.5,
      FormMinimoPago: 50,
    });
  });
});
