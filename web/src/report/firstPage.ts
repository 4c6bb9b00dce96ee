import { askAhead } from '../api/ahead';
import { getReport } from '../api/report';
import { pageQuery, type PageLocation } from '../app/pageContext';
import { filtersOf, type ReportFilters } from './query';

/** The rows of a report's page, unless the user picks another size. */
export const PAGE_SIZE = 50;

export type ReportParams = ReportFilters & { page: number; pageSize: number };
/** The query key of a page of a report's rows. */
export const reportKey = (name: string, params: ReportParams) => ['report', name, params];

/**
 * The first page of rows of the report a page shows, asked for at boot: it needs the URL alone, not the report
 * view's code, which comes meanwhile.
 */
export function askReportAhead(page: PageLocation) {
  const name = page.path.split('/').pop()!;
  const params = { ...filtersOf(pageQuery(page)), page: 1, pageSize: PAGE_SIZE };
  askAhead(reportKey(name, params), () => getReport(name, params, { silent: true }));
}
