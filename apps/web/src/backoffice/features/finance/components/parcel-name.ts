import { type AdminParcel, parcelNumberLabel } from '@portal/domain';

/** 'parcela 3/12' for a scheduled parcel (decision 125), else the parcel's id, for buttons' names. */
export const parcelName = (p: AdminParcel) =>
  p.numero ? parcelNumberLabel(p.numero).toLowerCase() : `parcela ${p.id}`;

/** Whether the producer may edit the parcel's value and due date: open, shown, in the plan. */
export const editable = (p: AdminParcel) => p.numero !== null && !p.pagoEm && p.visivel && !p.cancelado;
