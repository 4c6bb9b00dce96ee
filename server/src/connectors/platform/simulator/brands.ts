import {
  INDUSTRIES,
  NAME_HEADS,
  NAME_TAILS,
  REAL_BRANDS,
  REGIONS,
  type Industry,
  type SubIndustry,
} from './catalog';
import { hash, Stream } from './random';
import { HORIZON_DAYS, longStretches } from './stretches';
import { PROFILE_DAY, TAG } from './tags';

/**
 * The agency's customers (advertiser brands): invented names, industries, districts, the day each joined, how
 * many accounts it runs, and whether it goes quiet for long stretches.
 */

export interface Layout {
  key: number;
  accounts: number;
  brands: number;
  historyDays: number;
  /** The day the history is laid out back from. */
  anchor: number;
}

export interface Brand {
  index: number;
  name: string;
  industry: Industry;
  sub: SubIndustry;
  region: { code: string; name: string };
  joinedDay: number;
  /** Index of its first account; its accounts are consecutive. */
  firstAccount: number;
  accountCount: number;
  /** Long stretches without spend on every account (the customer stops, and may come back), as [start, end). */
  offStretches: number[];
  /** The brand's spending power, a standard normal shared by its accounts. */
  sizeZ: number;
}

const MAX_ACCOUNTS_PER_BRAND = 15;

export function buildBrands(layout: Layout): Brand[] {
  const counts = accountsPerBrand(layout);
  const brands: Brand[] = [];
  const usedNames = new Set<string>();
  let next = 0;
  for (let b = 0; b < layout.brands; b++) {
    const brand = buildBrand(layout, b, usedNames, next, counts[b]!);
    brands.push(brand);
    next += brand.accountCount;
  }
  return brands;
}

/** 1 to 15 accounts per brand, skewed (most customers run a few accounts, a few run many), summing exactly. */
function accountsPerBrand(layout: Layout): number[] {
  const s = new Stream(hash(layout.key, layout.brands, PROFILE_DAY, TAG.brand));
  const weights = Array.from({ length: layout.brands }, () => Math.exp(1.1 * s.normal()));
  const total = weights.reduce((a, w) => a + w, 0);
  const counts = weights.map((w) =>
    Math.min(MAX_ACCOUNTS_PER_BRAND, Math.max(1, Math.round((layout.accounts * w) / total))),
  );
  let sum = counts.reduce((a, c) => a + c, 0);
  // Walk the brands in a fixed order, nudging by one, until the total is exact.
  const order = weights.map((w, i) => [w, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (let round = 0; sum !== layout.accounts; round++) {
    const step = sum < layout.accounts ? 1 : -1;
    for (let k = 0; k < order.length && sum !== layout.accounts; k++) {
      const i = (step > 0 ? order[k] : order[order.length - 1 - k])![1];
      const c = counts[i]! + step;
      if (c < 1 || c > MAX_ACCOUNTS_PER_BRAND) continue;
      if (step > 0 && round === 0 && c > 2 * counts[i]!) continue;
      counts[i] = c;
      sum += step;
    }
  }
  return counts;
}

function brandName(s: Stream, industry: Industry, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const head = s.pick(NAME_HEADS) + s.pick(NAME_TAILS);
    const name = s.chance(0.4) ? head : head + s.pick(industry.suffixes);
    const unique = attempt < 50 ? name : name + s.pick(NAME_HEADS);
    if (head[0] === head[1] || used.has(unique) || REAL_BRANDS.has(unique) || REAL_BRANDS.has(head)) continue;
    used.add(unique);
    return unique;
  }
}

function buildBrand(
  layout: Layout,
  index: number,
  used: Set<string>,
  firstAccount: number,
  count: number,
): Brand {
  const s = new Stream(hash(layout.key, index, PROFILE_DAY, TAG.brand));
  const industry = s.weighted(INDUSTRIES.map((i) => [i, i.weight] as const));
  const sub = s.pick(industry.subs);
  const name = brandName(s, industry, used);
  const region = s.weighted(REGIONS);
  const windowStart = layout.anchor - layout.historyDays;
  // Half the customers were with the agency before the window; the rest joined steadily since.
  const joinedDay = s.chance(0.55)
    ? windowStart + s.int(0, Math.min(20, Math.floor(layout.historyDays / 10)))
    : windowStart + Math.floor(s.range(0.05, 1) * (layout.historyDays - 2));
  const offStretches = s.chance(0.12) ? longStretches(s, joinedDay, layout.anchor + HORIZON_DAYS) : [];
  return {
    index,
    name,
    industry,
    sub,
    region,
    joinedDay,
    firstAccount,
    accountCount: count,
    offStretches,
    sizeZ: s.normal(),
  };
}
