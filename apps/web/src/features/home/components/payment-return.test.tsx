import { financeMessages } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { PaymentReturn, parseReturn } from './payment-return';

describe('payment return (spec A §2, §4)', () => {
  it.each([
    ['31-77', { parcelId: 31, orderId: 77 }],
    ['31', null],
    ['x-77', null],
    [undefined, null],
  ])('spec A §2: retorno %s reads as %o', (retorno, expected) => {
    expect(parseReturn(retorno)).toEqual(expected);
  });

  it('spec A §4: a paid parcel thanks; otherwise the card operator is still processing', () => {
    const { rerender } = render(<PaymentReturn retorno="31-77" paid />);
    expect(screen.getByRole('status').textContent).toBe(financeMessages.returnPaid);
    rerender(<PaymentReturn retorno="31-77" />);
    expect(screen.getByRole('status').textContent).toBe(financeMessages.returnProcessing);
    rerender(<PaymentReturn retorno="lixo" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
