import {
  NOTICE_ALLOWED_ATTRIBUTES,
  NOTICE_ALLOWED_TAGS,
  NOTICE_DROPPED_WITH_CONTENT,
  NOTICE_NEW_TAB,
  noticeLink,
} from '@portal/domain';

/**
 * The notice sanitiser of the web (spec A §3: crmdesc is HTML written by the producer's staff), on the
 * browser's own parser and the domain's allow-list, the one the API's sanitiser builds from (decision 18):
 * allowed tags keep their allowed attributes; tags dropped with their content go whole; any other tag is
 * unwrapped (its text stays); a link keeps an href only as `noticeLink` decides.
 */
const ALLOWED = new Set<string>(NOTICE_ALLOWED_TAGS);
const DROPPED = new Set<string>(NOTICE_DROPPED_WITH_CONTENT);

function copyOf(element: Element, tag: string, doc: Document): Element {
  const copy = doc.createElement(tag);
  if (tag === 'a') {
    // Same order as the API's sanitiser: href, title, then target and rel.
    const link = noticeLink(element.getAttribute('href') ?? '', element.getAttribute('target'));
    if (link.keep) copy.setAttribute('href', link.href);
    const title = element.getAttribute('title');
    if (title !== null) copy.setAttribute('title', title);
    if (link.keep && link.newTab) {
      copy.setAttribute('target', NOTICE_NEW_TAB.target);
      copy.setAttribute('rel', NOTICE_NEW_TAB.rel);
    }
    return copy;
  }
  for (const name of NOTICE_ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value !== null) copy.setAttribute(name, value);
  }
  return copy;
}

function clean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE || !(child instanceof Element)) continue;
    const element = child;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      clean(element, target, doc);
      continue;
    }
    const copy = copyOf(element, tag, doc);
    clean(element, copy, doc);
    target.appendChild(copy);
  }
}

export function sanitizeHtml(html: string): string {
  // A <template> parses without running scripts or fetching images (and, unlike DOMParser's document,
  // keeps leading text where it is).
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createElement('div');
  clean(template.content, out, document);
  return out.innerHTML;
}
