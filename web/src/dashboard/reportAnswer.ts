import { cellText } from '@adops/common/cellText';
import type { ReportColumn, ReportResult, ReportRow } from '@adops/common/contract/report';
import type { Lang } from '@adops/common/messages';
import { callReport, type ReportCall } from '../api/report';
import type { Text } from '../i18n/define';
import type { PanelView } from './types';

/** What a panel fed by a report asks: a call, or a call by the choice of the panel's selector. */
export type PanelCall = ReportCall | ((choice: string | undefined) => ReportCall);

/** The call for a view: the choice's, with the page the user is on (or the panel's first). */
export function callFor(call: PanelCall, view: PanelView = {}, pageSize?: number): ReportCall {
  const chosen = typeof call === 'function' ? call(view.choice) : call;
  const paging = pageSize ? { page: view.page ?? 1, pageSize: view.pageSize ?? pageSize } : {};
  return { ...chosen, params: { ...chosen.params, ...paging } };
}

/**
 * A panel's load from a report call: the answer, silently (the panel shows a failure in its own place). A
 * paged panel (`pageSize`) asks for the page its view is on.
 */
export const reportLoad =
  (call: PanelCall, pageSize?: number) =>
  (signal?: AbortSignal, view?: PanelView): Promise<ReportResult> =>
    callReport(callFor(call, view, pageSize), { ...(signal ? { signal } : {}), silent: true });

/** Several reports loaded as one panel's data (a figure each), by name. */
export const reportLoadAll =
  <K extends string>(calls: Record<K, ReportCall>) =>
  async (signal?: AbortSignal): Promise<Record<K, ReportResult>> => {
    const entries = Object.entries(calls) as [K, ReportCall][];
    const answers = await Promise.all(entries.map(([, call]) => reportLoad(call)(signal)));
    return Object.fromEntries(entries.map(([name], i) => [name, answers[i]!])) as Record<K, ReportResult>;
  };

/** The one row of a report of the whole (no dimension): its first row, else its totals. */
export const wholeRow = (result: ReportResult): ReportRow => result.rows[0] ?? result.summary;

/** A figure of a row, a number or null. */
export function figureOf(row: ReportRow, key: string): number | null {
  const value = row[key];
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A column of the answer by its key; one it lacks reads as empty text, titled by its key. */
export const columnOf = (result: ReportResult, key: string): ReportColumn =>
  result.columns.find((c) => c.key === key) ?? { key, zh: key, en: key, kind: 'text', sortable: false };

export const inBoth = (text: (lang: Lang) => string): Text => ({ zh: text('zh'), en: text('en') });

export const cellOf = (column: ReportColumn, row: ReportRow, lang: Lang) =>
  cellText(column.kind, row[column.key], lang, column.values);
