/**
 * A small subset of the Testing Library API (role, label and text queries, waitFor, user clicks and typing).
 *
 * Why: `@testing-library/react` needs its peer `@testing-library/dom`, which is not installed (the root
 * .npmrc sets legacy-peer-deps, so npm skips peers). Once it is added to apps/web's devDependencies, the
 * tests can import `screen`, `waitFor` and `userEvent` from Testing Library instead: the names match.
 */
import { act } from 'react';

type Matcher = string | RegExp;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

function matches(text: string, matcher: Matcher): boolean {
  const value = normalize(text);
  return typeof matcher === 'string' ? value === matcher : matcher.test(value);
}

function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return true;
    if (node.tagName === 'DIALOG' && !node.hasAttribute('open')) return true;
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return true;
  }
  return false;
}

const LANDMARK_SCOPES = 'article, aside, main, nav, section';
const TEXTBOX_TYPES = new Set(['', 'text', 'email', 'tel', 'url']);

/** The implicit ARIA role of an element, for the elements this app renders. */
function roleOf(element: Element): string | null {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit.split(/\s+/)[0] ?? null;
  const tag = element.tagName.toLowerCase();
  switch (tag) {
    case 'a':
      return element.hasAttribute('href') ? 'link' : null;
    case 'button':
      return 'button';
    case 'input': {
      const type = (element.getAttribute('type') ?? '').toLowerCase();
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
      if (type === 'search') return 'searchbox';
      return TEXTBOX_TYPES.has(type) ? 'textbox' : null;
    }
    case 'textarea':
      return 'textbox';
    case 'select':
      return 'combobox';
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return 'heading';
    case 'nav':
      return 'navigation';
    case 'main':
      return 'main';
    case 'header':
      return element.parentElement?.closest(LANDMARK_SCOPES) ? null : 'banner';
    case 'footer':
      return element.parentElement?.closest(LANDMARK_SCOPES) ? null : 'contentinfo';
    case 'ul':
    case 'ol':
      return 'list';
    case 'li':
      return 'listitem';
    case 'dialog':
      return 'dialog';
    case 'table':
      return 'table';
    case 'img':
      return element.getAttribute('alt') === '' ? 'presentation' : 'img';
    case 'section':
      return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : null;
    case 'form':
      return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'form' : null;
    default:
      return null;
  }
}

const NAME_FROM_CONTENT = new Set([
  'button',
  'link',
  'heading',
  'listitem',
  'cell',
  'tab',
  'option',
  'menuitem',
]);

function contentName(node: Node): string {
  let out = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) out += child.textContent ?? '';
    else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) continue;
      if (element.tagName === 'INPUT' || element.tagName === 'SELECT' || element.tagName === 'TEXTAREA')
        continue;
      const label = element.getAttribute('aria-label');
      if (label) out += ` ${label} `;
      else if (element.tagName === 'IMG') out += element.getAttribute('alt') ?? '';
      else out += ` ${contentName(element)} `;
    }
  }
  return out;
}

/** The accessible name, following the common cases of the W3C computation. */
export function accessibleName(element: Element): string {
  const doc = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return normalize(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const ref = doc.getElementById(id);
          return ref ? (ref.getAttribute('aria-label') ?? contentName(ref)) : '';
        })
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return normalize(label);
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) return normalize(Array.from(labels, contentName).join(' '));
  if (element.tagName === 'IMG') return normalize(element.getAttribute('alt') ?? '');
  const role = roleOf(element);
  if (role && NAME_FROM_CONTENT.has(role)) return normalize(contentName(element));
  return normalize(element.getAttribute('title') ?? '');
}

interface RoleOptions {
  name?: Matcher;
  level?: number;
}

function allByRole(container: ParentNode, role: string, options: RoleOptions = {}): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('*')).filter((element) => {
    if (roleOf(element) !== role || isHidden(element)) return false;
    if (options.level !== undefined && element.tagName !== `H${options.level}`) return false;
    return options.name === undefined || matches(accessibleName(element), options.name);
  });
}

function describeRoles(container: ParentNode): string {
  return Array.from(container.querySelectorAll('*'))
    .filter((element) => roleOf(element) && !isHidden(element))
    .map((element) => `  ${roleOf(element)} "${accessibleName(element)}"`)
    .join('\n');
}

function one<T>(found: T[], what: string, container: ParentNode): T {
  if (found.length === 1) return found[0] as T;
  throw new Error(
    `${found.length === 0 ? 'Found no' : `Found ${found.length}`} ${what}. Accessible elements:\n${describeRoles(container)}`,
  );
}

function allByLabelText(container: ParentNode, text: Matcher): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('input, select, textarea, [role]')).filter(
    (element) => !isHidden(element) && matches(accessibleName(element), text),
  );
}

const IGNORED_FOR_TEXT = new Set(['SCRIPT', 'STYLE', 'TITLE', 'META', 'LINK']);

function allByText(container: ParentNode, text: Matcher): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('*')).filter(
    (element) =>
      !IGNORED_FOR_TEXT.has(element.tagName) &&
      !isHidden(element) &&
      Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      ) &&
      matches(element.textContent ?? '', text),
  );
}

/** Retries `check` until it stops throwing, letting React and timers run in between. */
export async function waitFor<T>(check: () => T, timeout = 3000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 15));
      });
    }
  }
}

function queries(container: ParentNode) {
  return {
    getByRole: (role: string, options?: RoleOptions) =>
      one(allByRole(container, role, options), `${role} ${String(options?.name ?? '')}`, container),
    getAllByRole: (role: string, options?: RoleOptions) => allByRole(container, role, options),
    queryByRole: (role: string, options?: RoleOptions) => allByRole(container, role, options)[0] ?? null,
    findByRole: (role: string, options?: RoleOptions) =>
      waitFor(() =>
        one(allByRole(container, role, options), `${role} ${String(options?.name ?? '')}`, container),
      ),
    getByLabelText: (text: Matcher) =>
      one(allByLabelText(container, text), `field labelled ${String(text)}`, container),
    findByLabelText: (text: Matcher) =>
      waitFor(() => one(allByLabelText(container, text), `field labelled ${String(text)}`, container)),
    getByText: (text: Matcher) => one(allByText(container, text), `text ${String(text)}`, container),
    queryByText: (text: Matcher) => allByText(container, text)[0] ?? null,
    findByText: (text: Matcher) =>
      waitFor(() => one(allByText(container, text), `text ${String(text)}`, container)),
  };
}

/** Queries over the whole document, as Testing Library's `screen`. */
export const screen = queries(document.body);
export const within = (element: HTMLElement) => queries(element);

const valueSetter = (element: HTMLElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;

/** User actions, as `@testing-library/user-event` names them. */
export const user = {
  async click(element: HTMLElement) {
    if ((element as HTMLButtonElement).disabled) throw new Error('Cannot click a disabled element');
    await act(async () => {
      element.focus();
      element.click();
    });
  },
  async type(element: HTMLElement, text: string) {
    const setValue = valueSetter(element);
    await act(async () => {
      element.focus();
      for (const char of text) {
        setValue?.call(element, `${(element as HTMLInputElement).value}${char}`);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
  },
  async selectOptions(element: HTMLElement, value: string) {
    await act(async () => {
      (element as HTMLSelectElement).value = value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });
  },
  async clear(element: HTMLElement) {
    await act(async () => {
      valueSetter(element)?.call(element, '');
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  },
};
