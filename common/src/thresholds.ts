import { z } from 'zod';

/**
 * The thresholds of DOMAIN.md's derived states and the agency's monthly KPI targets. The platform's agency policy
 * is not public, so these are settings (the settings page of /platformAssessment) with these defaults, not
 * constants of the code; reports read the values in force.
 */

/** Runway and "average spend" look back this many closed days (DOMAIN.md's runway: a fixed rule, not a setting). */
export const AVERAGE_DAYS = 7;

/** The longest active window a setting takes. */
export const LONGEST_ACTIVE_DAYS = 90;

const wholeDays = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** A share of 1 (0.3 is 30%). */
const share = z.coerce.number().gt(0).lt(1);
const factor = z.coerce.number().min(1).max(100);
const count = z.coerce.number().int().min(0).max(1_000_000);
const cents = z.coerce.number().int().min(0).max(1e13);

export const thresholdsInput = z.object({
  /** Low balance: runway below this many days. */
  lowBalanceDays: wholeDays(1, 60),
  /** Active: spend in the last this many days. */
  activeDays: wholeDays(1, LONGEST_ACTIVE_DAYS),
  /** Dormant: no spend for this many days. */
  dormantDays: wholeDays(7, 366),
  /** Descent: spend fell by more than this share against the previous equal period. */
  descentRatio: share,
  /** New online: the customer's spend within this many days from its first reaches onlineAmount. */
  onlineDays: wholeDays(1, 90),
  /** New online, retained, woken: spend of at least this many cents (in the window, or the month). */
  onlineAmount: cents,
  /** Hourly spike: an hour's spend above this many times its usual share of the day. */
  spikeFactor: factor,
  /** CPC anomaly: today's CPC above this many times the account's CPC of the last 7 days. */
  cpcFactor: factor,
  /** The agency's monthly targets: new online, retained and woken customers, and the prepaid balance (cents). */
  targetOnline: count,
  targetRetained: count,
  targetWoken: count,
  targetBalance: cents,
});

export type Thresholds = z.output<typeof thresholdsInput>;
export type ThresholdKey = keyof Thresholds;

export const DEFAULT_THRESHOLDS: Thresholds = {
  lowBalanceDays: 3,
  activeDays: 7,
  dormantDays: 90,
  descentRatio: 0.3,
  onlineDays: 30,
  onlineAmount: 500_000,
  spikeFactor: 3,
  cpcFactor: 2,
  targetOnline: 20,
  targetRetained: 60,
  targetWoken: 10,
  targetBalance: 500_000_000,
};

/** The settings page's fields in its order, each read as days, a share, a factor, a count or money. */
export const THRESHOLD_KINDS: Record<ThresholdKey, 'days' | 'percent' | 'factor' | 'count' | 'money'> = {
  descentRatio: 'percent',
  lowBalanceDays: 'days',
  activeDays: 'days',
  dormantDays: 'days',
  onlineDays: 'days',
  onlineAmount: 'money',
  spikeFactor: 'factor',
  cpcFactor: 'factor',
  targetOnline: 'count',
  targetRetained: 'count',
  targetWoken: 'count',
  targetBalance: 'money',
};

/** The values in force: those saved over the defaults (a setting saved before a field existed lacks it). */
export function thresholdsOf(saved: unknown): Thresholds {
  const parsed = thresholdsInput.partial().safeParse(saved ?? {});
  return { ...DEFAULT_THRESHOLDS, ...(parsed.success ? parsed.data : {}) };
}
