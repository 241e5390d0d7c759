import { addDays, formatDateBR, type IsoDate, isIsoDate } from '../dates';
import { uploadMessages } from '../messages';
import type { UploadCheck } from './limits';
import { UploadType } from './types';

/** Days after the ceremony the certificate may still be sent (spec A §9). */
export const CERTIFICATE_DAYS_AFTER_EVENT = 14;

/** The graduation fields deadlines come from (spec A §3 AlFormDados). */
export interface UploadDeadlineData {
  FormData: string | null;
  FormLimiteEntrega: number;
  FormLimiteComplementares: string | null;
}

/** An upload screen's window: the last day editing is allowed (inclusive), or null when none is set yet. */
export interface UploadWindow {
  open: boolean;
  lastDay: IsoDate | null;
}

const isoOrNull = (value: string | null): IsoDate | null => {
  const date = value?.slice(0, 10) ?? null;
  return date && isIsoDate(date) ? date : null;
};

/**
 * The last day of screen `tipo` (spec A §9): formatura and individual = event date + FormLimiteEntrega − 1
 * (FormLimiteEntrega is a signed day offset, negative before the ceremony); complementar =
 * FormLimiteComplementares; certificado = event date + 14. Null when the date it hangs on is not set.
 */
export function uploadLastDay(tipo: UploadType, dados: UploadDeadlineData): IsoDate | null {
  if (tipo === UploadType.complementary) return isoOrNull(dados.FormLimiteComplementares);
  const event = isoOrNull(dados.FormData);
  if (!event) return null;
  if (tipo === UploadType.certificate) return addDays(event, CERTIFICATE_DAYS_AFTER_EVENT);
  return addDays(event, dados.FormLimiteEntrega - 1);
}

/**
 * Whether screen `tipo` is open on `today`: open through its last day, closed from the next day (the
 * complementar "window ends one day after" reading of spec A §9). With no date set yet the screen stays open,
 * except complementar, whose deadline is also its on switch (as in the shop's complementary window).
 */
export function uploadWindow(tipo: UploadType, dados: UploadDeadlineData, today: IsoDate): UploadWindow {
  const lastDay = uploadLastDay(tipo, dados);
  if (!lastDay) return { open: tipo !== UploadType.complementary, lastDay };
  return { open: today < addDays(lastDay, 1), lastDay };
}

/** 'Seu prazo para alteração dos conteúdos expirou em dd/MM/yyyy.' (spec A §8). */
export function deadlineExpiredMessage(lastDay: IsoDate | null): string {
  return uploadMessages.deadlineExpired(lastDay ? `em ${formatDateBR(lastDay)}` : '').replace(' .', '.');
}

/** Adding, relabelling or noting a file: only while the window is open (spec A §4, §8). */
export function checkUploadEditable(window: UploadWindow): UploadCheck {
  return window.open
    ? { ok: true }
    : { ok: false, error: deadlineExpiredMessage(window.lastDay), type: 'DEADLINE' };
}

/** Deleting a file: only while the window is open, else the amber 'cannot delete' (spec A §8). */
export function checkUploadDeletable(window: UploadWindow): UploadCheck {
  return window.open
    ? { ok: true }
    : { ok: false, error: uploadMessages.cannotDeleteAnymore, type: 'DEADLINE' };
}

/** The notice above an upload screen (spec A §8): the expired deadline, or all files uploaded, or none. */
export function uploadScreenNotice(window: UploadWindow, count: number, maxCount: number): string | null {
  if (!window.open) return deadlineExpiredMessage(window.lastDay);
  return count >= maxCount ? uploadMessages.allFilesUploaded : null;
}
