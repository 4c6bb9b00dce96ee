import { money, yearMonth } from './fields';

/**
 * The platform assessment (PAGES.md, /platformAssessment [351]): the spec's calls `POST /api/xdareninfo/<name>`,
 * each a report of the engine taking its input as a JSON body (a month or a month range, the filters of every
 * report, paging, and its own conditions) and answering the report answer. The states they count are DOMAIN.md's,
 * by the thresholds in force (common/thresholds.ts).
 */
export {
  ASSESSMENT_BASE,
  ASSESSMENT_CALLS,
  assessmentExportUrl,
  assessmentUrl,
  PAGE_CALLS,
  type AssessmentCall,
} from './assessmentCalls';

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
