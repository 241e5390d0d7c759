// A tab opened from the portal (a payment return, the contract PDF, a second tab) starts with an empty
// session storage (spec B §7). Before it shows the sign-in, it asks the portal's other tabs, over a channel
// only this origin can hear, whether one holds a session, and takes a copy (decision 134). boot.ts's half:
// it imports nothing the app imports; lib/session-share.ts answers.

/** The channel's name; lib/session-share.ts spells it through this type, as it cannot import the value. */
export type SessionChannelName = 'portal-session';

/** The session storage entries a signed-in tab hands over (session.ts's SESSION_KEYS). */
export type SessionEntries = { token: string; user: string; cadastro?: string };

export type SessionMessage =
  | { type: 'ask' }
  | { type: 'session'; entries: SessionEntries }
  /** A sign-out: every tab holding this token ends its session too. */
  | { type: 'end'; token: string };

declare global {
  interface Window {
    /** The handover boot.ts waits for; true when this tab took a session from another one. */
    __portalSessionAsk?: Promise<boolean>;
  }
}

const CHANNEL: SessionChannelName = 'portal-session';

/** How long a tab without a session waits for an answer before it shows the sign-in. */
export const ASK_WAIT_MS = 300;

function isEntries(value: unknown): value is SessionEntries {
  if (typeof value !== 'object' || value === null) return false;
  const entries: Partial<Record<string, unknown>> = { ...value };
  return (
    typeof entries.token === 'string' &&
    entries.token !== '' &&
    typeof entries.user === 'string' &&
    (entries.cadastro === undefined || typeof entries.cadastro === 'string')
  );
}

/**
 * Asks the other tabs for their session and stores the first answer in `storage`. Resolves true when one
 * came within `waitMs`, false otherwise (no other signed-in tab, or no BroadcastChannel). A tab that
 * already holds a token neither asks nor waits, nor does one whose student signed out in it ('signedOut',
 * session.ts's logout): another tab's session must not sign it in again.
 */
export function askForSession(storage: Storage, waitMs = ASK_WAIT_MS): Promise<boolean> {
  const skip = storage.getItem('token') !== null || storage.getItem('signedOut') !== null;
  if (skip || typeof BroadcastChannel === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(CHANNEL);
    const done = (taken: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(taken);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'session') return;
      if (!('entries' in data) || !isEntries(data.entries)) return;
      // A sign-in in this tab meanwhile wins over the copy.
      if (storage.getItem('token') === null) {
        const { token, user, cadastro } = data.entries;
        storage.setItem('token', token);
        storage.setItem('user', user);
        if (cadastro !== undefined) storage.setItem('cadastro', cadastro);
      }
      done(true);
    };
    const ask: SessionMessage = { type: 'ask' };
    channel.postMessage(ask);
  });
}
