import { FIELD_LABELS } from '@adops/common/fieldLabels';
import { ASSESSMENT_CALL_REPORTS, ASSESSMENT_PAGE_REPORTS } from './definitions/assessment';
import { CREATIVITY_REPORTS } from './definitions/creativity';
import { LAUNCH_REPORTS } from './definitions/launchReport';
import { MONITORING_REPORTS } from './definitions/monitoring';
import { PROGRESS_REPORTS } from './definitions/progress';
import { TODAY_REPORTS } from './definitions/todayConsum';
import { WORKBENCH_REPORT_DEFINITIONS } from './definitions/workbench';
import type { ReportDefinition } from './definition';
import { reportAccess, reportEndpoint, reportTitle } from './mount';

/** The reports of the menu's pages (REPORT_NAMES of common/contract/report.ts). */
export const REPORTS: readonly ReportDefinition[] = [
  ...TODAY_REPORTS,
  ...LAUNCH_REPORTS,
  ...ASSESSMENT_PAGE_REPORTS,
  ...MONITORING_REPORTS,
  ...PROGRESS_REPORTS,
  ...CREATIVITY_REPORTS,
];

/** Reports of no menu page of their own, mounted where the spec calls them (the workbench's panels, the calls). */
const MOUNTED: readonly ReportDefinition[] = [...WORKBENCH_REPORT_DEFINITIONS, ...ASSESSMENT_CALL_REPORTS];

const REGISTERED: ReportDefinition[] = [];

/** Every report the server answers: the menu pages', those mounted for the spec's calls, and those registered. */
export const allReports = (): readonly ReportDefinition[] => [...REPORTS, ...MOUNTED, ...REGISTERED];

/** The method and URL of each place a report answers: its own, and its export's. */
const placesOf = (def: ReportDefinition) => {
  const { method, url, exportUrl } = reportEndpoint(def);
  return [`${method} ${url}`, ...(exportUrl ? [`GET ${exportUrl}`] : [])];
};

/**
 * Adds a report beside the menu's, answered where it is mounted by the app built after (reportRoutes). Refused:
 * a name or a place another report has, no one to admit (no access of its own and no menu page), an export with
 * no title, a parameter whose refusal could not name it (no label in common/fieldLabels.ts).
 */
export function registerReport(def: ReportDefinition): void {
  const others = allReports();
  if (others.some((d) => d.name === def.name)) throw new Error(`report ${def.name}: registered already`);
  const taken = new Set(others.flatMap(placesOf));
  for (const place of placesOf(def))
    if (taken.has(place)) throw new Error(`report ${def.name}: ${place} answers another report`);
  reportAccess(def);
  if (reportEndpoint(def).exportUrl) reportTitle(def);
  const unlabelled = Object.keys(def.params?.shape ?? {}).filter((field) => !(field in FIELD_LABELS));
  if (unlabelled.length) throw new Error(`report ${def.name}: no label for ${unlabelled.join(', ')}`);
  REGISTERED.push(def);
}
