import type { Cents } from '../money';
import { ParcelType } from './payment-methods';
import type { Extra, PackageItem, Parcel } from './types';

/** The figures of the contract view (spec A §1, §2), all in centavos. */
export interface ContractTotals {
  /** cttotalprazo: the contract's value. */
  contractValue: Cents;
  /** Interest and charges on paid parcels (parcacrescimo). */
  surcharges: Cents;
  /** Discounts granted: parcdesconto of paid parcels plus paid 'Desconto' parcels. */
  discounts: Cents;
  /** surcharges − discounts: shown as 'reajuste' when positive, 'desconto' when negative. */
  adjustment: Cents;
  extrasTotal: Cents;
  packageItemsTotal: Cents;
  /** Paid toward the contract (parcvalor of paid 'Contrato' parcels). */
  contractPaid: Cents;
  /** Paid toward extras and package items (parcvalor of paid 'Extras' parcels). */
  extrasPaid: Cents;
  totalPaid: Cents;
  /** contractPaid plus paid 'Desconto' parcels: the share of the contract that is settled. */
  contractSettled: Cents;
  /** What the contract still asks for; 'Desconto' parcels settle it like payments. */
  contractRemaining: Cents;
  extrasRemaining: Cents;
  remaining: Cents;
}

export interface ContractTotalsInput {
  cttotalprazo: Cents;
  parcels: readonly Pick<
    Parcel,
    'parcvalor' | 'parcdesconto' | 'parcacrescimo' | 'parctipo' | 'parcpagoem' | 'parcvisivel'
  >[];
  extras: readonly Pick<Extra, 'exvalor'>[];
  packageItems: readonly Pick<PackageItem, 'pctItemValor' | 'pctItemQuant' | 'pctItemAtivo'>[];
}

const sum = (values: readonly Cents[]): Cents => values.reduce((a, b) => a + b, 0);

/**
 * The contract view's totals. Only settled (parcpagoem set) and visible parcels count: hidden parcels are
 * the producer's bookkeeping (grouped or replaced entries) and counting them would pay twice. A parcel
 * credits its parcvalor; interest, fees and discounts change what was charged, not what it settles.
 * Shop ('E-commerce') parcels belong to orders and are left out.
 */
export function contractTotals(input: ContractTotalsInput): ContractTotals {
  const settled = input.parcels.filter((p) => p.parcpagoem && p.parcvisivel === 1);
  const ofType = (type: string) => settled.filter((p) => p.parctipo === type);
  const counted = settled.filter(
    (p) => p.parctipo === ParcelType.contrato || p.parctipo === ParcelType.extras,
  );

  const contractPaid = sum(ofType(ParcelType.contrato).map((p) => p.parcvalor));
  const extrasPaid = sum(ofType(ParcelType.extras).map((p) => p.parcvalor));
  const discountParcels = sum(ofType(ParcelType.desconto).map((p) => p.parcvalor));
  const surcharges = sum(counted.map((p) => p.parcacrescimo));
  const discounts = sum(counted.map((p) => p.parcdesconto)) + discountParcels;

  const extrasTotal = sum(input.extras.map((e) => e.exvalor));
  const packageItemsTotal = sum(
    input.packageItems.filter((i) => i.pctItemAtivo === 1).map((i) => i.pctItemValor * i.pctItemQuant),
  );
  const contractSettled = contractPaid + discountParcels;
  const contractRemaining = Math.max(0, input.cttotalprazo - contractSettled);
  const extrasRemaining = Math.max(0, extrasTotal + packageItemsTotal - extrasPaid);

  return {
    contractValue: input.cttotalprazo,
    surcharges,
    discounts,
    adjustment: surcharges - discounts,
    extrasTotal,
    packageItemsTotal,
    contractPaid,
    extrasPaid,
    totalPaid: contractPaid + extrasPaid,
    contractSettled,
    contractRemaining,
    extrasRemaining,
    remaining: contractRemaining + extrasRemaining,
  };
}

/** 'reajuste', 'desconto' or null: which word the contract view puts before the adjustment. */
export function adjustmentKind(adjustment: Cents): 'reajuste' | 'desconto' | null {
  if (adjustment > 0) return 'reajuste';
  if (adjustment < 0) return 'desconto';
  return null;
}
