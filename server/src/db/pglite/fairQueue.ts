/**
 * Waiting items in lanes, taken in turns: one from each lane that has any, in the order the lanes first waited,
 * so that a lane with many items waiting does not keep the others waiting behind all of them.
 */
export class FairQueue<T> {
  readonly #lanes = new Map<string, T[]>();

  push(lane: string, item: T) {
    const waiting = this.#lanes.get(lane);
    if (waiting) waiting.push(item);
    else this.#lanes.set(lane, [item]);
  }

  /** The next item in turn; its lane goes to the back of the line. */
  shift(): T | undefined {
    for (const [lane, waiting] of this.#lanes) {
      this.#lanes.delete(lane);
      const item = waiting.shift();
      if (waiting.length) this.#lanes.set(lane, waiting);
      if (item !== undefined) return item;
    }
    return undefined;
  }

  get size() {
    let size = 0;
    for (const waiting of this.#lanes.values()) size += waiting.length;
    return size;
  }
}
