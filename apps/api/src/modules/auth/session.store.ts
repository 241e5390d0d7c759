import type { Role } from '@portal/domain';
import type { Db } from '../../db/client';
import { authRepository } from './auth.repository';

export type SessionState = {
  id: number;
  name: string;
  role: Role;
  studentId: number | null;
  emailConfirmed: boolean;
  sessionVersion: number;
};

/** How long a session check may be answered from memory: a revocation reaches other API nodes within it. */
export const SESSION_CACHE_MS = 5000;
const MAX_ENTRIES = 50_000;

/**
 * Each request checks its session against the database (DESIGN §3: revocable sessions), cached briefly
 * per user. A change made by this process (reset, confirmation, logout everywhere) forgets the entry at once.
 */
export function sessionStore(db: Db, now: () => number = Date.now) {
  const repo = authRepository(db);
  const cache = new Map<number, { at: number; state: SessionState | undefined }>();
  return {
    async get(userId: number): Promise<SessionState | undefined> {
      const hit = cache.get(userId);
      if (hit && now() - hit.at < SESSION_CACHE_MS) return hit.state;
      const state = await repo.sessionState(userId);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, { at: now(), state });
      return state;
    },
    forget(userId: number): void {
      cache.delete(userId);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
