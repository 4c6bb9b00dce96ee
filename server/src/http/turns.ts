/**
 * Work that takes turns: at most `size` at once, the rest waiting in the order they came. `take` settles with
 * the release of the turn it got; a release called again does nothing.
 */
export class Turns {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** How many wait for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async take(): Promise<() => void> {
    if (this.#running >= this.size) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      // The turn passes on as it is: the count stays.
      if (next) next();
      else this.#running--;
    };
  }

  /** Runs `work` in a turn, given back when it settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.take();
    try {
      return await work();
    } finally {
      release();
    }
  }
}
