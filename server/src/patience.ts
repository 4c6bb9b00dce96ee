/** How long a closing database waits for a statement still running before it leaves it behind. */
export const CLOSE_PATIENCE_MS = 2_000;

/** Waits for `work`, but at most `ms`; answers whether it settled in time. Its outcome is not passed on. */
export async function settledWithin(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
