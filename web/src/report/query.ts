import { PRODUCT_TITLES } from '@adops/common/business';
import { REPORT_INPUT_KEYS } from '@adops/common/contract/reportNames';
import type { FilterDef } from '../resource/types';
/**
 * A report's view as its page URL carries it, so that a reload, a bookmark or a shared link shows the same
 * figures: the range, the scope filters, the report's own inputs and the sort. Paging stays out: a link shows
 * the first page.
 */
export const URL_KEYS = [
  'start',
  'end',
  'deptId',
  'groupId',
  'operatorId',
  'customerId',
  'product',
  'accountId',
  ...REPORT_INPUT_KEYS,
  'sort',
] as const;
export type UrlKey = (typeof URL_KEYS)[number];
export type ReportFilters = Partial<Record<UrlKey, string>>;

/** The filters of the search form, as its pickers read them; the account comes only from a drill-down's URL. */
export const FORM_FIELDS = [
  { name: 'deptId', label: 'report.department', kind: 'department' },
  { name: 'groupId', label: 'report.group', kind: 'group' },
  { name: 'operatorId', label: 'report.operator', kind: 'operator' },
  { name: 'customerId', label: 'report.customer', kind: 'customer' },
  { name: 'product', label: 'report.product', kind: 'enum', values: PRODUCT_TITLES },
] as const satisfies readonly (FilterDef & { name: UrlKey })[];
export const FORM_FILTERS = FORM_FIELDS.map((f) => f.name);
/** The same, read as the filter definitions of the resource engine's pickers. */
export const FORM_DEFS: readonly FilterDef[] = FORM_FIELDS;
/** What a drill-down carries on to the page it opens. */
export const CARRIED = ['start', 'end', ...FORM_FILTERS, 'accountId'] as const;

export function filtersOf(query: URLSearchParams): ReportFilters {
  return Object.fromEntries(URL_KEYS.filter((k) => query.get(k)).map((k) => [k, query.get(k)!]));
}

/** The URL query of the filters, in a fixed order so that the same view always reads the same. */
export function queryOf(filters: ReportFilters): string {
  const query = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(key, value);
  }
  return query.toString();
}
