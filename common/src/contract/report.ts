import { z } from 'zod';
import { PRODUCTS } from '../business';
import type { MetricFormat } from '../metrics';
import { day, optionalId, paging } from './fields';

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

/** How a column reads: a name, a day or hour, a metric format, or a signed change. */
export type ReportColumnKind = 'text' | 'day' | 'hour' | 'change' | MetricFormat;

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
}

export interface ReportDrill {
  page: string;
  params: Record<string, string>;
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportResult {
  columns: ReportColumn[];
  rows: ReportRow[];
  total: number;
  /** The totals of every row the filters keep, not only this page. */
  summary: ReportRow;
  /** The range the figures cover (the defaults filled in). */
  start: string;
  end: string;
}

/** The pages that are reports served by the engine (their route names); the server defines each. */
export const REPORT_NAMES = [
  'xhscustomerConsumptionDayTotal',
  'xhscustomerConsumptionDay',
  'xhscustomerConsumptionPhanderDay',
  'xhscustomerConsumptionDayDetails',
  'timeConsume',
  'xhsCustomerSundial',
  'xhsAccountSundial',
  'xhsAccountConsumption',
  'xhsAccountConsumptionWeek',
  'xhsAccountConsumptionMonth',
  'xhsAccountDays',
  'xhsAccountWeeks',
  'xhsAccountMonth',
  'xhsOperateSundial',
] as const;
