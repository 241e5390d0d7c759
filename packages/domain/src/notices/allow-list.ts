/**
 * The one allow-list for notice HTML (spec A §3: crmdesc is HTML written by the producer's staff). The API
 * sanitises with sanitize-html and the web again with the browser's parser; both build from these lists, so
 * the two never disagree on what a notice may hold (decision 18).
 */

/** Tags kept, with their allowed attributes. Headings start at h3: the page has the h1, the card the h2. */
export const NOTICE_ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'p',
  'div',
  'span',
  'br',
  'hr',
  'blockquote',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/**
 * Attributes kept per tag; every other attribute (style, on*, class, id…) goes. A link's target and rel are
 * never taken from the author: `noticeLink` decides them.
 */
export const NOTICE_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * Tags dropped together with everything inside them: code, embedded documents and raw-text elements whose
 * content a browser and an HTML library parse differently. Any other tag not allowed is unwrapped (its text
 * stays).
 */
export const NOTICE_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'form',
  'title',
  'head',
] as const;

/** URL schemes a link may use; a relative link (no scheme) stays, a protocol-relative one (`//host`) goes. */
export const NOTICE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * What a link whose author asked for a new tab (target="_blank", any case) gets: the new tab, with a rel that
 * keeps the opened page from reaching back into the portal's window. Any other target is dropped (a notice
 * cannot name the portal's frames), and so is the author's rel.
 */
export const NOTICE_NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The decision for one link: drop the href, or keep it (opening in a new tab or not). */
export type NoticeLink = { keep: false } | { keep: true; href: string; newTab: boolean };

/**
 * The decision for a link, from its href and target as the parser decoded them. The href is read the way
 * a browser reads it: leading and trailing spaces and control characters are ignored and tabs and newlines
 * inside are removed (WHATWG URL), so `java\tscript:` is still javascript:.
 */
export function noticeLink(rawHref: string, target?: string | null): NoticeLink {
  const newTab = target?.trim().toLowerCase() === NOTICE_NEW_TAB.target;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard strips exactly these.
  const href = rawHref.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const url = href.replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative: fine inside the portal, except `//host` and its backslash spellings, which leave it.
    if (/^[/\\]{2}/.test(url)) return { keep: false };
    return { keep: true, href, newTab };
  }
  if (!(NOTICE_URL_SCHEMES as readonly string[]).includes(scheme)) return { keep: false };
  return { keep: true, href, newTab };
}
