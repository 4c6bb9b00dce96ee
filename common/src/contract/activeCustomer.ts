import { z } from 'zod';
import { integerOr, month, optionalId } from './fields';

/**
 * Active customers (xhsActiveCustomers): a customer is active in a window when its accounts the caller can see
 * spent in it; new when its first spend falls in the window, returning otherwise (DOMAIN.md).
 */

export const MAX_ACTIVE_MONTHS = 24;

/** Months since year 0 of a 'YYYY-MM-01' month. */
export const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

/**
 * GET /api/crm/activeCustomer/stats: counts per month for each department or operator; the range, its defaults
 * filled in, spans at most MAX_ACTIVE_MONTHS (checked where the defaults are known).
 */
export const activeStatsQuery = z.object({
  start: month.optional(),
  end: month.optional(),
  by: z.enum(['department', 'operator']).default('department'),
});
export interface ActiveCounts {
  /** 'YYYY-MM-01'. */
  month: string;
  active: number;
  /** First spend in this month. */
  fresh: number;
  /** Active, and had spent before this month. */
  returning: number;
}

export interface ActiveStatsRow {
  /** The department or operator; null for accounts without one. */
  key: number | null;
  name: string | null;
  counts: ActiveCounts[];
}

export interface ActiveStats {
  months: string[];
  rows: ActiveStatsRow[];
  /** Every customer once, however many departments or operators it spent through. */
  total: ActiveCounts[];
}

/** GET /api/crm/activeCustomer/list: the customers active in the last `days` closed days. */
export const activeCustomerFilters = {
  days: integerOr(1, 90, 7),
  departmentId: optionalId,
  operatorId: optionalId,
  fresh: z.enum(['new', 'returning']).optional(),
};

export interface ActiveCustomerRow {
  id: number;
  name: string;
  departmentId: number | null;
  departmentName: string | null;
  salesName: string | null;
  /** Accounts that spent in the window. */
  activeAccounts: number;
  /** Spend in the window, cents. */
  fee: number;
  lastSpendDay: string;
  firstSpendDay: string | null;
  /** First spend inside the window. */
  fresh: boolean;
}
