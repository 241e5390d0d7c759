/**
 * An allow-list HTML sanitiser for the producer's notices (spec A §3: crmdesc is HTML). The web sanitises
 * again before rendering; this is defence in depth, so a stored notice never reaches a browser with
 * scripts, event handlers or javascript: links.
 *
 * The output is rebuilt, never patched: text is escaped, only allowed tags are written, each with only
 * allowed attributes whose values we decoded, checked and escaped ourselves. Whatever the input's
 * quirks, the browser therefore reads exactly what was checked.
 */

/** Tags kept, with the attributes each may carry. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target'],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  p: [],
  div: [],
  span: [],
  br: [],
  hr: [],
  blockquote: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

const VOID = new Set(['br', 'hr']);

/** Elements whose content the browser does not parse as markup: skipped up to their end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);

/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'svg',
  'math',
  'template',
  'object',
  'select',
  'head',
  'applet',
  'frameset',
]);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

const escapeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Character references as a browser reads them in an attribute: numeric ones even without ';'. A
 * reference we do not know stays as typed; it is escaped on output, so the browser sees it literally.
 */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z]+);)/gi, (whole, hex, dec, name) => {
    if (name !== undefined) return NAMED_ENTITIES[String(name).toLowerCase()] ?? whole;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** True for an http(s), mailto or tel URL, or a relative one. Controls and spaces hide nothing. */
export function isSafeUrl(decoded: string): boolean {
  // Browsers drop tabs and newlines anywhere in a URL and trim controls and spaces around it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return !scheme || SAFE_SCHEMES.has(scheme[1]!);
}

type Tag = { name: string; closing: boolean; attrs: [string, string][]; end: number };

const NAME_CHAR = /[^\s/>]/;

/** Reads a tag at `start` (s[start] === '<' followed by a letter or '/'), as the HTML tokenizer would. */
function readTag(s: string, start: number): Tag | null {
  let i = start + 1;
  const closing = s[i] === '/';
  if (closing) i++;
  if (!/[a-z]/i.test(s[i] ?? '')) return null;
  let name = '';
  while (i < s.length && NAME_CHAR.test(s[i]!)) name += s[i++];
  const attrs: [string, string][] = [];
  while (i < s.length) {
    const c = s[i]!;
    if (c === '>') return { name: name.toLowerCase(), closing, attrs, end: i + 1 };
    if (/\s|\//.test(c)) {
      i++;
      continue;
    }
    let attr = c;
    i++;
    while (i < s.length && !/[\s/>=]/.test(s[i]!)) attr += s[i++];
    while (i < s.length && /\s/.test(s[i]!)) i++;
    let value = '';
    if (s[i] === '=') {
      i++;
      while (i < s.length && /\s/.test(s[i]!)) i++;
      const quote = s[i];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = s.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < s.length && !/[\s>]/.test(s[i]!)) value += s[i++];
      }
    }
    attrs.push([attr.toLowerCase(), value]);
  }
  // An unterminated tag is dropped by browsers too.
  return null;
}

function renderAttrs(tag: string, attrs: [string, string][]): string {
  const allowed = ALLOWED[tag] ?? [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const [name, raw] of attrs) {
    if (!allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    const value = decodeEntities(raw);
    if (name === 'href' && !isSafeUrl(value)) continue;
    if ((name === 'colspan' || name === 'rowspan') && !/^\d{1,3}$/.test(value)) continue;
    if (name === 'target') {
      if (value !== '_blank') continue;
      out.push(' target="_blank" rel="noopener noreferrer"');
      continue;
    }
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  return out.join('');
}

/** The end of the content of a dropped element starting at `from`: after its matching end tag, or the end. */
function skipElement(s: string, name: string, from: number): number {
  const lower = s.toLowerCase();
  if (RAW_TEXT.has(name)) {
    const close = lower.indexOf(`</${name}`, from);
    if (close < 0 || name === 'plaintext') return s.length;
    const gt = s.indexOf('>', close);
    return gt < 0 ? s.length : gt + 1;
  }
  let depth = 1;
  let i = from;
  while (depth > 0) {
    const lt = s.indexOf('<', i);
    if (lt < 0) return s.length;
    const tag = readTag(s, lt);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    if (tag.name === name) depth += tag.closing ? -1 : 1;
    i = tag.end;
  }
  return i;
}

/** `html` with only the allowed tags and attributes, well nested, and safe link targets. */
export function sanitizeHtml(html: string): string {
  const s = html;
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(s.slice(i)));
      break;
    }
    out.push(escapeText(s.slice(i, lt)));
    if (s.startsWith('<!--', lt)) {
      const close = s.indexOf('-->', lt + 4);
      i = close < 0 ? s.length : close + 3;
      continue;
    }
    if (s[lt + 1] === '!' || s[lt + 1] === '?') {
      const gt = s.indexOf('>', lt);
      i = gt < 0 ? s.length : gt + 1;
      continue;
    }
    const tag = readTag(s, lt);
    if (!tag) {
      // Not a tag (a lone '<', or one never closed): kept as text.
      if (/^<\/?[a-z]/i.test(s.slice(lt, lt + 3))) {
        i = s.length;
      } else {
        out.push('&lt;');
        i = lt + 1;
      }
      continue;
    }
    i = tag.end;
    const { name } = tag;
    if (!tag.closing && (RAW_TEXT.has(name) || DROP_WITH_CONTENT.has(name))) {
      i = skipElement(s, name, i);
      continue;
    }
    if (!Object.hasOwn(ALLOWED, name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${name}${renderAttrs(name, tag.attrs)}>`);
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
