import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/** The key of the catalog's version in data_versions (the others are days). */
export const CATALOG = 'catalog';

/** The versions of the data as read at one moment (data_versions): a cached result is stamped with them. */
export class VersionSnapshot {
  /** Days with a version, in order, and their versions. */
  readonly #days: string[];
  readonly #versions: number[];
  /** The highest version of all: two snapshots with the same are the same. */
  readonly latest: number;

  constructor(
    days: [string, number][],
    readonly catalog: number,
  ) {
    days.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.#days = days.map(([day]) => day);
    this.#versions = days.map(([, version]) => version);
    this.latest = Math.max(catalog, ...this.#versions);
  }

  /** The highest version of the days from..to (inclusive); 0 when none of them has moved since versions began. */
  span(from: string, to: string): number {
    let highest = 0;
    for (let i = firstAtOrAfter(this.#days, from); i < this.#days.length && this.#days[i]! <= to; i++)
      if (this.#versions[i]! > highest) highest = this.#versions[i]!;
    return highest;
  }
}

function firstAtOrAfter(sorted: string[], value: string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * This instance's copy of data_versions, read again on the first use after `moved()` (an announcement of the
 * database, a change made through this instance); every use after a move waits for a read begun after it.
 */
export class DataVersions {
  #snapshot = new VersionSnapshot([], 0);
  #asked = 1;
  #read = 0;
  #reading: Promise<void> | undefined;

  constructor(private readonly db: Executor) {}

  /** The versions may have moved: the next `current` reads them again. */
  moved() {
    this.#asked++;
  }

  async current(): Promise<VersionSnapshot> {
    while (this.#read < this.#asked) await (this.#reading ??= this.#load());
    return this.#snapshot;
  }

  async #load() {
    const asked = this.#asked;
    try {
      const rows = await queryRows<{ key: string; version: string | number }>(
        this.db,
        sql`select key, version from data_versions`,
      );
      const catalog = rows.find((r) => r.key === CATALOG);
      const days = rows
        .filter((r) => r.key !== CATALOG)
        .map((r): [string, number] => [r.key, Number(r.version)]);
      this.#snapshot = new VersionSnapshot(days, Number(catalog?.version ?? 0));
      this.#read = asked;
    } finally {
      this.#reading = undefined;
    }
  }
}
