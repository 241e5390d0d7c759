import { formatDateTime } from '../../../../lib/format';
import { sanitizeHtml } from '../../../../lib/sanitize-html';

/**
 * A notice as the home's notice board shows it (features/home notice-list: the same markup and classes,
 * the same shared sanitiser over the HTML the API kept), so the preview is what the student will read.
 */
export function NoticePreview({ html, at }: { html: string; at: string }) {
  return (
    <ul className="notices notice-preview" aria-label="Prévia do aviso">
      <li className="notice">
        <time className="notice-date" dateTime={at}>
          {formatDateTime(at)}
        </time>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the shared allow-list just here. */}
        <div className="notice-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
      </li>
    </ul>
  );
}
