import type { SessionUser } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForSession } from '../boot/session-ask';
import { clearSession, getUser, joinOtherTabs, logout, page, setSession } from './session';
import { openSessionChannel } from './session-share';

// Two tabs of one origin: this test's window (the signed-in tab, through session.ts) and a new tab with its
// own, empty session storage. They share Node's BroadcastChannel, as a browser's tabs of one origin do.

const ana: SessionUser = {
  id: 1,
  name: 'Ana',
  email: 'a@b.c',
  role: 'student',
  studentId: 7,
  actingAs: null,
  emailConfirmed: true,
};

/** A new tab's own session storage, empty, as a browser gives each tab. */
class TabStorage implements Storage {
  #entries = new Map<string, string>();
  get length() {
    return this.#entries.size;
  }
  clear() {
    this.#entries.clear();
  }
  getItem(key: string) {
    return this.#entries.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#entries.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#entries.delete(key);
  }
  setItem(key: string, value: string) {
    this.#entries.set(key, String(value));
  }
}

function newTab(): Storage {
  return new TabStorage();
}

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('decision 134: a new tab takes the session of a signed-in tab (spec B §7)', () => {
  it('a tab opened from the portal is signed in with the same token, user and registration', async () => {
    setSession({ token: 'tok-ana', user: ana });
    sessionStorage.setItem('cadastro', '{"AlNome":"Ana"}');
    await joinOtherTabs();
    const tab = newTab();
    expect(await askForSession(tab)).toBe(true);
    expect(tab.getItem('token')).toBe('tok-ana');
    expect(JSON.parse(tab.getItem('user') ?? 'null')).toEqual(ana);
    expect(tab.getItem('cadastro')).toBe('{"AlNome":"Ana"}');
  });

  it('a tab whose session ended never answers: the new tab shows the sign-in after a short wait', async () => {
    setSession({ token: 'tok-ana', user: ana });
    await joinOtherTabs();
    clearSession();
    const tab = newTab();
    const started = Date.now();
    expect(await askForSession(tab, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(tab.getItem('token')).toBeNull();
  });

  it('a tab that already has its session neither asks nor waits', async () => {
    const tab = newTab();
    tab.setItem('token', 'own');
    const started = Date.now();
    expect(await askForSession(tab, 5_000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
    expect(tab.getItem('token')).toBe('own');
  });

  it('nothing is kept in local storage', async () => {
    setSession({ token: 'tok-ana', user: ana });
    await joinOtherTabs();
    await askForSession(newTab());
    expect(localStorage.length).toBe(0);
  });

  it('signing out (or "Sair de todos") ends the session in every tab holding it', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    setSession({ token: 'tok-ana', user: ana });
    await joinOtherTabs();
    const tab = newTab();
    await askForSession(tab);
    const other = newTab();
    other.setItem('token', 'tok-bia');
    const ended = vi.fn((token: string) => {
      for (const storage of [tab, other]) if (storage.getItem('token') === token) storage.clear();
    });
    const listening = openSessionChannel({ entries: () => null, ended });
    if (listening) opened.push(listening);
    logout();
    await vi.waitFor(() => expect(ended).toHaveBeenCalledWith('tok-ana'));
    expect(tab.getItem('token')).toBeNull();
    expect(other.getItem('token')).toBe('tok-bia');
    expect(reload).toHaveBeenCalled();
    // Reloaded, the tab that signed out takes no other tab's session: the student meant to leave.
    const stillSignedIn = openSessionChannel({
      entries: () => ({ token: 'tok-bia', user: JSON.stringify({ ...ana, id: 2 }) }),
      ended: () => undefined,
    });
    if (stillSignedIn) opened.push(stillSignedIn);
    expect(await askForSession(sessionStorage, 150)).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("a sign-out in another tab ends this tab's session and reloads it", async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    setSession({ token: 'tok-ana', user: ana });
    await joinOtherTabs();
    const other = openSessionChannel({ entries: () => null, ended: () => undefined });
    if (other) opened.push(other);
    other?.end('tok-someone-else');
    other?.end('tok-ana');
    await vi.waitFor(() => expect(getUser()).toBeNull());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
