import { gauss, hash } from './random';
import { TAG } from './tags';

/**
 * The shape of a day: quiet at night, rising through the working day, peaking 20:00-22:00. Each account-day
 * jitters it a little so no two curves are identical.
 */
const HOUR_SHAPE = [
  2.0, 1.2, 0.8, 0.6, 0.5, 0.6, 1.0, 2.0, 3.0, 3.8, 4.3, 4.6, 5.0, 4.8, 4.6, 4.6, 4.7, 4.9, 5.4, 6.2, 7.6,
  7.9, 7.2, 4.6,
];

export const HOURS = 24;

/** Reused by every split (calls never nest), so a split allocates only its result. */
const SCRATCH = new Float64Array(64);

/**
 * Splits an integer total by weights into integers that sum to it exactly: each part gets the floor of its
 * quota, and the units left over go to the largest remainders (ties to the earlier part).
 */
export function largestRemainder(total: number, weights: ArrayLike<number>): number[] {
  const n = weights.length;
  const parts = new Array<number>(n).fill(0);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i]!;
  if (total === 0 || n === 0) return parts;
  if (!(sum > 0)) {
    // No weight anywhere: spread evenly, so the total is still kept.
    for (let i = 0; i < n; i++) parts[i] = Math.floor(total / n) + (i < total % n ? 1 : 0);
    return parts;
  }
  const remainders = n <= SCRATCH.length ? SCRATCH : new Float64Array(n);
  let left = total;
  for (let i = 0; i < n; i++) {
    const quota = (total * weights[i]!) / sum;
    const floor = Math.floor(quota);
    parts[i] = floor;
    remainders[i] = quota - floor;
    left -= floor;
  }
  // At most n - 1 units are left (floating error aside), so picking the largest each time beats sorting.
  for (; left > 0; left--) {
    let best = 0;
    for (let i = 1; i < n; i++) if (remainders[i]! > remainders[best]!) best = i;
    parts[best]!++;
    remainders[best] = remainders[best]! - 1;
  }
  for (; left < 0; left++) {
    let worst = -1;
    for (let i = 0; i < n; i++) {
      if (parts[i]! > 0 && (worst < 0 || remainders[i]! < remainders[worst]!)) worst = i;
    }
    parts[worst]!--;
    remainders[worst] = remainders[worst]! + 1;
  }
  return parts;
}

/** The day's 24 hourly weights for the account. */
export function hourWeights(key: number, index: number, day: number): number[] {
  const weights = new Array<number>(HOURS);
  for (let h = 0; h < HOURS; h++) {
    weights[h] = HOUR_SHAPE[h]! * Math.exp(0.12 * gauss(hash(key, index, day, TAG.hours + h)));
  }
  return weights;
}

/** A day's fee split into 24 hours. */
export function splitDay(key: number, index: number, day: number, fee: number): number[] {
  return largestRemainder(fee, hourWeights(key, index, day));
}

/**
 * Spends hour by hour out of the balance: money moved in (or out) during an hour counts from the start of that
 * hour; an hour spends what it would have, or what is left. Hours after `lastHour` are not spent.
 */
export function capByBalance(
  hours: readonly number[],
  startBalance: number,
  inflowByHour: readonly number[],
  lastHour = HOURS - 1,
): number[] {
  const spent = new Array<number>(HOURS).fill(0);
  let balance = startBalance;
  for (let h = 0; h <= lastHour; h++) {
    balance += inflowByHour[h] ?? 0;
    const fee = Math.max(0, Math.min(hours[h]!, balance));
    spent[h] = fee;
    balance -= fee;
  }
  return spent;
}
