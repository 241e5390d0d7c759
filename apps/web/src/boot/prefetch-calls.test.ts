import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getEvents } from '../features/home/api/events';
import { getNotices } from '../features/home/api/notices';
import { getCadastro } from '../lib/registration';

// boot.ts shares no code with the app (decision 42), so it names its calls as plain paths: each must be a
// call the app defines as prefetched, and the home paints from them, so none may wait for a schema's chunk.
describe('decision 113: what boot.ts prefetches', () => {
  const boot = readFileSync(join(import.meta.dirname, 'boot.ts'), 'utf8');
  // The home and the album (decision 142) both name the registration.
  const paths = [...new Set([...boot.matchAll(/'(\/perfil\/[\w/]+)'/g)].map(([, path]) => path))];
  const definitions = [getCadastro, getNotices, getEvents];

  it('is the calls the app defines as prefetched', () => {
    expect(paths.sort()).toEqual(definitions.map((call) => call.spec.path).sort());
    for (const call of definitions) expect(call.spec.prefetched).toBe(true);
  });

  it('is checked by hand-written checks, never by a schema loaded later (zod off the first paint)', () => {
    for (const call of definitions) expect(typeof call.spec.answer).toBe('object');
  });
});
