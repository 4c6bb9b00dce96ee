import type { ReportColumn } from '@adops/common/contract/report';
import { addDays } from '../time';
import type { Bucket } from './segments';

/** Day on day (or the equal period before), week on week, month on month, year on year. */
export type Comparison = 'dod' | 'wow' | 'mom' | 'yoy';

const TITLES: Record<Comparison, { zh: string; en: string; baseZh: string; baseEn: string }> = {
  dod: { zh: '日环比', en: 'DoD', baseZh: '前一期', baseEn: 'Previous period' },
  wow: { zh: '周环比', en: 'WoW', baseZh: '上周同期', baseEn: 'Week before' },
  mom: { zh: '月环比', en: 'MoM', baseZh: '上月同期', baseEn: 'Month before' },
  yoy: { zh: '同比', en: 'YoY', baseZh: '去年同期', baseEn: 'Year before' },
};

export const changeKey = (measure: string, c: Comparison) => `${measure}_${c}`;
export const baseKey = (measure: string, c: Comparison) => `${measure}_${c}Base`;

/** The change column of a comparison, and with `base` the compared value beside it. */
export function comparisonColumns(measure: string, c: Comparison, base: boolean): ReportColumn[] {
  const t = TITLES[c];
  return [
    ...(base
      ? [{ key: baseKey(measure, c), zh: t.baseZh, en: t.baseEn, kind: 'money' as const, sortable: false }]
      : []),
    { key: changeKey(measure, c), zh: t.zh, en: t.en, kind: 'change', sortable: false },
  ];
}

/** A day moved by a comparison's step: back (-1) to the period compared with, or forward (1) from it. */
export function step(c: Comparison, day: string, direction: 1 | -1, days: number): string {
  if (c === 'wow') return addDays(day, 7 * direction);
  if (c === 'dod') return addDays(day, days * direction);
  const date = new Date(`${day}T00:00:00Z`);
  if (c === 'mom') date.setUTCMonth(date.getUTCMonth() + direction);
  else date.setUTCFullYear(date.getUTCFullYear() + direction);
  return date.toISOString().slice(0, 10);
}

/** How far `dod` looks back: a day when rows are days or hours, else the whole range's length. */
export const dodDays = ([start, end]: [string, string], bucket: Bucket) =>
  bucket === 'none' ? (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1 : 1;

/** The range a comparison looks back to: the previous day (or equal period), week, month or year. */
export function shiftedRange(c: Comparison, range: [string, string], bucket: Bucket): [string, string] {
  const days = dodDays(range, bucket);
  return [step(c, range[0], -1, days), step(c, range[1], -1, days)];
}

/** (now − before) / before; null where there is nothing before to compare with. */
export const change = (now: number, before: number | undefined) => (before ? (now - before) / before : null);
