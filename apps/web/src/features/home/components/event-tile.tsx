import { EVENT_MEDIA_TYPES, type MediaEvent } from '@portal/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { isApiCover, useEventCover } from '../api/event-cover';
import { externalUrl, useObjectUrl } from '../lib/files';

/** The cover in a fixed 16:9 box, so a late image never moves the card. */
function Cover({ path }: { path: string | null }) {
  const apiCover = useEventCover(path);
  const blobUrl = useObjectUrl(apiCover.data);
  const src = path && !isApiCover(path) ? externalUrl(path) : blobUrl;
  return <span className="event-cover">{src && <img src={src} alt="" loading="lazy" />}</span>;
}

/** One event: a photo event opens its album; a video or content link opens in a new tab (spec A §2). */
export function EventTile({ event }: { event: MediaEvent }) {
  const body = (
    <>
      <Cover path={event.evcaminho} />
      <span className="event-name">{event.evnome}</span>
      <span className="event-date">{formatDate(event.evdata)}</span>
    </>
  );
  if (event.evtpmidia === EVENT_MEDIA_TYPES.photo) {
    return (
      <Link className="event-tile" to={paths.album(event.evid)}>
        {body}
      </Link>
    );
  }
  const href = externalUrl(event.evlnkmidia);
  if (!href) return <span className="event-tile">{body}</span>;
  return (
    <a className="event-tile" href={href} target="_blank" rel="noopener noreferrer">
      {body} <span className="visually-hidden">(abre em nova aba)</span>
    </a>
  );
}
