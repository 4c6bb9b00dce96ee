import type { Stream } from './random';

/**
 * Stretches of days without spend, as [start, end) pairs: a customer's or an account's long silences (which
 * make it dormant and, when they end, woken) and an account's short pauses.
 */

/** Far enough ahead of the anchor that a long-running demo never walks off the generated stretches. */
export const HORIZON_DAYS = 3000;

/**
 * Alternating spells of spending and of silence long enough to make the spender dormant (90 days and more);
 * each ending is a wake-up. Some silences last years, but none forever, so the dormant share stays about the
 * same however long the history. Returned as [start, end) pairs of the silences.
 */
export function longStretches(s: Stream, from: number, until: number): number[] {
  const stretches: number[] = [];
  let start = from + s.int(30, 200);
  while (start < until) {
    const end = start + (s.chance(0.15) ? s.int(365, 900) : s.int(100, 360));
    stretches.push(start, end);
    start = end + s.int(60, 300);
  }
  return stretches;
}

/** Pauses of a few days every few months: a plan rebuilt, a campaign between seasons. */
export function shortPauses(s: Stream, from: number, until: number): number[] {
  const pauses: number[] = [];
  let start = from + s.int(20, 300);
  while (start < until) {
    const end = start + s.int(1, 12);
    pauses.push(start, end);
    start = end + s.int(30, 300);
  }
  return pauses;
}

export interface Stretches {
  starts: Int32Array;
  ends: Int32Array;
}

/** Sorted, non-overlapping stretches covering the same days as the pairs. */
export function mergeStretches(pairs: readonly number[]): Stretches {
  const items: [number, number][] = [];
  for (let i = 0; i < pairs.length; i += 2) items.push([pairs[i]!, pairs[i + 1]!]);
  items.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of items) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return { starts: Int32Array.from(merged, (m) => m[0]), ends: Int32Array.from(merged, (m) => m[1]) };
}

/** Whether a day falls in one of the stretches. */
export function within(stretches: Stretches, day: number): boolean {
  const { starts, ends } = stretches;
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && day < ends[found]!;
}
