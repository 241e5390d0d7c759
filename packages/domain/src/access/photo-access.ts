import { type ContractTotalsInput, contractTotals } from '../finance/contract-totals';
import { eventsMediaGate } from '../finance/media-gate';
import { authMessages } from '../messages/auth';
import type { Permissions } from './permissions';

/** A contract as the gate reads it: its value and every parcel (contractTotals picks what counts). */
export type GateContract = Pick<ContractTotalsInput, 'cttotalprazo' | 'parcels'>;

export interface PhotoAccessInput {
  /** What the session may do as this student (permissionsFor). */
  can: Pick<Permissions, 'eventMedia' | 'cart' | 'credits'>;
  /** Every contract of the student, with its parcels. */
  contracts: readonly GateContract[];
  /** FormMinimoPago of the graduation. */
  minimumPaidPercent: number;
  /** FormTodas: every digital photo of the class is free. */
  allDigitalFree: boolean;
  /** The student's own "ignore credits" flag. */
  ignoreCredits: boolean;
}

/**
 * Who may see, order and download a class's event photos (spec A §5, §6; spec B §2.8, §5.3, §6; decision 97).
 * Every path that shows, sells or hands out a photo asks this one rule: the album, the covers, the cart,
 * the checkout, the complementary choices, an order's detail and zip, Minhas fotos, the single download.
 */
export interface PhotoAccess {
  /** Event photos and videos: not restricted, and the minimum share of the contract paid. */
  see: boolean;
  /** Put photos in the cart, choose them for a frame or an invitation, and check out: see, and the cart. */
  order: boolean;
  /** The spec's refusal when `see` is false (spec A §5 text with FormMinimoPago), else null. */
  refusal: string | null;
  /**
   * A photo may be downloaded without an order (POST /singledown): the class's digital photos are free
   * (FormTodas), credits apply to this student and to this photo (`photoIgnoresCredits`).
   */
  freeDownload(photoIgnoresCredits: boolean): boolean;
}

/** The photo-access rule for one student (see PhotoAccess). */
export function photoAccess(input: PhotoAccessInput): PhotoAccess {
  const refusal = !input.can.eventMedia ? authMessages.forbidden : gateRefusal(input);
  const see = refusal === null;
  const order = see && input.can.cart;
  const freeOfCredits = see && input.allDigitalFree && input.can.credits && !input.ignoreCredits;
  return {
    see,
    order,
    refusal,
    freeDownload: (photoIgnoresCredits) => freeOfCredits && !photoIgnoresCredits,
  };
}

/** The minimum paid share of every contract together (spec A §5), as the spec's refusal or null. */
function gateRefusal({ contracts, minimumPaidPercent }: PhotoAccessInput): string | null {
  let settled = 0;
  let value = 0;
  for (const contract of contracts) {
    const totals = contractTotals({ ...contract, extras: [], packageItems: [] });
    settled += totals.contractSettled;
    value += totals.contractValue;
  }
  // No contract is not a contract worth nothing: a guest without one has paid no share (spec A §5).
  const gate = eventsMediaGate(settled, contracts.length > 0 ? value : null, minimumPaidPercent);
  return gate.allowed ? null : (gate.message ?? authMessages.forbidden);
}
