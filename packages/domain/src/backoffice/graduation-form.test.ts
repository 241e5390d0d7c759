import { describe, expect, it } from 'vitest';
import { graduationFormSchema } from './graduation-form';
import { backofficeMessages as m } from './messages';
import { pageCount } from './paging';
import { registrationLinkFormSchema } from './registration-link';

const valid = { institutionId: 1, name: 'Direito 2027', FormData: '2027-12-10' };
const firstError = (input: object) => graduationFormSchema.safeParse(input).error?.issues[0]?.message;

describe('decision 46: the graduation form of the back-office', () => {
  it('fills the spec A §3 defaults for what is left out', () => {
    expect(graduationFormSchema.parse(valid)).toMatchObject({
      FormVerDados: true,
      FormLimiteSemJuros: 1,
      FormMinimoPago: 50,
      FormTaxa: 0,
      FormLimiteAvista: null,
      complementar: false,
    });
  });

  it.each([
    [{ FormValorPrazo: -0.01 }, m.priceNegative],
    [{ FormValorPrazo: 10.001 }, m.priceNegative],
    [{ FormValorPrazo: 2_000_000 }, m.priceTooHigh],
    [{ FormMinimoPago: 100.5 }, m.percentRange],
    [{ FormLimiteSemJuros: 0 }, m.instalmentsRange],
    [{ FormFtLed: 51 }, m.photosRange],
    [{ FormLimiteEntrega: 400 }, m.deliveryDaysRange],
    [{ FormLimiteAvista: '2027-13-40' }, m.dateInvalid],
    [{ FormLimiteAvista: '2027-12-11' }, m.deadlineAfterCeremony('Limite do desconto à vista')],
    [{ institutionId: null }, m.institutionRequired],
  ])('refuses %j with its message', (overrides, message) => {
    expect(firstError({ ...valid, ...overrides })).toBe(message);
  });

  it('accepts deadlines on the ceremony day, a complementary deadline after it, and any deadline without a date', () => {
    expect(
      firstError({ ...valid, FormLimiteCamisetas: '2027-12-10', FormLimiteComplementares: '2028-02-01' }),
    ).toBeUndefined();
    expect(firstError({ ...valid, FormData: null, FormLimiteCamisetas: '2030-01-01' })).toBeUndefined();
  });

  it('the link form refuses a bad executive code and an out-of-range limit', () => {
    expect(
      registrationLinkFormSchema.safeParse({ open: true, vacancyLimit: -1 }).error?.issues[0]?.message,
    ).toBe(m.vacancyRange);
    expect(
      registrationLinkFormSchema.safeParse({ open: true, vacancyLimit: 0, executiveCode: 'a b' }).error
        ?.issues[0]?.message,
    ).toBe(m.executiveCodeInvalid);
  });

  it('counts pages as the ceiling of total over page size, at least one', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
