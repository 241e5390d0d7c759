import type { TokenPayload } from './actor';

const MAX_ENTRIES = 10_000;

/**
 * Bearer headers whose token's signature and claims were verified, by the header's exact text (decision 150):
 * a session sends the same header on every call, and @fastify/jwt's verification (options merged, the token
 * decoded and its JSON parsed, then the signature cache looked up by a SHA-256 of the token) was the largest
 * part of a light call's frame. A known header is trusted only until its `exp`; whether the session still
 * stands is asked of the session store on every call, as before. Only verified headers are kept, and the
 * text must match exactly, so a header the verifier would refuse is never answered from here.
 */
export function verifiedTokens(now: () => number = Date.now) {
  const known = new Map<string, { payload: TokenPayload; expiresAt: number }>();
  return {
    get(header: string | undefined): TokenPayload | undefined {
      if (!header) return undefined;
      const hit = known.get(header);
      if (!hit) return undefined;
      if (hit.expiresAt > now()) return hit.payload;
      known.delete(header);
      return undefined;
    },
    remember(header: string | undefined, payload: TokenPayload & { exp?: number }): void {
      if (!header || typeof payload.exp !== 'number') return;
      if (known.size >= MAX_ENTRIES) known.clear();
      known.set(header, { payload, expiresAt: payload.exp * 1000 });
    },
  };
}
