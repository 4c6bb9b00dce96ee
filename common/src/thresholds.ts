import { z } from 'zod';
import { decimal, integer } from './contract/fields';

/**
 * The thresholds of DOMAIN.md's derived states and the agency's monthly KPI targets. The platform's agency policy
 * is not public, so these are settings (the settings page of /platformAssessment) with these defaults, not
 * constants of the code; reports read the values in force.
 */

/** Runway and "average spend" look back this many closed days (DOMAIN.md's runway: a fixed rule, not a setting). */
export const AVERAGE_DAYS = 7;

/** The longest active window a setting takes. */
export const LONGEST_ACTIVE_DAYS = 90;

/** How a threshold reads: days, a share of 1 (0.3 is 30%), a factor, a count, or money in cents. */
export type ThresholdKind = 'days' | 'percent' | 'factor' | 'count' | 'money';

/**
 * Each threshold's kind and the values it takes (both ends included), in the settings page's order: what the
 * server accepts and what the page's form says before sending.
 */
export const THRESHOLD_RULES = {
  /** Descent: spend fell by more than this share against the previous equal period. */
  descentRatio: { kind: 'percent', min: 0.01, max: 0.99 },
  /** Low balance: runway below this many days. */
  lowBalanceDays: { kind: 'days', min: 1, max: 60 },
  /** Active: spend in the last this many days. */
  activeDays: { kind: 'days', min: 1, max: LONGEST_ACTIVE_DAYS },
  /** Dormant: no spend for this many days. */
  dormantDays: { kind: 'days', min: 7, max: 366 },
  /** New online: the customer's spend within this many days from its first reaches onlineAmount. */
  onlineDays: { kind: 'days', min: 1, max: 90 },
  /** New online, retained, woken: spend of at least this many cents (in the window, or the month). */
  onlineAmount: { kind: 'money', min: 0, max: 1e13 },
  /** Hourly spike: an hour's spend above this many times its usual share of the day. */
  spikeFactor: { kind: 'factor', min: 1, max: 100 },
  /** CPC anomaly: today's CPC above this many times the account's CPC of the last 7 days. */
  cpcFactor: { kind: 'factor', min: 1, max: 100 },
  /** The agency's monthly targets: new online, retained and woken customers, and the prepaid balance (cents). */
  targetOnline: { kind: 'count', min: 0, max: 1_000_000 },
  targetRetained: { kind: 'count', min: 0, max: 1_000_000 },
  targetWoken: { kind: 'count', min: 0, max: 1_000_000 },
  targetBalance: { kind: 'money', min: 0, max: 1e13 },
  /** Customer budgets: a customer whose month spend reaches this share of its budget is flagged. */
  budgetWarning: { kind: 'percent', min: 0.1, max: 1 },
} as const satisfies Record<string, { kind: ThresholdKind; min: number; max: number }>;

export type ThresholdKey = keyof typeof THRESHOLD_RULES;
const KEYS = Object.keys(THRESHOLD_RULES) as ThresholdKey[];

/** Shares and factors take fractions; days, counts and cents are whole. */
const WHOLE: Record<ThresholdKind, boolean> = {
  percent: false,
  factor: false,
  days: true,
  count: true,
  money: true,
};

export const thresholdsInput = z.object(
  Object.fromEntries(
    KEYS.map((key) => {
      const { kind, min, max } = THRESHOLD_RULES[key];
      return [key, WHOLE[kind] ? integer(min, max) : decimal(min, max)];
    }),
  ) as Record<ThresholdKey, ReturnType<typeof decimal>>,
);

export type Thresholds = z.output<typeof thresholdsInput>;

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
  budgetWarning: 0.9,
};

/** Each threshold's kind, in the settings page's order. */
export const THRESHOLD_KINDS = Object.fromEntries(
  KEYS.map((key) => [key, THRESHOLD_RULES[key].kind]),
) as Record<ThresholdKey, ThresholdKind>;

/** The values in force: those saved over the defaults (a setting saved before a field existed lacks it). */
export function thresholdsOf(saved: unknown): Thresholds {
  const parsed = thresholdsInput.partial().safeParse(saved ?? {});
  return { ...DEFAULT_THRESHOLDS, ...(parsed.success ? parsed.data : {}) };
}
