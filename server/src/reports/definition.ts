import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportChart, ReportDrill, ReportInput, ReportResult } from '@adops/common/contract/report';
import { quarterOf } from '@adops/common/contract/workbench';
import type { Endpoint } from '@adops/common/contract/endpoints';
import type { Lang } from '@adops/common/messages';
import type { SummedKey } from '@adops/common/metrics';
import type { Thresholds } from '@adops/common/thresholds';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../db/client';
import type { DaysRead } from './cache/daysRead';
import { addDays, monthStart, weekStart } from '../time';
import type { Comparison, Shift } from './comparisons';
import type { DimensionKey } from './dimensions';
import type { ExtraKey } from './extras';
import type { Measure } from './measures';
import type { Bucket } from './segments';
import type { SourceKey } from './sources';

/**
 * A report is a definition: what it groups by (dimensions, and a time bucket), which measures it shows,
 * which comparisons and extra columns, the default range and order. The engine turns it into one
 * parameterized query over a source of rows (the facts: rollups for whole weeks and months, days around them,
 * hours for today), within the caller's data scope, with paging, sorting and the totals of all rows; the
 * comparisons and extras then read the rows of the page only.
 */

export type DefaultRange =
  | 'today'
  | 'yesterday'
  | 'last7'
  | 'last30'
  | 'thisWeek'
  | 'thisMonth'
  | 'thisQuarter'
  | 'thisYear'
  | 'last12Months';

/** A column that is only a link to another page (its title is its text), e.g. "by week". */
export interface ReportLink {
  key: string;
  zh: string;
  en: string;
  drill: ReportDrill;
}

/**
 * Where a report answers when not at `GET /api/crm/report/<name>` (and `…/export`): GET reads its input from the
 * query, POST from the JSON body (over the query's).
 */
export interface ReportMount extends Endpoint {
  method: 'GET' | 'POST';
  /** Where its xlsx of every row downloads (GET, the same input in the query); none unless given. */
  exportUrl?: string;
}

/**
 * Input a report takes besides the range, filters and paging: fields validated with the rest (a bad one is 130
 * naming it by its label, common/fieldLabels.ts), and the definition that runs for their values. Made with
 * `parameters()` (parameters.ts), which types the values by the fields.
 */
export interface ReportParameters {
  shape: z.ZodRawShape;
  define(def: ReportDefinition, values: Record<string, unknown>): ReportDefinition;
  /** How a page offers them (ReportResult.inputs); none for a call's parameters no page shows. */
  inputs?: ReportInput[];
}

/**
 * Only the rows whose measure over the range lies within bounds (both inclusive): spend ≥ 1,000 yuan; `each`: in
 * each month of the range (the report's bucket is by month), not over it as a whole.
 */
export interface Threshold {
  measure: Measure;
  min?: number;
  max?: number;
  each?: true;
}

export interface ReportDefinition {
  /** The page's route name, the report's URL unless mounted elsewhere. */
  name: string;
  /** Where it answers; by default GET /api/crm/report/<name> and its export (mount.ts). */
  mount?: ReportMount;
  /**
   * Who may call it where it is no menu page's report: a module id (`moduleOf` of common/menu.ts) or any
   * signed-in user; by default its page's permission.
   */
  access?: number | 'session';
  /** Its title where it is no menu page's report (its export's heading and file name). */
  title?: Record<Lang, string>;
  /** Input of its own (a dimension to pick, a threshold, a range to compare with). */
  params?: ReportParameters;
  /**
   * Only the accounts `a` this condition keeps (the monitored ones), besides the scope and the filters. Their
   * rows are read as the accounts' own, never from a team's or a customer's sums, which cannot tell them apart.
   */
  accounts?: SQL;
  /**
   * Only the source's rows `f` (beside their account `a`) this condition keeps: where the rows are one per
   * account (the accounts as they stand today), the accounts of a to-do.
   */
  where?: SQL;
  /** The rows aggregated: the account facts unless said (sources/). */
  source?: SourceKey;
  dimensions: DimensionKey[];
  bucket: Bucket;
  measures: Measure[];
  comparisons?: Shift[];
  /**
   * A second range the rows are compared with (a comparison of its own, `range`): a row over the range as a
   * whole with the same row over that one; a row by day or hour with the one as many days from its start.
   */
  comparedRange?: [string, string];
  /** Shows the compared value beside each change (this week and last week side by side). */
  comparisonBase?: boolean;
  /** The measure the comparisons compare; fee by default. */
  compared?: SummedKey;
  /**
   * Only the rows whose measures lie within these, by the report's dimensions over its range (a customer whose
   * spend in the range is at least a threshold, with all of its periods); the totals are those of the rows kept.
   */
  thresholds?: Threshold[];
  /** Columns read for the page's rows from elsewhere (extras.ts). */
  extras?: ExtraKey[];
  links?: ReportLink[];
  range: DefaultRange;
  /** The range its parameters ask for (the months of a call's body), where the query gives no start or end. */
  askedRange?: [string, string];
  sort: string;
  /** A pivot puts the time bucket across: one column per period, the dimensions down. */
  layout?: 'list' | 'pivot';
  /** Cells that open another report: column key → page and URL query (the range and filters go along). */
  drills?: Record<string, ReportDrill>;
  chart?: ReportChart;
  live?: boolean;
  heat?: boolean;
}

export interface RunContext {
  db: Executor;
  scope: DataScope;
  today: string;
  /** The current hour (Asia/Shanghai), for "same time yesterday" and the time gone by. */
  hour: number;
  /** The thresholds in force (common/thresholds.ts), read by runReport unless given. */
  inForce?: Thresholds;
  /** The last day the daily facts hold (segments.ts), read by runReport where it matters. */
  factsUntil?: string | null;
  /** The first day whose hours are held (hours are kept for a few weeks), read by runReport where it matters. */
  hoursFrom?: string | null;
  /**
   * The rows the definition's thresholds keep, over the report's range (runReport): every read of the run, the
   * totals and the ranges compared with included, is of these rows only.
   */
  kept?: SQL;
  /**
   * The accounts the query's filters keep within the scope, read by runReport where it filters by placement
   * (accountFilters.ts); null: too many to list, or no such filter.
   */
  picked?: number[] | null;
  /** Where given, every read of facts adds the days it read (the result cache's validity). */
  reads?: DaysRead;
}

/** What a list or a pivot answers; runReport adds the range and the page's flags. */
export type Answer = Pick<ReportResult, 'columns' | 'rows' | 'total' | 'summary'>;

/** The comparisons of a report's rows: its shifts, and its compared range where it has one. */
export const comparisonsOf = (def: ReportDefinition): Comparison[] =>
  def.comparedRange ? [...(def.comparisons ?? []), 'range'] : (def.comparisons ?? []);

/** The default range of a report, as (start, end). */
export function defaultRange(range: DefaultRange, today: string): [string, string] {
  const yesterday = addDays(today, -1);
  switch (range) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [yesterday, yesterday];
    case 'last7':
      return [addDays(today, -7), yesterday];
    case 'last30':
      return [addDays(today, -30), yesterday];
    case 'thisWeek':
      return [weekStart(today), today];
    case 'thisMonth':
      return [monthStart(today), today];
    case 'thisQuarter':
      return [quarterOf(today), today];
    case 'thisYear':
      return [`${today.slice(0, 4)}-01-01`, today];
    case 'last12Months':
      return [monthStart(addDays(monthStart(today), -330)), today];
  }
}

/** The column of a report's period, by its time bucket. */
export const TIME_COLUMN: Record<Exclude<Bucket, 'none'>, { key: string; zh: string; en: string }> = {
  hour: { key: 'hour', zh: '小时', en: 'Hour' },
  day: { key: 'day', zh: '日期', en: 'Day' },
  week: { key: 'week', zh: '周', en: 'Week' },
  month: { key: 'month', zh: '月份', en: 'Month' },
};

/** The key of a report's period column; null for a report over the range as a whole. */
export const timeKey = (bucket: Bucket) => (bucket === 'none' ? null : TIME_COLUMN[bucket].key);
