import { EVENT_MEDIA_TYPES, type EventMediaType, type MediaEvent } from '@portal/domain';
import { memo, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button, buttonClass } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { EVENTS_PAGE, useEvents, useOlderEvents } from '../api/events';
import { EventTile } from './event-tile';
import { MediaHelp } from './help/media-help';

/** The card's three groups, in the spec's order (spec A §2 card 6). */
const GROUPS: readonly { type: EventMediaType; title: string }[] = [
  { type: EVENT_MEDIA_TYPES.photo, title: 'Fotos' },
  { type: EVENT_MEDIA_TYPES.video, title: 'Vídeos' },
  { type: EVENT_MEDIA_TYPES.link, title: 'Conteúdos' },
];

// Memoized: the card renders again when its query's state changes, and the tiles only when the events do.
const EventGroups = memo(function EventGroups({ events }: { events: MediaEvent[] }) {
  if (events.length === 0) {
    return <p className="empty">Ainda não há fotos nem vídeos de eventos da sua turma.</p>;
  }
  return GROUPS.map(({ type, title }) => {
    const group = events.filter((event) => event.evtpmidia === type);
    if (group.length === 0) return null;
    return (
      <div key={type} className="event-group">
        <h3 className="notice-heading">{title}</h3>
        <ul className="event-grid">
          {group.map((event) => (
            <li key={event.evid}>
              <EventTile event={event} />
            </li>
          ))}
        </ul>
      </div>
    );
  });
});

/**
 * While the events come (the home paints without them, decision 91): the shape of a group's heading and
 * its first row of two tiles, built from the same boxes (16:9 covers, name and date lines), so a card with
 * events does not grow until its second row, which is below the fold of every screen the home is measured on.
 */
function EventsSkeleton() {
  return (
    <div className="event-group">
      <span className="visually-hidden" role="status">
        Carregando eventos…
      </span>
      <div className="notice-heading event-skeleton-heading" aria-hidden="true">
        <span className="skeleton">&nbsp;</span>
      </div>
      <ul className="event-grid" aria-hidden="true">
        {[0, 1].map((tile) => (
          <li key={tile} className="event-tile">
            <span className="event-cover skeleton" />
            <span className="event-name">
              <span className="skeleton event-skeleton-line">&nbsp;</span>
            </span>
            <span className="event-date">
              <span className="skeleton event-skeleton-line">&nbsp;</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Photos and videos of the class's events (spec A §2 card 6), behind the minimum paid share (§5). */
export function MediaCard({ owner }: { owner: number }) {
  const events = useEvents(owner);
  const older = useOlderEvents(owner);
  const olderPages = older.data?.pages;
  // A query's answer is rendered at once, in one task (React renders a store's update synchronously), and
  // the events are the largest part of the home: a link and a cover per tile. The tiles render from a
  // deferred copy instead, which React renders in slices that yield to the browser; until then the card
  // keeps its placeholder (decision 95). Events already cached at mount render in the first pass.
  const shown = useDeferredValue(events.data);
  const all = useMemo(() => [...(shown ?? []), ...(olderPages ?? []).flat()], [shown, olderPages]);
  // A full last page may have more after it (the home no longer stops at 100 events).
  const firstPageOnly = !olderPages || olderPages.length === 0;
  const more = firstPageOnly ? events.data?.length === EVENTS_PAGE : older.hasNextPage;
  const showMore = () => void (firstPageOnly ? older.refetch() : older.fetchNextPage());
  // Face search is the student's own (decision 139): not offered while an administrator acts as them. A
  // plain link: its screen (album feature) loads only when opened, so the home's first paint is unchanged.
  const ownSession = useSessionUser()?.role === 'student';
  const hasPhotos = all.some((event) => event.evtpmidia === EVENT_MEDIA_TYPES.photo);
  return (
    <Card title="Fotos e vídeos" help={<MediaHelp />}>
      {events.isPending || (events.isSuccess && shown === undefined) ? (
        <EventsSkeleton />
      ) : events.isError ? (
        isApiError(events.error, 'FORBIDDEN') ? (
          <Banner tone="warning">
            <p>{events.error.message}</p>
          </Banner>
        ) : (
          <Banner tone="error" actions={<Button onClick={() => events.refetch()}>Tentar de novo</Button>}>
            <p>{errorText(events.error)}</p>
          </Banner>
        )
      ) : (
        <>
          {ownSession && hasPhotos && (
            <p className="face-search-entry">
              <Link className={buttonClass('secondary')} to={paths.faceSearch}>
                Encontre suas fotos
              </Link>{' '}
              <span className="muted">com uma selfie, nas fotos da sua turma.</span>
            </p>
          )}
          <EventGroups events={all} />
          {more && (
            <Button onClick={showMore} disabled={older.isFetching}>
              {older.isFetching ? 'Carregando eventos…' : 'Ver mais eventos'}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
