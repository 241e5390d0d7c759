import type { MediaEvent } from '@portal/domain';
import { fotosCheck } from '@portal/domain/contract/home-checks';
import { defineCall } from '../../../lib/define-call';
import { registrationOwner } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import { albumKeys } from './keys';

/** GET /api/perfil/fotos: the class's events, for the album's title (its name and date, decision 134). */
export const getClassEvents = defineCall({
  path: '/perfil/fotos',
  answer: fotosCheck,
  key: (owner: number) => albumKeys.events(owner),
  // A page load on the album: boot.ts asked for it once the photos came (decision 153).
  prefetched: true,
});

/**
 * The album's event, asked once its photos came (`enabled`): the photos first, and a blocked album (whose
 * refusal the page shows) asks nothing more. Undefined until then, and for an event past the newest page.
 */
export function useAlbumEvent(eventId: number, enabled: boolean): MediaEvent | undefined {
  const owner = registrationOwner(useSessionUser()) ?? 0;
  const events = getClassEvents.useQuery(owner, { enabled: enabled && owner > 0, staleTime: 5 * 60_000 });
  return events.data?.find((event) => event.evid === eventId);
}
