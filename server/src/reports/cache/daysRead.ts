/**
 * The days a computation read facts of, as spans (inclusive): what a cached result is valid for. The report
 * engine adds each source's span as it reads it (build.ts); a hand-written panel adds its own.
 */
export class DaysRead {
  readonly spans: [string, string][] = [];

  add([from, to]: readonly [string, string]) {
    if (from > to) return;
    if (!this.spans.some(([f, t]) => f <= from && to <= t)) this.spans.push([from, to]);
  }
}
