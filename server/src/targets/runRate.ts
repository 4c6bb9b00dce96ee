import { daysBetween, elapsedShare } from '../time';

/** Where spend stands against a period's target, and where it is headed at its pace so far. */
export interface RunRate {
  progress: number | null;
  /** The share of the period gone by at the end of `day` (today: up to the current hour). */
  elapsed: number;
  /** The spend by the period's end at the pace so far. */
  projectedFee: number | null;
  projectedProgress: number | null;
  /** What each day left (today included while it runs) must spend to reach the target; 0 once reached. */
  neededPerDay: number | null;
}

/**
 * The run rate of `fee` spent over `period` up to `day` against `target` (null: none set), seen on `today` at
 * `hour`.
 */
export function runRate(
  fee: number,
  target: number | null,
  period: [string, string],
  day: string,
  today: string,
  hour: number,
): RunRate {
  const elapsed = elapsedShare(period, day, today, hour);
  const projectedFee = elapsed > 0 ? Math.round(fee / elapsed) : null;
  const share = (part: number | null) => (target && part !== null ? part / target : null);
  const daysLeft = daysBetween(day, period[1]) + (day >= today ? 1 : 0);
  const neededPerDay =
    target === null ? null : daysLeft > 0 ? Math.max(0, Math.ceil((target - fee) / daysLeft)) : null;
  return {
    progress: share(fee),
    elapsed,
    projectedFee,
    projectedProgress: share(projectedFee),
    neededPerDay,
  };
}
