import sanitize from 'sanitize-html';

/**
 * The producer's notices are HTML (spec A §3: crmdesc). The web sanitises again before rendering; this is
 * defence in depth, so a stored notice never reaches a browser with scripts, event handlers or
 * javascript: links. The parsing and escaping are sanitize-html's (htmlparser2); we only keep an allow-list.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
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
    'h1',
    'h2',
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab must not hand the portal's window to the opened page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** `html` with only the allowed tags and attributes, and only http(s), mailto and tel links. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
