/**
 * Values by a row's identity (its dimensions' ids, then its period) as nested maps of the ids themselves: an
 * export compares a hundred thousand rows, and building a key string for each costs more than the lookups.
 */
export class ByRow {
  private readonly root = new Map<unknown, unknown>();
  private readonly columns: string[];
  private readonly outer: string[];
  private readonly last: string;
  constructor(columns: string[]) {
    // A report with no identity (one row, the whole) keeps its one value under a column no row has.
    this.columns = columns.length ? columns : ['\u0000whole'];
    this.outer = this.columns.slice(0, -1);
    this.last = this.columns.at(-1)!;
  }
  set(row: Record<string, unknown>, value: number) {
    let map = this.root;
    for (const column of this.outer) {
      let next = map.get(row[column]) as Map<unknown, unknown> | undefined;
      if (!next) map.set(row[column], (next = new Map()));
      map = next;
    }
    map.set(row[this.last], value);
  }
  /** Adds to what a row has (a period read in parts). */
  add(row: Record<string, unknown>, value: number) {
    this.set(row, (this.get(row) ?? 0) + value);
  }
  get(row: Record<string, unknown>): number | undefined {
    let found: unknown = this.root;
    for (const column of this.columns) found = (found as Map<unknown, unknown> | undefined)?.get(row[column]);
    return found as number | undefined;
  }
}
