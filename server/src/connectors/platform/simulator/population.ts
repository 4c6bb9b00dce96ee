import { PRODUCT_TITLES, type AccountStatus, type Product } from '@adops/common/business';
import { buildBrands, type Brand, type Layout } from './brands';
import type { AccountKind, SubIndustry } from './catalog';
import { ACCOUNT_ID_BASE, idSpace } from './ids';
import { hash, Stream } from './random';
import {
  HORIZON_DAYS,
  longStretches,
  mergeStretches,
  shortPauses,
  within,
  type Stretches,
} from './stretches';
import { NEVER, PROFILE_DAY, TAG } from './tags';

export type { Brand, Layout } from './brands';

/**
 * The simulated agency book: brands (the agency's customers) and their ad accounts, each with the hidden
 * parameters that drive its spend, metrics and money. Laid out once per simulator from the seed and the
 * anchor day (the "today" the history is laid out back from).
 */

export type Cleanup = 'refund' | 'transfer' | 'keep';

export interface AccountProfile {
  index: number;
  brand: Brand;
  /** 1-based number of the account within its brand. */
  number: number;
  advertiserId: string;
  name: string;
  product: Product;
  sub: SubIndustry;
  kind: AccountKind;
  openedDay: number;
  /** The first day it may spend; NEVER for an account that never launches. */
  firstSpendDay: number;
  /** The day the account is closed for good, or NEVER. */
  closedDay: number;
  /** Days without spend (pauses and the brand's stretches), merged, sorted: starts and ends ([start, end)). */
  off: Stretches;
  dailyBudget: number | null;

  /** log of the typical daily fee in cents. */
  logLevel: number;
  /** Standard deviation of the day-to-day log noise. */
  noise: number;
  /** log change per year. */
  slope: number;
  /** Two slow swings of the level, each as (amplitude in log, radians per day, phase). */
  waves: Float64Array;
  /** log offset by weekday (0 = Sunday). */
  weekLog: Float64Array;
  /** Step changes as pairs (day, log jump). */
  steps: Float64Array;

  /** Cents per thousand impressions. */
  cpm: number;
  ctr: number;
  /** Interactions per impression. */
  interactionRate: number;
  /** Private-message consults per click. */
  consultRate: number;
  /** Cents per lead; 0 when the account does not collect leads. */
  cpl: number;
  /** Landing-page visits per click. */
  landingRate: number;
  /** Order value per cent spent; 0 when the account does not sell. */
  roi: number;

  /** The share of a day's fee that grant money pays while there is grant balance. */
  grantShare: number;
  /** Runway (days) under which the customer recharges. */
  rechargeBelow: number;
  /** Days of spend a recharge buys. */
  rechargeFor: number;
  /** Chance per day of recharging once the runway is short. */
  diligence: number;
  /** Chance per spending day of a grant. */
  grantRate: number;
  /** Days without spend after which the leftover cash is refunded or moved. */
  cleanupAfter: number;
  cleanup: Cleanup;
}

export interface Population {
  brands: Brand[];
  accounts: AccountProfile[];
  byAdvertiserId: Map<string, AccountProfile>;
}

export function buildPopulation(layout: Layout): Population {
  const brands = buildBrands(layout);
  const ids = idSpace(layout.key, TAG.ids, ACCOUNT_ID_BASE);
  const accounts: AccountProfile[] = [];
  for (const brand of brands) {
    for (let n = 1; n <= brand.accountCount; n++) {
      accounts.push(buildAccount(layout, brand, n, ids.id(brand.firstAccount + n - 1)));
    }
  }
  return { brands, accounts, byAdvertiserId: new Map(accounts.map((a) => [a.advertiserId, a])) };
}

function weekLog(depth: number): Float64Array {
  // Sunday … Saturday: weekends lower, Friday a little lower, the working week slightly above par.
  return Float64Array.from([
    -depth,
    depth * 0.12,
    depth * 0.12,
    depth * 0.1,
    depth * 0.08,
    -depth * 0.25,
    -depth * 0.85,
  ]);
}

const logUniform = (s: Stream, lo: number, hi: number) => Math.exp(s.range(Math.log(lo), Math.log(hi)));

/** CPM, CTR and the CPC they imply, drawn together so that all three sit inside DOMAIN's ranges. */
function deliveryRatios(s: Stream, kind: AccountKind): { cpm: number; ctr: number } {
  for (;;) {
    const cpm = logUniform(s, kind === 'seeding' ? 2400 : 3000, kind === 'leads' ? 9000 : 7500);
    const ctr = s.range(0.02, 0.052);
    const cpc = cpm / (1000 * ctr);
    if (cpc >= 70 && cpc <= 420) return { cpm, ctr };
  }
}

function buildAccount(layout: Layout, brand: Brand, number: number, advertiserId: string): AccountProfile {
  const index = brand.firstAccount + number - 1;
  const s = new Stream(hash(layout.key, index, PROFILE_DAY, TAG.account));
  const product = s.weighted<Product>([
    ['juguang', 86],
    ['shutiao', 8],
    ['pugongying', 6],
  ]);
  const sub = s.chance(0.85) ? brand.sub : s.pick(brand.industry.subs);
  const kind = sub.kind;
  // Later accounts follow the first one, most within a few months (an exponential cut at the anchor).
  const span = layout.anchor - brand.joinedDay;
  const openedDay =
    number === 1
      ? brand.joinedDay
      : brand.joinedDay + Math.floor(-Math.log(1 - s.next() * (1 - Math.exp(-span / 120))) * 120);
  const launches = s.chance(0.97);
  const firstSpendDay = launches
    ? openedDay + Math.min(20, 1 + Math.floor(-Math.log(1 - s.next()) * 3))
    : NEVER;
  const closedDay = launches && s.chance(0.05) ? firstSpendDay + s.int(20, 600) : NEVER;

  const pauses = [...brand.offStretches];
  if (launches && s.chance(0.19))
    pauses.push(...longStretches(s, firstSpendDay, layout.anchor + HORIZON_DAYS));
  if (launches) pauses.push(...shortPauses(s, firstSpendDay, layout.anchor + HORIZON_DAYS));
  const off = mergeStretches(pauses);

  const big = s.chance(0.03) ? Math.log(s.range(8, 25)) : 0;
  const logLevel = Math.log(200_000) + 0.45 * brand.sizeZ + 0.75 * s.normal() + big;
  const level = Math.exp(logLevel);
  const steps: number[] = [];
  const stepCount = s.weighted([
    [0, 45],
    [1, 35],
    [2, 15],
    [3, 5],
  ]);
  for (let k = 0; k < stepCount && launches; k++) {
    const day = firstSpendDay + 30 + Math.floor(s.next() * (layout.anchor + 365 - firstSpendDay - 30));
    steps.push(day, s.chance(0.55) ? -s.range(0.36, 1.1) : s.range(0.3, 0.9));
  }
  const { cpm, ctr } = deliveryRatios(s, kind);
  const tight = s.chance(0.15);
  const cleanup = s.weighted<Cleanup>([
    ['refund', 35],
    ['transfer', 40],
    ['keep', 25],
  ]);

  return {
    index,
    brand,
    number,
    advertiserId,
    name: `${brand.name}-${PRODUCT_TITLES[product].zh}${String(number).padStart(2, '0')}`,
    product,
    sub,
    kind,
    openedDay,
    firstSpendDay,
    closedDay,
    off,
    dailyBudget: s.chance(0.45) ? null : Math.ceil((level * s.range(3, 8)) / 10_000) * 10_000,
    logLevel,
    noise: s.range(0.18, 0.4),
    slope: 0.3 * s.normal(),
    waves: Float64Array.from([
      s.range(0.05, 0.25),
      (2 * Math.PI) / s.range(30, 200),
      s.range(0, 2 * Math.PI),
      s.range(0, 0.15),
      (2 * Math.PI) / s.range(60, 365),
      s.range(0, 2 * Math.PI),
    ]),
    weekLog: weekLog(s.range(0.05, 0.3)),
    steps: Float64Array.from(steps),
    cpm,
    ctr,
    interactionRate: s.range(0.004, 0.02) * (kind === 'seeding' ? 1.5 : 1),
    consultRate: kind === 'leads' ? s.range(0.02, 0.06) : s.range(0.003, 0.015),
    cpl: kind === 'leads' ? logUniform(s, 3000, 16_000) : 0,
    landingRate: kind === 'seeding' ? s.range(0.02, 0.1) : s.range(0.35, 0.75),
    roi: kind === 'sales' ? s.range(1.2, 4.5) : 0,
    grantShare: s.range(0.05, 0.35),
    rechargeBelow: tight ? s.range(0.3, 1.5) : s.range(2.5, 6),
    rechargeFor: s.range(5, 25),
    diligence: tight ? s.range(0.3, 0.6) : s.range(0.6, 1),
    grantRate: s.chance(0.45) ? s.range(1 / 60, 1 / 20) : 0,
    cleanupAfter: s.int(30, 120),
    cleanup,
  };
}

/** Whether the account is in a stretch without spend on the day. */
export function isOff(p: AccountProfile, day: number): boolean {
  return within(p.off, day);
}

/** The account's status on a day, as the platform would list it. */
export function accountStatus(p: AccountProfile, day: number): AccountStatus {
  if (day >= p.closedDay) return 'closed';
  if (day >= p.firstSpendDay && isOff(p, day)) return 'paused';
  return 'active';
}
