import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { loggerOptions, requestLoggerFactory } from './log';

/** A root logger as the API builds it, its lines kept in memory and parsed. */
function rootLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: loggerOptions(level, { write: (line) => lines.push(JSON.parse(line)) }),
  });
  return { log: app.log, lines };
}

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close().catch(() => {});
  t = undefined;
});

describe('decision 158: a request logger made only when something logs', () => {
  it('decision 158: below the level nothing is made; the first line makes the child, with its bindings', () => {
    const { log, lines } = rootLogger('warn');
    const child = vi.spyOn(log, 'child');
    const req = requestLoggerFactory.call(
      undefined as never,
      log,
      { reqId: 'req-7' },
      {},
      undefined as never,
    );
    req.info({ a: 1 }, 'not at warn');
    req.debug('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(req.level).toBe('warn');

    req.error({ err: new Error('falhou') }, 'request errored');
    req.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: 'req-7',
      msg: 'request errored',
      err: { message: 'falhou' },
    });
    expect(lines[1]).toMatchObject({ level: 40, reqId: 'req-7', msg: 'again' });
  });

  it('decision 158: a route level or serializers of its own get their child at once, as before', () => {
    const { log, lines } = rootLogger('warn');
    const child = vi.spyOn(log, 'child');
    const req = requestLoggerFactory.call(
      undefined as never,
      log,
      { reqId: 'req-8' },
      { level: 'debug' },
      undefined as never,
    );
    expect(child).toHaveBeenCalledTimes(1);
    req.debug('at debug');
    expect(lines[0]).toMatchObject({ level: 20, reqId: 'req-8', msg: 'at debug' });
  });

  it("decision 158: the API at production's level still logs a failed call, with its request id", async () => {
    const lines: Record<string, unknown>[] = [];
    t = await createTestApp(
      {},
      { logger: loggerOptions('warn', { write: (line) => lines.push(JSON.parse(line)) }) },
    );
    await t.database.close();
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot', payload: { email: 'a@b.com.br' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const failed = lines.filter((l) => (l.level as number) >= 50);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed[0]).toMatchObject({ reqId: expect.any(String), err: { type: expect.any(String) } });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});
