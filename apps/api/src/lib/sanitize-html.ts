import {
  NOTICE_ALLOWED_ATTRIBUTES,
  NOTICE_ALLOWED_TAGS,
  NOTICE_DROPPED_WITH_CONTENT,
  NOTICE_NEW_TAB,
  NOTICE_URL_SCHEMES,
  noticeLink,
} from '@portal/domain';
import sanitize from 'sanitize-html';

/**
 * The producer's notices are HTML (spec A §3: crmdesc). The web sanitises again before rendering; this is
 * defence in depth, so a stored notice never reaches a browser with scripts, event handlers or
 * javascript: links. The parsing and escaping are sanitize-html's (htmlparser2); the allow-list is the
 * domain's, the same one the web's sanitiser builds from (decision 18).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...NOTICE_ALLOWED_TAGS],
  // target and rel are allowed through only because the transform below sets them; the author's are dropped.
  allowedAttributes: Object.fromEntries(
    Object.entries(NOTICE_ALLOWED_ATTRIBUTES).map(([tag, names]) => [
      tag,
      tag === 'a' ? [...names, 'target', 'rel'] : [...names],
    ]),
  ),
  allowedSchemes: [...NOTICE_URL_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...NOTICE_DROPPED_WITH_CONTENT],
  transformTags: {
    a: (tagName, attribs) => {
      const link = noticeLink(attribs.href ?? '', attribs.target);
      const kept: sanitize.Attributes = {};
      if (link.keep) kept.href = link.href;
      if (attribs.title !== undefined) kept.title = attribs.title;
      if (link.keep && link.newTab) Object.assign(kept, NOTICE_NEW_TAB);
      return { tagName, attribs: kept };
    },
  },
};

/** `html` with only the domain's allowed tags and attributes, and only its URL schemes on links. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
