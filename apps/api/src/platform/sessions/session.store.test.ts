import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { SESSION_CACHE_MS, sessionStore } from './session.store';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('decision 158: a session this node knows is answered without a promise, under the same rules', () => {
  it('decision 158: known only after a read, within SESSION_CACHE_MS, while trusted and not forgotten', async () => {
    let now = 1_000_000;
    const store = sessionStore(database.db, () => now);
    const user = await createUser(database.db);
    expect(store.known(user.id)).toBeNull();
    expect((await store.get(user.id))?.sessionVersion).toBe(user.sessionVersion);
    expect(store.known(user.id)?.id).toBe(user.id);

    // A revocation made elsewhere: this node learns it when told (forget) or when the entry ages out.
    await database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id));
    expect(store.known(user.id)?.sessionVersion).toBe(user.sessionVersion);
    store.forget(user.id);
    expect(store.known(user.id)).toBeNull();
    expect((await store.get(user.id))?.sessionVersion).toBe(user.sessionVersion + 1);

    now += SESSION_CACHE_MS;
    expect(store.known(user.id)).toBeNull();
    await store.get(user.id);
    store.trust(false);
    expect(store.known(user.id)).toBeNull();
  });

  it('decision 158: a user gone from the database is known as gone (undefined), not as "ask again"', async () => {
    const store = sessionStore(database.db, () => 0);
    expect(await store.get(2_000_000_000)).toBeUndefined();
    expect(store.known(2_000_000_000)).toBeUndefined();
  });
});
