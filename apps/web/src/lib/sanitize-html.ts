/**
 * A small allow-list sanitiser for notice texts (crmdesc is HTML written by the producer's staff).
 * Allowed tags keep their text; unknown tags are unwrapped; dangerous ones are dropped with their content;
 * the only attribute kept is an http(s)/mailto href on links, which then open in a new tab.
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'SMALL',
  'MARK',
  'SPAN',
  'DIV',
  'UL',
  'OL',
  'LI',
  'A',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'HR',
]);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'FORM',
  'TITLE',
  'HEAD',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

function clean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      clean(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_HREF.test(href)) {
        copy.setAttribute('href', href);
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    clean(element, copy, doc);
    target.appendChild(copy);
  }
}

export function sanitizeHtml(html: string): string {
  // A <template> parses without running scripts or fetching images.
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createElement('div');
  clean(template.content, out, document);
  return out.innerHTML;
}
