/**
 * The thresholds of DOMAIN.md's derived states. The platform's agency policy is not public, so these are
 * settings with these defaults, not constants of the code.
 */
export interface Thresholds {
  /** Low balance: runway below this many days. */
  lowBalanceDays: number;
  /** Runway and "average spend" look back this many closed days. */
  averageDays: number;
  /** Active: spend in the last this many days. */
  activeDays: number;
  /** Dormant: no spend for this many days. */
  dormantDays: number;
  /** Descent: spend fell by more than this share against the previous equal period. */
  descentRatio: number;
  /** New online / woken / retained: spend of at least this many cents in the window. */
  onlineAmount: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  lowBalanceDays: 3,
  averageDays: 7,
  activeDays: 7,
  dormantDays: 90,
  descentRatio: 0.3,
  onlineAmount: 500_000,
};
