import { type FinanceViewContract, parcelDisplayName } from '@portal/domain';

type Parcel = FinanceViewContract['AlParcelas'][number];

/** A parcel as the student reads it: the producer's title, else 'Parcela 3/12' (decision 125). */
export const parcelTitle = (p: Parcel) => parcelDisplayName(p);
