import type { BookDepth } from './business';

export interface Tier extends BookDepth {
  /** The simulator's seed: the same tier is the same world, every time. */
  seed: number;
  brands: number;
  accounts: number;
}

/** The sizes of demo data DOMAIN.md names, plus a small one for tests. */
export const TIERS = {
  demo: {
    seed: 2026,
    brands: 200,
    accounts: 1_000,
    dailyDays: 400,
    hourlyDays: 30,
    planHourDays: 7,
    noteDays: 180,
  },
  large: {
    seed: 2026,
    brands: 2_000,
    accounts: 10_000,
    dailyDays: 730,
    hourlyDays: 30,
    planHourDays: 7,
    noteDays: 90,
  },
  small: { seed: 7, brands: 24, accounts: 90, dailyDays: 60, hourlyDays: 3, planHourDays: 2, noteDays: 60 },
} satisfies Record<string, Tier>;

export type TierName = keyof typeof TIERS;

export const isTierName = (name: string): name is TierName => Object.hasOwn(TIERS, name);
