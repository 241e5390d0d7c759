import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import type { Tone } from './banner';
import { CloseIcon } from './icons';

export interface ToastAction {
  label: string;
  /** A route to open, or a handler (e.g. 'Desfazer?'). */
  to?: string;
  onClick?: () => void;
}

export interface ToastInput {
  kind?: Tone;
  message: string;
  action?: ToastAction;
  /** Milliseconds before it closes by itself; the spec gives some (7 s reminder, 15 s confirmation). */
  duration?: number;
  /**
   * Closes when the student leaves the screen it speaks of (decision 134): the album's 'Item adicionado.'
   * means nothing over the cart it would follow the student to.
   */
  closesOnLeave?: boolean;
}

interface ToastItem extends Required<Pick<ToastInput, 'kind' | 'message' | 'duration'>> {
  id: number;
  action?: ToastAction;
  closesOnLeave?: boolean;
}

/** Default auto-close times: errors and warnings stay longer, to be read. */
export const TOAST_DURATION: Record<Tone, number> = { info: 5000, success: 4000, warning: 7000, error: 8000 };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  set(items.filter((item) => item.id !== id));
}

/** Closes every toast (a new session starts clean). */
export function dismissAllToasts(): void {
  set([]);
}

/** Shows a toast; the same text already on screen is not repeated. Returns its id. */
export function toast({ kind = 'info', message, action, duration, closesOnLeave }: ToastInput): number {
  const same = items.find((item) => item.kind === kind && item.message === message);
  if (same) return same.id;
  const item: ToastItem = { id: nextId++, kind, message, duration: duration ?? TOAST_DURATION[kind] };
  if (action) item.action = action;
  if (closesOnLeave) item.closesOnLeave = true;
  set([...items, item]);
  return item.id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ToastView({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);
  const { action } = item;
  return (
    <div className={`toast toast-${item.kind}`}>
      <p>{item.message}</p>
      {action?.to && (
        <Link to={action.to} onClick={() => dismissToast(item.id)}>
          {action.label}
        </Link>
      )}
      {action && !action.to && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            action.onClick?.();
            dismissToast(item.id);
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label="Fechar aviso"
        onClick={() => dismissToast(item.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * The toast stack: two live regions always in the page, so screen readers announce what is added (errors
 * assertively, the rest politely). They carry no role, so they never clash with a page's own alert.
 */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (items.some((item) => item.closesOnLeave)) set(items.filter((item) => !item.closesOnLeave));
  }, [pathname]);
  return (
    <div className="toasts">
      <div aria-live="assertive">
        {list
          .filter((item) => item.kind === 'error')
          .map((item) => (
            <ToastView key={item.id} item={item} />
          ))}
      </div>
      <div aria-live="polite">
        {list
          .filter((item) => item.kind !== 'error')
          .map((item) => (
            <ToastView key={item.id} item={item} />
          ))}
      </div>
    </div>
  );
}
