import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long the reading of a file may hold the event loop before other requests get a turn. */
const SLICE_MS = 20;

/**
 * The items of `source`, in order, handing the event loop a turn whenever the work on them (the caller's
 * included) has run for a slice: other requests keep being answered while a large file is read.
 */
export async function* takingTurns<T>(source: Iterable<T> | AsyncIterable<T>): AsyncGenerator<T> {
  let sliceStart = performance.now();
  for await (const item of source) {
    yield item;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
