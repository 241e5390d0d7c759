import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { pageTabs } from '../lib/page-window';

/** The album's numbered page tabs (spec B §2.8): each is a link, so choosing one changes the route. */
export function PageTabs({
  eventId,
  pageSize,
  page,
  count,
}: {
  eventId: number;
  pageSize: number;
  page: number;
  count: number;
}) {
  if (count <= 1) return null;
  return (
    <nav className="album-tabs" aria-label="Páginas do álbum">
      <ul>
        {pageTabs(page, count).map((tab, index) =>
          tab === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} className="album-tab-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={tab}>
              <Link
                to={paths.album(eventId, tab, pageSize)}
                className="album-tab"
                aria-current={tab === page ? 'page' : undefined}
                aria-label={`Página ${tab}`}
              >
                {tab}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
