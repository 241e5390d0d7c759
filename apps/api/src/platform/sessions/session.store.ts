import type { Role } from '@portal/domain';
import type { Db } from '../../db/client';
import { sessionRepository } from './session.repository';

export type SessionState = {
  id: number;
  name: string;
  role: Role;
  studentId: number | null;
  emailConfirmed: boolean;
  sessionVersion: number;
};

/**
 * How long a student's session check may be answered from memory: a revocation made elsewhere (another
 * API node, or SQL outside the portal) reaches this node within it. Audited sessions never use it.
 */
export const SESSION_CACHE_MS = 5000;
const MAX_ENTRIES = 50_000;

/**
 * Each request checks its session against the database (DESIGN §3: revocable sessions). Student sessions
 * are cached briefly per user: the throughput-measured routes pay no extra round trip. A change made by
 * this process (reset, confirmation, logout everywhere) forgets the entry at once. `fresh` skips the cache:
 * administrator sessions, whose rights must end on the very next request (decision 99).
 */
export function sessionStore(db: Db, now: () => number = Date.now) {
  const repo = sessionRepository(db);
  const cache = new Map<number, { at: number; state: SessionState | undefined }>();
  // Off while the revocation listener of a PostgreSQL node is down: what it missed may be in the cache.
  let trusted = true;
  /** The cached state of a student session still within SESSION_CACHE_MS; `undefined` means "ask". */
  const cached = (userId: number) => {
    const hit = trusted ? cache.get(userId) : undefined;
    return hit && now() - hit.at < SESSION_CACHE_MS ? hit : undefined;
  };
  return {
    /**
     * The session's state without a promise when this node knows it (decision 158): the check every student
     * call makes then takes no turn of the event loop. `null` when it must be read (`get`).
     */
    known(userId: number): SessionState | undefined | null {
      const hit = cached(userId);
      return hit ? hit.state : null;
    },
    async get(
      userId: number,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<SessionState | undefined> {
      const hit = fresh ? undefined : cached(userId);
      if (hit) return hit.state;
      const state = await repo.sessionState(userId);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, { at: now(), state });
      return state;
    },
    forget(userId: number): void {
      cache.delete(userId);
    },
    /**
     * Whether the cache may answer: a node told of every revocation by the other nodes (decision 128) uses
     * it; while its listener is down it reads every session, and forgets all it held when told again.
     */
    trust(value: boolean): void {
      if (value !== trusted) cache.clear();
      trusted = value;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
