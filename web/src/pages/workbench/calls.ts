import { workbenchReportUrl, type WorkbenchReport } from '@adops/common/contract/workbench';
import type { ReportCall } from '../../api/report';

/** A workbench report (`/api/crm/workbenches/<path>`), asked with its own parameters. */
export const workbenchCall = (key: WorkbenchReport, params?: Record<string, unknown>): ReportCall => ({
  url: workbenchReportUrl(key),
  ...(params ? { params } : {}),
});

/**
 * The figures of to-dos and of the year before: side by side on a very wide screen, a row each below it (a
 * year's spend in yuan is a long figure).
 */
export const HALF = { xs: 24, xxl: 12 };
