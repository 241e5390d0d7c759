import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('decision 126: every audited route declares its action code', () => {
  it('no route an administrator reaches lacks a code', () => {
    const routes = t.app.auditRoutes.routes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => r.code === undefined).map((r) => r.call)).toEqual([]);
  });
});
