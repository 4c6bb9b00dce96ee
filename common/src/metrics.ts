import type { ColumnKind } from './columns';

/**
 * The one metric table of DOMAIN.md: every report reads its measures from here, on the server (SQL) and in
 * the browser (titles, formats). A ratio is computed from its summed parts, never averaged from rows.
 */

/**
 * The summed measures of the facts, each with the column every fact table names it by (money in cents, the rest
 * counts): the schema, the fact writer, the contract and the reports take them from here.
 */
export const FACT_COLUMNS = {
  fee: 'fee',
  cashFee: 'cash_fee',
  grantFee: 'grant_fee',
  impressions: 'impressions',
  clicks: 'clicks',
  interactions: 'interactions',
  consults: 'consults',
  leads: 'leads',
  landingVisits: 'landing_visits',
  orderValue: 'order_value',
} as const;

export type SummedKey = keyof typeof FACT_COLUMNS;
export type RatioKey = 'ctr' | 'cpc' | 'cpm' | 'cpi' | 'cpl';
export type MetricKey = SummedKey | RatioKey;

export const SUMMED_KEYS = Object.keys(FACT_COLUMNS) as SummedKey[];

/** The measures the hourly facts carry: the platform reports only these by hour. */
export const HOURLY_KEYS = ['fee', 'impressions', 'clicks'] as const satisfies readonly SummedKey[];
export type HourlyKey = (typeof HOURLY_KEYS)[number];

/** How a value reads (common/columns): cents shown as yuan, a count, or a fraction shown as a percentage. */
export type MetricFormat = Extract<ColumnKind, 'money' | 'count' | 'percent'>;

interface Titled {
  zh: string;
  en: string;
}

export interface SummedMetric extends Titled {
  key: SummedKey;
  format: 'money' | 'count';
  /** Whether the hourly facts carry it (HOURLY_KEYS). */
  hourly: boolean;
}

export interface RatioMetric extends Titled {
  key: RatioKey;
  format: 'money' | 'percent';
  numerator: SummedKey;
  denominator: SummedKey;
  /** Multiplies the ratio: CPM is per thousand impressions. */
  scale: number;
}

const summed = (key: SummedKey, zh: string, en: string, format: SummedMetric['format']): SummedMetric => ({
  key,
  zh,
  en,
  format,
  hourly: (HOURLY_KEYS as readonly SummedKey[]).includes(key),
});

export const SUMMED: Record<SummedKey, SummedMetric> = {
  fee: summed('fee', '消耗', 'Spend', 'money'),
  cashFee: summed('cashFee', '现金消耗', 'Cash spend', 'money'),
  grantFee: summed('grantFee', '赠款消耗', 'Grant spend', 'money'),
  impressions: summed('impressions', '展现', 'Impressions', 'count'),
  clicks: summed('clicks', '点击', 'Clicks', 'count'),
  interactions: summed('interactions', '互动', 'Interactions', 'count'),
  consults: summed('consults', '私信咨询', 'Consults', 'count'),
  leads: summed('leads', '留资', 'Leads', 'count'),
  landingVisits: summed('landingVisits', '落地页访问', 'Landing visits', 'count'),
  orderValue: summed('orderValue', '成交金额', 'Order value', 'money'),
};

export const RATIOS: Record<RatioKey, RatioMetric> = {
  ctr: {
    key: 'ctr',
    zh: '点击率',
    en: 'CTR',
    format: 'percent',
    numerator: 'clicks',
    denominator: 'impressions',
    scale: 1,
  },
  cpc: {
    key: 'cpc',
    zh: '平均点击成本',
    en: 'CPC',
    format: 'money',
    numerator: 'fee',
    denominator: 'clicks',
    scale: 1,
  },
  cpm: {
    key: 'cpm',
    zh: '千次展现费用',
    en: 'CPM',
    format: 'money',
    numerator: 'fee',
    denominator: 'impressions',
    scale: 1000,
  },
  cpi: {
    key: 'cpi',
    zh: '平均互动成本',
    en: 'Cost per interaction',
    format: 'money',
    numerator: 'fee',
    denominator: 'interactions',
    scale: 1,
  },
  cpl: {
    key: 'cpl',
    zh: '留资成本',
    en: 'CPL',
    format: 'money',
    numerator: 'fee',
    denominator: 'leads',
    scale: 1,
  },
};

export const isRatio = (key: MetricKey): key is RatioKey => Object.hasOwn(RATIOS, key);

export const metricOf = (key: MetricKey): SummedMetric | RatioMetric =>
  isRatio(key) ? RATIOS[key] : SUMMED[key];

/** The ratio from its summed parts; null when the denominator is 0. */
export function ratioValue(key: RatioKey, parts: Partial<Record<SummedKey, number>>): number | null {
  const metric = RATIOS[key];
  const denominator = parts[metric.denominator] ?? 0;
  if (!denominator) return null;
  return ((parts[metric.numerator] ?? 0) / denominator) * metric.scale;
}
