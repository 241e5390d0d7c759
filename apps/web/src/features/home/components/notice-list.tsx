import type { Notice } from '@portal/domain';
import { formatDateTime } from '../../../lib/format';
import { sanitizeHtml } from '../../../lib/sanitize-html';

/** Notices with their date; the HTML passes the allow-list sanitiser first. */
export function NoticeList({ notices, empty }: { notices: Notice[] | undefined; empty: string }) {
  if (!notices?.length) return <p className="empty">{empty}</p>;
  return (
    <ul className="notices">
      {notices.map((notice) => (
        <li key={notice.crmid} className="notice">
          <time className="notice-date" dateTime={notice.crmtimestamp}>
            {formatDateTime(notice.crmtimestamp)}
          </time>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list just above. */}
          <div className="notice-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.crmdesc) }} />
        </li>
      ))}
    </ul>
  );
}
