import { z } from 'zod';
import { PRODUCTS } from '../business';
import { COLUMN_KIND_NAMES, isFigure, type ColumnKind, type ColumnValues } from '../columns';
import { day, optionalId, paging } from './fields';
import type { ReportInputKey } from './reportNames';

/**
 * GET /api/crm/report/<route name>: one URL per report page (PAGES.md). Money in cents; ratios as fractions;
 * comparisons as fractions of change, null where the previous value is 0 or missing.
 */
export const reportQuery = z.object({
  start: day.optional(),
  end: day.optional(),
  ...paging,
  sort: z
    .string()
    .trim()
    .regex(/^-?[A-Za-z][A-Za-z0-9_]{0,60}$/, { error: 'sortRule' })
    .optional(),
  deptId: optionalId,
  groupId: optionalId,
  operatorId: optionalId,
  customerId: optionalId,
  accountId: optionalId,
  product: z.enum(PRODUCTS).optional(),
});
export type ReportQuery = z.output<typeof reportQuery>;

/** How a report buckets time: not at all, or by hour, day, week or month. */
export type ReportBucket = 'none' | 'hour' | 'day' | 'week' | 'month';

/**
 * The longest range a report takes, in days, by its bucket: 3 years of days, 10 years of months or none; a
 * pivot has a column per period, so a pivot by day takes a year. A longer range is bad input (130).
 */
export const REPORT_MAX_DAYS: Record<ReportBucket, number> = {
  hour: 366,
  day: 1096,
  week: 1831,
  month: 3653,
  none: 3653,
};
export const PIVOT_MAX_DAYS: Record<ReportBucket, number> = { ...REPORT_MAX_DAYS, day: 366, week: 731 };

/** How a column reads (common/columns); a link's text is the column's title (a drill-down such as "by week"). */
export type ReportColumnKind = ColumnKind;

/** The kinds whose values are text, not figures: read as they are, set to the left. */
export const TEXT_KINDS: ReadonlySet<ReportColumnKind> = new Set(
  COLUMN_KIND_NAMES.filter((k) => !isFigure(k)),
);

export interface ReportColumn {
  key: string;
  zh: string;
  en: string;
  kind: ReportColumnKind;
  sortable: boolean;
  /** A dimension's column (left, fixed); the rest are measures. */
  dimension?: boolean;
  /** A drill-down: the page the cell opens, and its URL query as parameter → the row's key. */
  drill?: ReportDrill;
  /** Codes that read as titles (a product, a status): code → zh / en (and an enum's tag colour). */
  values?: ColumnValues;
}

export interface ReportDrill {
  page: string;
  params: Record<string, string>;
  /** Parameters of the same value whatever the row (the anomaly whose accounts a count opens). */
  fixed?: Record<string, string>;
  /** False: the page opens on its own default range (a customer's months), not the range of this one. */
  range?: false;
}

export type ReportRow = Record<string, string | number | null>;

/** How a page draws its rows beside the table (PAGES.md asks for a trend or a share). */
export interface ReportChart {
  /** line: a trend over the time column; pie: each row's share of a measure; bar: rows side by side. */
  type: 'line' | 'bar' | 'pie';
  /** The column along the axis, or naming the slices. */
  x: string;
  /** The measure columns drawn. */
  series: string[];
  /** Draws the running total of the first series too (the cumulative curve of the hourly page). */
  cumulative?: boolean;
}

export interface ReportResult {
  columns: ReportColumn[];
  rows: ReportRow[];
  total: number;
  /** The totals of every row the filters keep, not only this page. */
  summary: ReportRow;
  /** The range the figures cover (the defaults filled in). */
  start: string;
  end: string;
  /** The longest range this report takes, in days (REPORT_MAX_DAYS, PIVOT_MAX_DAYS). */
  maxDays: number;
  /**
   * A report by hour: the first day whose hours are held (they are kept a few weeks). A range asked from before
   * it is cut to start there (`start`), and the page says so.
   */
  heldFrom?: string;
  chart?: ReportChart;
  /** A real-time page: the view refreshes it on an interval while the browser tab is visible. */
  live?: boolean;
  /** A pivot whose cells are tinted by their value (the accounts × hours matrix). */
  heat?: boolean;
  /** The report's own inputs beside the range and filters, which its page's filter bar shows. */
  inputs?: ReportInput[];
}

/**
 * An input of a report's own (its parameters): a choice among values (what the rows are, an anomaly), or a
 * second range (the one compared with). Its fields are among REPORT_INPUT_KEYS, which a page's URL carries.
 */
export type ReportInput =
  | { kind: 'choice'; key: ReportInputKey; zh: string; en: string; values: ColumnValues }
  | { kind: 'range'; keys: [ReportInputKey, ReportInputKey]; zh: string; en: string };

export { REPORT_INPUT_KEYS, type ReportInputKey } from './reportNames';

export { REPORT_NAMES } from './reportNames';
