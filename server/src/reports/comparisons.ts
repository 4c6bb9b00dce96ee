import type { ReportColumn } from '@adops/common/contract/report';
import { addDays, daysBetween } from '../time';
import type { Bucket } from './segments';

/** Day on day (or the equal period before), week on week, month on month, year on year. */
export type Shift = 'dod' | 'wow' | 'mom' | 'yoy';
/** A shift, or `range`: a range of the report's own given to compare with (ReportDefinition.comparedRange). */
export type Comparison = Shift | 'range';

interface Titles {
  zh: string;
  en: string;
  baseZh: string;
  baseEn: string;
}

const TITLES: Record<Shift, Titles> = {
  dod: { zh: '日环比', en: 'DoD', baseZh: '前一日', baseEn: 'Day before' },
  wow: { zh: '周环比', en: 'WoW', baseZh: '上周同期', baseEn: 'Week before' },
  mom: { zh: '月环比', en: 'MoM', baseZh: '上月同期', baseEn: 'Month before' },
  yoy: { zh: '同比', en: 'YoY', baseZh: '去年同期', baseEn: 'Year before' },
};

/** A range of several days as a whole is compared with as many days before it. */
const previousDays = (days: number): Titles => ({
  zh: `较前${days}天`,
  en: `vs previous ${days} days`,
  baseZh: `前${days}天`,
  baseEn: `Previous ${days} days`,
});

/** A range given to compare with, by its days: "较2026-05-01~2026-05-31". */
function rangeTitles([start, end]: [string, string]): Titles {
  const zh = start === end ? start : `${start}~${end}`;
  const en = start === end ? start : `${start} to ${end}`;
  return { zh: `较${zh}`, en: `vs ${en}`, baseZh: zh, baseEn: en };
}

/** What a comparison of a report's range compares, in words. */
export interface ComparedSpan {
  /** How far `dod` looks back, in days (dodDays). */
  days: number;
  /** The range reaches today: the period compared with is read up to the same hour (same elapsed part). */
  underWay: boolean;
  /** The range given to compare with, where there is one. */
  compared?: [string, string];
}

/** The titles of a comparison over a span: "较前30天", "日环比(同时段)"; a range given is read as it is. */
export function comparisonTitles(c: Comparison, span: ComparedSpan): Titles {
  if (c === 'range') return rangeTitles(givenRange(span.compared));
  const titles = c === 'dod' && span.days > 1 ? previousDays(span.days) : TITLES[c];
  if (!span.underWay) return titles;
  return {
    zh: `${titles.zh}(同时段)`,
    en: `${titles.en} (same hours)`,
    baseZh: `${titles.baseZh}(同时段)`,
    baseEn: `${titles.baseEn} (same hours)`,
  };
}

export const changeKey = (measure: string, c: Comparison) => `${measure}_${c}`;
export const baseKey = (measure: string, c: Comparison) => `${measure}_${c}Base`;

/** The change column of a comparison, and with `base` the compared value beside it. */
export function comparisonColumns(
  measure: string,
  c: Comparison,
  base: boolean,
  span: ComparedSpan,
): ReportColumn[] {
  const t = comparisonTitles(c, span);
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
  if (c === 'dod' || c === 'range') return addDays(day, days * direction);
  const date = new Date(`${day}T00:00:00Z`);
  if (c === 'mom') date.setUTCMonth(date.getUTCMonth() + direction);
  else date.setUTCFullYear(date.getUTCFullYear() + direction);
  return date.toISOString().slice(0, 10);
}

/** How far `dod` looks back: a day when rows are days or hours, else the whole range's length. */
export const dodDays = ([start, end]: [string, string], bucket: Bucket) =>
  bucket === 'none' ? (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1 : 1;

const givenRange = (compared: [string, string] | undefined) => {
  if (!compared) throw new Error('a range comparison needs the range it compares with');
  return compared;
};

/**
 * How many days a comparison's step moves a day, where it moves by days: `dod`'s (dodDays), or from the start
 * of the range given to compare with to the report's.
 */
export const stepDays = (
  c: Comparison,
  range: [string, string],
  bucket: Bucket,
  compared?: [string, string],
) => (c === 'range' ? daysBetween(givenRange(compared)[0], range[0]) : dodDays(range, bucket));

/** The range a comparison looks back to: the previous day (or equal period), week, month or year, or the one given. */
export function shiftedRange(
  c: Comparison,
  range: [string, string],
  bucket: Bucket,
  compared?: [string, string],
): [string, string] {
  if (c === 'range') return givenRange(compared);
  const days = dodDays(range, bucket);
  return [step(c, range[0], -1, days), step(c, range[1], -1, days)];
}

/**
 * The range compared with a range that may reach today, as the part read whole and the one day read up to the
 * hour it is now: a period under way is compared with the same elapsed part of the one before (today at 3 a.m.
 * with yesterday up to 3 a.m., not with the whole of yesterday). Days after today hold nothing yet: the range is
 * compared as far as today. A range given to compare with is read whole, as it is.
 */
export function comparedParts(
  c: Comparison,
  [start, end]: [string, string],
  bucket: Bucket,
  today: string,
  compared?: [string, string],
): { whole: [string, string] | null; upToNow: string | null } {
  if (c === 'range') return { whole: givenRange(compared), upToNow: null };
  const days = dodDays([start, end], bucket);
  if (end < today) return { whole: shiftedRange(c, [start, end], bucket), upToNow: null };
  const last = today < start ? start : today;
  const shifted: [string, string] = [step(c, start, -1, days), step(c, last, -1, days)];
  return {
    whole: shifted[0] < shifted[1] ? [shifted[0], addDays(shifted[1], -1)] : null,
    upToNow: shifted[1],
  };
}

/** (now − before) / before; null where there is nothing before to compare with. */
export const change = (now: number, before: number | undefined) => (before ? (now - before) / before : null);
