/** What virtual staff do, as the load test counts it: each request is one of these. */
export const KINDS = ['signIn', 'home', 'report', 'lookup', 'list', 'export'] as const;
export type Kind = (typeof KINDS)[number];

/** A request the load test timed: its kind, what it asked (path and own query, no signature) and its outcome. */
export interface Timed {
  kind: Kind;
  what: string;
  ms: number;
  /** Why it counts as an error (HTTP status, envelope status and desc, network failure, timeout); none if it did not. */
  error?: string;
}

export interface KindFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;

/** Every request's time by kind (failures included: they took that long too), its errors by reason, the slowest. */
export class Tally {
  readonly #times = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  /** When each request of `#times` started, and whether it failed, in the same order. */
  readonly #starts = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  readonly #failed = new Map<Kind, boolean[]>(KINDS.map((k) => [k, []]));
  /** When the last sign-in was answered: after it, the crowd is at work without anyone arriving. */
  lastSignIn = -Infinity;
  /** Reason → how many, and one request that met it. */
  readonly reasons = new Map<string, { count: number; example: string }>();
  /** The slowest request of each kind. */
  readonly slowest = new Map<Kind, Timed>();
  first = Infinity;
  last = -Infinity;

  add(timed: Timed, endedAt: number): void {
    this.#times.get(timed.kind)!.push(timed.ms);
    this.#starts.get(timed.kind)!.push(endedAt - timed.ms);
    this.#failed.get(timed.kind)!.push(timed.error !== undefined);
    if (timed.kind === 'signIn') this.lastSignIn = Math.max(this.lastSignIn, endedAt);
    this.first = Math.min(this.first, endedAt - timed.ms);
    this.last = Math.max(this.last, endedAt);
    if (timed.error) {
      const key = `${timed.kind}: ${timed.error}`;
      const seen = this.reasons.get(key);
      if (seen) seen.count++;
      else this.reasons.set(key, { count: 1, example: timed.what });
    }
    if (timed.ms > (this.slowest.get(timed.kind)?.ms ?? -1)) this.slowest.set(timed.kind, timed);
  }

  /** A kind's figures, of every request or of those started from `since` on. */
  figures(kind: Kind, since = -Infinity): KindFigures {
    const starts = this.#starts.get(kind)!;
    const failed = this.#failed.get(kind)!;
    const chosen = this.#times.get(kind)!.filter((_, i) => starts[i]! >= since);
    const sorted = chosen.sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? NaN,
      errors: failed.filter((f, i) => f && starts[i]! >= since).length,
    };
  }

  get requests(): number {
    return KINDS.reduce((sum, k) => sum + this.#times.get(k)!.length, 0);
  }

  get errors(): number {
    return KINDS.reduce((sum, k) => sum + this.#failed.get(k)!.filter(Boolean).length, 0);
  }
}
