import { z } from 'zod';
import { money, yearMonth } from './fields';

/**
 * The platform assessment (PAGES.md, /platformAssessment [351]): the spec's calls `POST /api/xdareninfo/<name>`,
 * each a report of the engine taking its input as a JSON body (a month or a month range, the filters of every
 * report, paging, and its own conditions) and answering the report answer. The states they count are DOMAIN.md's,
 * by the thresholds in force (common/thresholds.ts).
 */
export const ASSESSMENT_BASE = '/api/xdareninfo';

export const ASSESSMENT_CALLS = [
  'selectDataConsume',
  'selectBeOnlineBean',
  'selectStayConsumeInfoBean',
  'selectAliveAndPullBackBean',
  'selectConditionConsume',
  'selectCsThisMonthConsumeGe',
  'selectCsMonthConsumeGe',
] as const;
export type AssessmentCall = (typeof ASSESSMENT_CALLS)[number];

export const assessmentUrl = (call: AssessmentCall) => `${ASSESSMENT_BASE}/${call}`;

/** The menu pages whose rows are a call's: the page reads its report there (by POST), and exports it beside. */
export const PAGE_CALLS: Readonly<Record<string, AssessmentCall>> = {
  online: 'selectBeOnlineBean',
  preserve: 'selectStayConsumeInfoBean',
  wake: 'selectAliveAndPullBackBean',
};

/** Where a call's xlsx of every row downloads (GET, its input in the query). */
export const assessmentExportUrl = (call: AssessmentCall) => `${assessmentUrl(call)}/export`;

/**
 * `month`, or `startMonth` and `endMonth` ('YYYY-MM'): the months a call reads; either end alone is one month.
 * Without them, the report's own range (or `start` and `end`, days).
 */
export const monthsInput = {
  month: yearMonth.optional(),
  startMonth: yearMonth.optional(),
  endMonth: yearMonth.optional(),
};

/** Customers by their spend over a period (`start`, `end`): at least `minAmount`, at most `maxAmount` (cents). */
export const conditionInput = { minAmount: money.optional(), maxAmount: money.optional() };

/** Customers whose spend (this month, or each month of the range) is at least `amount` (cents). */
export const atLeastInput = { amount: money.optional() };

export type MonthsInput = z.output<z.ZodObject<typeof monthsInput>>;
