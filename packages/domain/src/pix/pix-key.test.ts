import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { buildPixPayload, PIX_NAME_MAX } from './brcode';
import { normalizePixKey, pixKeyMessages, pixMerchantName } from './pix-key';

const cases = [
  ['cpf', '529.982.247-25', '52998224725'],
  ['cpf', '52998224725', '52998224725'],
  ['cnpj', '11.222.333/0001-81', '11222333000181'],
  ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
  ['phone', '(51) 99876-5432', '+5551998765432'],
  ['phone', '+55 51 99876-5432', '+5551998765432'],
  ['phone', '51998765432', '+5551998765432'],
  ['email', ' Financeiro@Produtora.com.br ', 'financeiro@produtora.com.br'],
  ['evp', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
  ['evp', '123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-426614174000'],
] as const;

describe('decision 122: each PIX key type is saved in the form a BR Code carries', () => {
  it.each(cases)('decision 122: %s typed %s is saved as %s', (type, typed, key) => {
    expect(normalizePixKey(typed)).toEqual({ ok: true, type, key });
  });

  it.each([
    ['cpf', '529.982.247-26'],
    ['cnpj', '11.222.333/0001-82'],
    ['phone', '(51) 89876-5432'],
    ['phone', '+55 20 99876-5432'],
    ['phone', '(51) 3333-4444'],
    ['email', 'financeiro@produtora'],
    ['evp', '123e4567-e89b-12d3-a456-42661417400'],
  ] as const)('decision 122: an invalid %s key (%s) is refused naming its type', (type, typed) => {
    const read = normalizePixKey(typed);
    expect(read).toEqual({ ok: false, type, message: pixKeyMessages.invalid(type) });
  });

  it('decision 122: a key of no known shape is refused with the list of types', () => {
    expect(normalizePixKey('minha-chave')).toEqual({
      ok: false,
      type: null,
      message: pixKeyMessages.unknown,
    });
  });

  it.each(cases)(
    'decision 122: the static BR Code with a %s key (%s) reads in pix-utils',
    (_type, typed, key) => {
      const read = normalizePixKey(typed);
      if (!read.ok) throw new Error(read.message);
      const payload = buildPixPayload({
        key: read.key,
        merchantName: 'Produtora Exemplo Ltda',
        merchantCity: 'Porto Alegre',
        amount: 15050,
      });
      const theirs = parsePix(payload);
      if (hasError(theirs)) throw new Error(theirs.message);
      expect(theirs).toMatchObject({
        type: 'STATIC',
        pixKey: key,
        merchantName: 'PRODUTORA EXEMPLO LTDA',
        merchantCity: 'PORTO ALEGRE',
        transactionAmount: 150.5,
      });
    },
  );
});

describe('decision 122: the merchant name of the BR Code comes from the producer name', () => {
  it.each([
    ['Fotografia & Formaturas São João Ltda', 'FOTOGRAFIA FORMATURAS SAO'],
    ['Ação Formaturas', 'ACAO FORMATURAS'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZABC', 'ABCDEFGHIJKLMNOPQRSTUVWXY'],
    ['   ', null],
  ])('reference §1 field 59: %s → %s', (name, expected) => {
    const merchant = pixMerchantName(name);
    expect(merchant).toBe(expected);
    if (merchant) expect(merchant.length).toBeLessThanOrEqual(PIX_NAME_MAX);
  });
});
