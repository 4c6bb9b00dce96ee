import { assessmentExportUrl, assessmentUrl, PAGE_CALLS } from '@adops/common/contract/assessmentCalls';
import type { ReportResult } from '@adops/common/contract/report';
import { download, get, post, type RequestOptions } from './client';

/** Where a menu page's report answers by default: `/api/crm/report/<route name>`. */
export const reportUrl = (name: string) => `/api/crm/report/${name}`;

/** A report answering a GET at a URL: its input in the query. */
export const getReportAt = (url: string, params: Record<string, unknown>, options: RequestOptions = {}) =>
  get<ReportResult>(url, params, options);

/** A report answering a POST at a URL (the spec's `/api/xdareninfo/*` calls): its input as the JSON body. */
export const postReport = (url: string, body: Record<string, unknown>, options: RequestOptions = {}) =>
  post<ReportResult>(url, body, options);

/** Where a report answers, by which method, and what it is asked (range, filters, paging, its own parameters). */
export interface ReportCall {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
}

/** A report where it answers, by its method. */
export const callReport = ({ url, method = 'GET', params = {} }: ReportCall, options: RequestOptions = {}) =>
  method === 'POST' ? postReport(url, params, options) : getReportAt(url, params, options);

/**
 * Where a report page's figures answer, and its xlsx: its own URL, or the spec's call the page reads (the
 * assessment's pages, by POST).
 */
function placeOf(name: string): { url: string; method: 'GET' | 'POST'; exportUrl: string } {
  const call = PAGE_CALLS[name];
  if (call) return { url: assessmentUrl(call), method: 'POST', exportUrl: assessmentExportUrl(call) };
  return { url: reportUrl(name), method: 'GET', exportUrl: `${reportUrl(name)}/export` };
}

/** One report page's figures. */
export const getReport = (name: string, params: Record<string, unknown>, options: RequestOptions = {}) => {
  const { url, method } = placeOf(name);
  return callReport({ url, method, params }, options);
};

/** The same report as an xlsx file of every row. */
export const exportReport = (name: string, params: Record<string, unknown>) =>
  download(placeOf(name).exportUrl, params);
