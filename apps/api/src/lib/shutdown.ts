/**
 * Runs the shutdown's steps in order (stop taking jobs, drain the requests, close the database) within `ms`
 * (decision 128): a stuck request or job no longer holds the process, which exits once the time is up.
 */
export async function shutdownWithin(
  ms: number,
  steps: (() => Promise<unknown>)[],
): Promise<'drained' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  const drain = (async () => {
    for (const step of steps) await step();
    return 'drained' as const;
  })();
  try {
    return await Promise.race([drain, late]);
  } finally {
    clearTimeout(timer);
  }
}
