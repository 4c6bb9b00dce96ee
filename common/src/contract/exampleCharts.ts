import { z } from 'zod';
import type { Product } from '../business';
import { integerOr } from './fields';

/** The closed days the daily charts of the charts sample page cover: 30 unless asked, from a week to a quarter. */
export const EXAMPLE_CHART_DAYS = { initial: 30, min: 7, max: 90 } as const;
/** The months of the monthly chart, this one the last. */
export const EXAMPLE_CHART_MONTHS = 12;
/** The accounts of the bar chart of the biggest spenders. */
export const EXAMPLE_CHART_ACCOUNTS = 40;

export const exampleChartsQuery = z.object({
  days: integerOr(EXAMPLE_CHART_DAYS.min, EXAMPLE_CHART_DAYS.max, EXAMPLE_CHART_DAYS.initial),
});
export type ExampleChartsQuery = z.output<typeof exampleChartsQuery>;

/**
 * GET /api/crm/example/charts: spend for the charts sample page, within the caller's data scope, closed days
 * only (up to yesterday, Asia/Shanghai). Money in cents.
 */
export interface ExampleCharts {
  /** Every day of the range, the oldest first; zero where nothing was spent. */
  daily: { day: string; fee: Record<Product, number> }[];
  /** Every month of the last 12 ('YYYY-MM-01'), this one the last: spend and the accounts that spent. */
  monthly: { month: string; fee: Record<Product, number>; accounts: number }[];
  /** The accounts that spent most over the range, the largest first. */
  topAccounts: { accountId: number; name: string; fee: number }[];
}
