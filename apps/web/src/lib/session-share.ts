import type { SessionChannelName, SessionEntries, SessionMessage } from '../boot/session-ask';

// The signed-in tab's half of the handover (decision 134; boot/session-ask.ts asks): the session stays in
// each tab's session storage (spec B §7), and a tab of the same origin that asks gets a copy. Never through
// local storage: nothing outlives the tabs.

const CHANNEL: SessionChannelName = 'portal-session';

export interface SessionChannel {
  /** Tells every tab holding `token` that its session ended (a sign-out in this tab). */
  end(token: string): void;
  close(): void;
}

interface Handlers {
  /** This tab's session, or null when it has none (a tab whose session ended never answers). */
  entries(): SessionEntries | null;
  /** Another tab signed out of the session holding `token`. */
  ended(token: string): void;
}

/** Opens the channel that answers other tabs' asks; null where the browser has no BroadcastChannel. */
export function openSessionChannel({ entries, ended }: Handlers): SessionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL);
  const post = (message: SessionMessage) => channel.postMessage(message);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (typeof data !== 'object' || data === null || !('type' in data)) return;
    if (data.type === 'ask') {
      const session = entries();
      if (session) post({ type: 'session', entries: session });
    } else if (data.type === 'end' && 'token' in data && typeof data.token === 'string') {
      ended(data.token);
    }
  };
  return { end: (token) => post({ type: 'end', token }), close: () => channel.close() };
}

/**
 * Waits for boot.ts's ask (a tab opened without a session), so that the router reads the session it may
 * have taken. In `vite dev` boot.ts does not run, and the app asks itself; a build never bundles that.
 */
export async function sessionTakenFromOtherTab(storage: Storage): Promise<void> {
  if (import.meta.env.DEV && !window.__portalSessionAsk) {
    const { askForSession } = await import('../boot/session-ask');
    window.__portalSessionAsk = askForSession(storage);
  }
  await window.__portalSessionAsk?.catch(() => false);
}
