/**
 * The one metric table of DOMAIN.md: every report reads its measures from here, on the server (SQL) and in
 * the browser (titles, formats). A ratio is computed from its summed parts, never averaged from rows.
 */
import type { DeliveryMeasures } from './contract/measures';

export type SummedKey = keyof DeliveryMeasures;
export type RatioKey = 'ctr' | 'cpc' | 'cpm' | 'cpi' | 'cpl';
export type MetricKey = SummedKey | RatioKey;

/** How a value reads: cents shown as yuan, a count, or a fraction shown as a percentage. */
export type MetricFormat = 'money' | 'count' | 'percent';

interface Titled {
  zh: string;
  en: string;
}

export interface SummedMetric extends Titled {
  key: SummedKey;
  format: 'money' | 'count';
  /** Hourly facts carry only fee, impressions and clicks. */
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

export const SUMMED: Record<SummedKey, SummedMetric> = {
  fee: { key: 'fee', zh: '消耗', en: 'Spend', format: 'money', hourly: true },
  cashFee: { key: 'cashFee', zh: '现金消耗', en: 'Cash spend', format: 'money', hourly: false },
  grantFee: { key: 'grantFee', zh: '赠款消耗', en: 'Grant spend', format: 'money', hourly: false },
  impressions: { key: 'impressions', zh: '展现', en: 'Impressions', format: 'count', hourly: true },
  clicks: { key: 'clicks', zh: '点击', en: 'Clicks', format: 'count', hourly: true },
  interactions: { key: 'interactions', zh: '互动', en: 'Interactions', format: 'count', hourly: false },
  consults: { key: 'consults', zh: '私信咨询', en: 'Consults', format: 'count', hourly: false },
  leads: { key: 'leads', zh: '留资', en: 'Leads', format: 'count', hourly: false },
  landingVisits: {
    key: 'landingVisits',
    zh: '落地页访问',
    en: 'Landing visits',
    format: 'count',
    hourly: false,
  },
  orderValue: { key: 'orderValue', zh: '成交金额', en: 'Order value', format: 'money', hourly: false },
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
