/** A clock the adapter waits on; injectable so tests neither sleep nor depend on wall time. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A token bucket: `perSecond` tokens a second, at most `burst` banked. `take()` reserves a token at once (the
 * balance may go negative) and then waits until it is due, so concurrent callers queue in call order without a
 * lock and each waits exactly its share. `perSecond` Infinity means no limit.
 */
export function createRateLimiter(perSecond: number, burst: number, clock: Clock): { take(): Promise<void> } {
  if (!(perSecond > 0)) throw new RangeError('requestsPerSecond must be positive');
  if (perSecond === Infinity) return { take: async () => {} };
  if (!(burst >= 1)) throw new RangeError('burst must be at least 1');
  let tokens = burst;
  let last = clock.now();
  return {
    async take() {
      const now = clock.now();
      tokens = Math.min(burst, tokens + ((now - last) * perSecond) / 1000);
      last = now;
      tokens -= 1;
      // The epsilon keeps float dust (1e-13) from adding a millisecond.
      if (tokens < 0) await clock.sleep(Math.ceil((-tokens * 1000) / perSecond - 1e-6));
    },
  };
}
