import { weekday } from './calendar';
import { isOff, type AccountProfile } from './population';
import { gauss, hash, unit } from './random';
import { TAG } from './tags';

/**
 * What an account would spend on a day if money never ran out, and the delivery counts a fee buys. The money
 * ledger caps the fee; everything here is a pure function of (seed, account, day).
 */

/** Days over which a new account ramps up to its level. */
const RAMP_DAYS = 10;
/** ¥2M a day: a ceiling no simulated account should reach, so a runaway trend cannot overflow anything. */
const MAX_DAY_FEE = 200_000_000;

/** Conversions keep arriving for a week after the day: the platform restates them until then. */
export const RESTATE_DAYS = 7;

export function expectedFee(p: AccountProfile, day: number, key: number): number {
  if (day < p.firstSpendDay || day >= p.closedDay || isOff(p, day)) return 0;
  const t = day - p.firstSpendDay;
  const w = p.waves;
  let x =
    p.logLevel +
    (p.slope * t) / 365 +
    w[0]! * Math.sin(w[1]! * t + w[2]!) +
    w[3]! * Math.sin(w[4]! * t + w[5]!) +
    p.weekLog[weekday(day)]! +
    p.noise * gauss(hash(key, p.index, day, TAG.noise));
  const steps = p.steps;
  for (let i = 0; i < steps.length; i += 2) if (day >= steps[i]!) x += steps[i + 1]!;
  if (t < RAMP_DAYS) x += Math.log(0.25 + (0.75 * (t + 1)) / RAMP_DAYS);
  let fee = Math.min(MAX_DAY_FEE, Math.round(Math.exp(x)));
  if (p.dailyBudget !== null && fee > p.dailyBudget) fee = p.dailyBudget;
  return fee;
}

export interface DeliveryCounts {
  impressions: number;
  clicks: number;
}

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);

/** The day's CPM: the account's own, jittered, inside DOMAIN's range. */
function dayCpm(p: AccountProfile, day: number, key: number): number {
  return clamp(p.cpm * Math.exp(0.08 * gauss(hash(key, p.index, day, TAG.metrics))), 2100, 9800);
}

/** The day's CTR: the account's own, jittered, inside DOMAIN's range, and such that the CPC is too. */
function dayCtr(p: AccountProfile, day: number, key: number, cpm: number): number {
  return clamp(
    p.ctr * Math.exp(0.08 * gauss(hash(key, p.index, day, TAG.metrics + 1))),
    Math.max(0.016, cpm / (1000 * 480)),
    Math.min(0.058, cpm / (1000 * 55)),
  );
}

/** Impressions and clicks bought by `fee` cents on the day. */
export function deliveryCounts(p: AccountProfile, day: number, key: number, fee: number): DeliveryCounts {
  if (fee <= 0) return { impressions: 0, clicks: 0 };
  const cpm = dayCpm(p, day, key);
  const impressions = Math.round((fee * 1000) / cpm);
  return { impressions, clicks: Math.round(impressions * dayCtr(p, day, key, cpm)) };
}

export interface DayMetrics extends DeliveryCounts {
  interactions: number;
  consults: number;
  leads: number;
  landingVisits: number;
  orderValue: number;
}

function jitter(key: number, index: number, day: number, k: number, sd: number): number {
  return Math.exp(sd * gauss(hash(key, index, day, TAG.metrics + k)));
}

/** Every count of a day with `fee` cents, conversions final (as reported a week later). */
export function dayMetrics(p: AccountProfile, day: number, key: number, fee: number): DayMetrics {
  if (fee <= 0) {
    return {
      impressions: 0,
      clicks: 0,
      interactions: 0,
      consults: 0,
      leads: 0,
      landingVisits: 0,
      orderValue: 0,
    };
  }
  const i = p.index;
  const cpm = dayCpm(p, day, key);
  const impressions = Math.round((fee * 1000) / cpm);
  const clicks = Math.round(impressions * dayCtr(p, day, key, cpm));
  const cpl = p.cpl > 0 ? clamp(p.cpl * jitter(key, i, day, 5, 0.15), 2200, 18_000) : 0;
  return {
    impressions,
    clicks,
    interactions: Math.round(impressions * p.interactionRate * jitter(key, i, day, 2, 0.15)),
    consults: Math.round(clicks * p.consultRate * jitter(key, i, day, 3, 0.2)),
    leads: cpl > 0 ? Math.floor(fee / cpl) : 0,
    landingVisits: Math.round(clicks * p.landingRate * jitter(key, i, day, 4, 0.1)),
    orderValue: p.roi > 0 ? Math.round(fee * p.roi * jitter(key, i, day, 6, 0.2)) : 0,
  };
}

/**
 * The share of a day's final conversions reported `age` days after it (age 1 = reported the next day): a
 * per-day start between 60% and 85%, rising to 100% on day d+7 and staying there.
 */
export function restatedShare(p: AccountProfile, day: number, key: number, age: number): number {
  if (age >= RESTATE_DAYS) return 1;
  if (age < 1) return 0;
  const first = 0.6 + 0.25 * unit(hash(key, p.index, day, TAG.restate));
  return 1 - (1 - first) * Math.pow((RESTATE_DAYS - age) / (RESTATE_DAYS - 1), 1.5);
}
