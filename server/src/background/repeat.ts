/** Background work done in rounds: the scheduler's ticks, the outbox's deliveries, the transfers' resumption. */
export interface Repeating<T> {
  /** A round now, or the one under way: never two at a time. */
  tick(): Promise<T>;
  /** Another round as soon as the one under way ends (something new to do). */
  kick(): void;
  /** No more rounds; the one under way finishes first. */
  stop(): Promise<void>;
  /** No more rounds, and the one under way is not waited for: what a killed process leaves. */
  halt(): void;
  readonly halted: boolean;
}

/** Runs `round` at once and then `everyMs` after each round ends (never when `everyMs` is 0: by hand only). */
export function repeatEvery<T>(
  everyMs: number,
  round: () => Promise<T>,
  report: (error: unknown) => void = () => {},
): Repeating<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let again = false;
  let stopped = false;
  let halted = false;

  function tick(): Promise<T> {
    running ??= round().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        tick().catch(report);
      }
    });
    return running;
  }

  function loop() {
    if (stopped) return;
    tick()
      .catch(report)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, everyMs);
      });
  }
  if (everyMs > 0) loop();

  return {
    tick,
    kick() {
      if (stopped) return;
      if (running) again = true;
      else tick().catch(report);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    halt() {
      stopped = halted = true;
      clearTimeout(timer);
    },
    get halted() {
      return halted;
    },
  };
}
