import type { Thresholds } from '../thresholds';

/**
 * The thresholds and monthly KPI targets in force (common/thresholds.ts): read by any signed-in user, saved whole
 * by a holder of the assessment overview who sees all data (admin, general manager).
 */
export const THRESHOLDS_URL = '/api/crm/assessment/thresholds';
export const THRESHOLDS_SAVE_URL = `${THRESHOLDS_URL}/save`;

export interface ThresholdsAnswer {
  values: Thresholds;
  defaults: Thresholds;
  /** Whether the caller may change them. */
  editable: boolean;
}
