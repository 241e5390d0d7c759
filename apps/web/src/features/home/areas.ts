import type { ComponentType } from 'react';

/**
 * The parts of the home that other features draw: the app composes the home and hands them in (decision 57),
 * so the home imports neither finance nor orders, and their code loads in chunks of their own.
 */
export interface HomeAreas {
  /** The Área Financeira card's body (spec A §2 card 3). */
  Finance: ComponentType;
  /** The photo orders card's body (spec A §2 card 8). */
  Orders: ComponentType;
  /** The message of a return from a payment provider at /resumo/{tipo}/{retorno} (spec A §4). */
  PaymentReturn: ComponentType;
}
