import { type FinanceViewContract, parcelNumberLabel } from '@portal/domain';

type Parcel = FinanceViewContract['AlParcelas'][number];

/** A parcel as the student reads it: 'Parcela 3/12' in its contract (decision 125), else its title or type. */
export const parcelTitle = (p: Parcel) =>
  p.numero ? parcelNumberLabel(p.numero) : (p.parctitulo ?? p.parctipo);
