import { MARKETING_TARGET_TITLES, type MarketingTarget, type PlanStatus } from '@adops/common/business';
import type { AccountHourlyRow, PlanHourlyRow, PlatformPlan } from '../types';
import { monthDay } from './calendar';
import { largestRemainder } from './curve';
import type { IdSpace } from './ids';
import { isOff, type AccountProfile } from './population';
import { gauss, hash, Stream } from './random';
import { NEVER, PROFILE_DAY, TAG } from './tags';

/**
 * An account's campaign plans: 2-6 of them, each live over a span of days, sharing the account's delivery by
 * weight. Plan numbers stay below 16, which keeps plan ids unique per account.
 */

export interface PlanProfile {
  number: number;
  planId: string;
  name: string;
  marketingTarget: MarketingTarget;
  placement: 'feed' | 'search';
  /** The day the plan appears in the account. */
  createdDay: number;
  /** Live from startDay to the day before endDay. */
  startDay: number;
  endDay: number;
  endStatus: 'paused' | 'finished';
  weight: number;
  budget: number | null;
  /** Impressions and clicks per cent relative to the account: search buys fewer, better impressions. */
  impressionFactor: number;
  clickFactor: number;
}

const PLACEMENT_ZH = { feed: '信息流', search: '搜索' } as const;

export function buildPlans(p: AccountProfile, key: number, anchor: number, ids: IdSpace): PlanProfile[] {
  const s = new Stream(hash(key, p.index, PROFILE_DAY, TAG.plans));
  const count = s.int(2, 6);
  const launched = p.firstSpendDay !== NEVER;
  const plans: PlanProfile[] = [];
  for (let k = 0; k < count; k++) {
    // The first plan runs as long as the account does; later ones come and go.
    const startDay =
      k === 0 || !launched
        ? p.firstSpendDay
        : p.firstSpendDay + Math.floor(s.next() * Math.max(1, anchor - p.firstSpendDay));
    const createdDay =
      k === 0
        ? launched
          ? Math.max(p.openedDay, p.firstSpendDay - 1)
          : p.openedDay + 1
        : launched
          ? Math.max(p.openedDay, startDay - s.int(0, 2))
          : p.openedDay + 1 + s.int(0, 2);
    const endDay = k > 0 && s.chance(0.4) ? startDay + s.int(14, 120) : NEVER;
    const marketingTarget = s.pick(p.sub.targets);
    const placement = marketingTarget === 'traffic' || s.chance(0.25) ? 'search' : 'feed';
    const number = String(k + 1).padStart(2, '0');
    const named = startDay === NEVER ? createdDay : startDay;
    plans.push({
      number: k,
      planId: ids.id(p.index * 16 + k),
      name: `${monthDay(named)}-${p.sub.name}-${MARKETING_TARGET_TITLES[marketingTarget].zh}-${PLACEMENT_ZH[placement]}-${number}`,
      marketingTarget,
      placement,
      createdDay,
      startDay,
      endDay,
      endStatus: s.chance(0.5) ? 'paused' : 'finished',
      weight: Math.exp(0.8 * s.normal()),
      budget: null,
      impressionFactor: (placement === 'search' ? 0.6 : 1.15) * s.range(0.9, 1.1),
      clickFactor: (placement === 'search' ? 1.5 : 0.9) * s.range(0.9, 1.1),
    });
  }
  const totalWeight = plans.reduce((a, plan) => a + plan.weight, 0);
  const level = Math.exp(p.logLevel);
  for (const plan of plans) {
    if (s.chance(0.35)) continue;
    plan.budget =
      Math.max(1, Math.ceil((level * (plan.weight / totalWeight) * s.range(0.8, 3)) / 10_000)) * 10_000;
  }
  return plans;
}

/** The plans live on a day, with their weights for the day. */
export function livePlans(p: AccountProfile, key: number, plans: readonly PlanProfile[], day: number) {
  const live: { plan: PlanProfile; weight: number }[] = [];
  for (const plan of plans) {
    if (day < plan.startDay || day >= plan.endDay) continue;
    const weight = plan.weight * Math.exp(0.25 * gauss(hash(key, p.index, day, TAG.planDay + plan.number)));
    live.push({ plan, weight });
  }
  return live;
}

/** Splits each account hour among the live plans so that the plans' hours add up to it exactly. */
export function splitAmongPlans(
  rows: readonly AccountHourlyRow[],
  live: readonly { plan: PlanProfile; weight: number }[],
): PlanHourlyRow[] {
  const out: PlanHourlyRow[] = [];
  if (live.length === 0) return out;
  const feeWeights = live.map((l) => l.weight);
  const impressionWeights = live.map((l) => l.weight * l.plan.impressionFactor);
  const clickWeights = live.map((l) => l.weight * l.plan.clickFactor);
  for (const row of rows) {
    const fees = largestRemainder(row.fee, feeWeights);
    const impressions = largestRemainder(row.impressions, impressionWeights);
    const clicks = largestRemainder(row.clicks, clickWeights);
    live.forEach(({ plan }, i) => {
      out.push({
        advertiserId: row.advertiserId,
        planId: plan.planId,
        day: row.day,
        hour: row.hour,
        fee: fees[i]!,
        impressions: impressions[i]!,
        clicks: clicks[i]!,
      });
    });
  }
  return out;
}

export interface PlanStatusInput {
  day: number;
  /** The account's available balance now, in cents. */
  available: number;
  /** The account's expected fee for the whole day. */
  expectedFee: number;
  /** Weight shares of the live plans today, by plan number. */
  shares: Map<number, number>;
}

export function planStatus(p: AccountProfile, plan: PlanProfile, input: PlanStatusInput): PlanStatus {
  const { day } = input;
  if (day >= p.closedDay) return 'finished';
  if (day >= plan.endDay) return plan.endStatus;
  if (day < plan.startDay || isOff(p, day)) return 'paused';
  if (input.available < 100) return 'balanceShort';
  const share = input.shares.get(plan.number) ?? 0;
  if (plan.budget !== null && input.expectedFee * share > plan.budget) return 'budgetShort';
  return 'active';
}

export function toPlatformPlan(p: AccountProfile, plan: PlanProfile, status: PlanStatus): PlatformPlan {
  return {
    advertiserId: p.advertiserId,
    planId: plan.planId,
    name: plan.name,
    marketingTarget: plan.marketingTarget,
    placement: plan.placement,
    status,
    budget: plan.budget,
  };
}
