/**
 * Counts failures per key (an account, or an account from one address) in a sliding window. The
 * per-address request limit is @fastify/rate-limit's; both answer before any password is hashed.
 * In-process state: behind several API nodes, move it to the shared store with the rate limiter.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` has used up its failures in the current window. */
  blocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (this.now() - entry.since > this.windowMs) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= this.max;
  }

  /** Failures of `key` in the current window. */
  count(key: string): number {
    return this.blocked(key) || this.failures.has(key) ? (this.failures.get(key)?.count ?? 0) : 0;
  }

  fail(key: string): void {
    const entry = this.failures.get(key);
    if (!entry || this.now() - entry.since > this.windowMs) {
      this.failures.set(key, { count: 1, since: this.now() });
      if (this.failures.size > 100_000) this.failures.clear(); // bound memory under a spraying attack
    } else entry.count += 1;
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
