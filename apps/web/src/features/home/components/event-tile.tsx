import { EVENT_MEDIA_TYPES, type MediaEvent } from '@portal/domain';
import { Link } from 'react-router';
import { LinkIcon, PlayIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useAfterPaint } from '../../../lib/after-paint';
import { formatDate } from '../../../lib/format';
import { isApiCover, useEventCover } from '../api/event-cover';
import { externalUrl, useObjectUrl } from '../lib/files';

/**
 * The cover in a fixed 16:9 box, so a late image never moves the card; without one, the media's icon. The
 * image (or the cover's call) starts once the home has painted: on a phone the card is below the fold, where
 * `loading="lazy"` still loads it, and the home's largest paint (a notice) does not wait for it (decision 146).
 */
function Cover({ path, mediaType }: { path: string | null; mediaType: MediaEvent['evtpmidia'] }) {
  const painted = useAfterPaint();
  const apiCover = useEventCover(painted ? path : null);
  const blobUrl = useObjectUrl(apiCover.data);
  const src = path && !isApiCover(path) ? externalUrl(path) : blobUrl;
  if (src) {
    return (
      <span className="event-cover">
        {painted && <img src={src} alt="" loading="lazy" decoding="async" fetchPriority="low" />}
      </span>
    );
  }
  return (
    <span className="event-cover event-cover-icon">
      {path === null && mediaType === EVENT_MEDIA_TYPES.video && <PlayIcon size={40} />}
      {path === null && mediaType === EVENT_MEDIA_TYPES.link && <LinkIcon size={40} />}
    </span>
  );
}

/** One event: a photo event opens its album; a video or content link opens in a new tab (spec A §2). */
export function EventTile({ event }: { event: MediaEvent }) {
  const body = (
    <>
      <Cover path={event.evcaminho} mediaType={event.evtpmidia} />
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
