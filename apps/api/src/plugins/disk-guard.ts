import { statfs } from 'node:fs/promises';
import { globalMessages } from '@portal/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/errors';

/** The free space below which writes are refused: max(1 GiB, 5 % of the volume). */
export function freeSpaceFloor(totalBytes: number): number {
  return Math.max(1024 ** 3, totalBytes * 0.05);
}

/** Free and total bytes of the volume that holds `dir`. */
export async function diskSpace(dir: string): Promise<{ free: number; total: number }> {
  const s = await statfs(dir);
  return { free: s.bavail * s.bsize, total: s.blocks * s.bsize };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route grows the disk (rows, files) and is refused below the free-space floor. Defaults to
     * true for methods that write (POST, PUT, PATCH, DELETE) and false for reads; a route that writes only
     * a few bytes people need to keep using the portal (signing in) sets false.
     */
    growsDisk?: boolean;
  }
}

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * PGlite freezes the whole process when its WAL hits a full disk (DESIGN §9), and a half-written upload
 * helps nobody: below the floor, every request that grows the disk is refused with 507 before it starts.
 * Signing in is not refused (decision 35): its writes are a few bytes, and refusing it locks everyone out.
 * The reading is cached for a few seconds, so a busy server makes one syscall, not one per request.
 */
export function registerDiskGuard(
  app: FastifyInstance,
  options: {
    dir: string;
    space?: (dir: string) => Promise<{ free: number; total: number }>;
    cacheMs?: number;
  },
): void {
  const space = options.space ?? diskSpace;
  const cacheMs = options.cacheMs ?? 5000;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let full = false;
  const refuseWhenFull = async (req: FastifyRequest) => {
    if (Date.now() - checkedAt > cacheMs) {
      checkedAt = Date.now();
      const { free, total } = await space(options.dir).catch(() => ({
        free: Number.POSITIVE_INFINITY,
        total: 0,
      }));
      full = free < freeSpaceFloor(total);
      if (full) req.log.error({ free, total }, 'free disk space below the floor: refusing writes');
    }
    if (full) throw new AppError('LIMIT', globalMessages.diskFull, 507);
  };
  // Decided per route as it is registered (decision 158): a route that only reads carries no hook at all,
  // so the calls every screen makes pass no disk check; a route that may write checks first, before its own
  // hooks (authentication included).
  app.addHook('onRoute', (route) => {
    const grows = route.config?.growsDisk;
    const methods = [route.method].flat();
    if (grows === false || (grows === undefined && methods.every((m) => READS.has(m)))) return;
    const guard: onRequestHookHandler = (req, _reply, done) => {
      if (!(grows ?? !READS.has(req.method))) return done();
      refuseWhenFull(req).then(() => done(), done);
    };
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}
