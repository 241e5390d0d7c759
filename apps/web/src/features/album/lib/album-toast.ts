import { type ToastInput, toast } from '../../../components/toast';

/** A toast of the album: it speaks of the album, so it closes when the student leaves it (decision 134). */
export function albumToast(input: ToastInput): number {
  return toast({ ...input, closesOnLeave: true });
}
