import type { ColProps } from 'antd';
import type { ReportResult, ReportRow } from '@adops/common/contract/report';
import type { Params, TextKey, Translate } from '../i18n';
import { panel } from './panels';
import { cellOf, columnOf, figureOf, inBoth, reportLoad, wholeRow, type PanelCall } from './reportAnswer';
import type {
  FigureDef,
  FigureLine,
  PanelActionDef,
  PanelChoices,
  PanelDef,
  RankItem,
  RowActionDef,
  TableColumn,
} from './types';

/**
 * Panels fed by a report, wherever it is mounted and whatever it is asked: its rows as a table, a ranked list,
 * figure cards, a value against its target (charts: reportCharts.ts). A report's answer brings its columns'
 * titles, kinds and codes' titles, so a panel names the columns it shows by key, or leaves them to the report.
 */

/** What every report panel says: its key, title, place and refresh, the report it shows, its header. */
export interface ReportPanel {
  key: string;
  /** Text key of the card's title. */
  title?: TextKey;
  titleParams?: Params;
  span?: ColProps;
  refreshMs?: number;
  /** The report, or the report by the choice of the panel's selector. */
  call: PanelCall;
  choices?: PanelChoices;
  actions?: PanelActionDef<ReportResult>[];
}

export const fromReport = ({ call, ...rest }: ReportPanel, pageSize?: number) => ({
  ...rest,
  load: reportLoad(call, pageSize),
  empty: (result: ReportResult) => result.rows.length === 0,
});

/** The columns a table shows: those named, in that order, else every one but the links. */
export function reportTableColumns(result: ReportResult, keys?: readonly string[]): TableColumn[] {
  const shown = keys ? keys.map((k) => columnOf(result, k)) : result.columns.filter((c) => c.kind !== 'link');
  return shown.map((c) => ({
    key: c.key,
    title: { zh: c.zh, en: c.en },
    kind: c.kind,
    ...(c.values ? { values: c.values } : {}),
  }));
}

/** Where a table row keeps its place in the answer, its key (names may repeat, positions do not). */
export const ROW_POSITION = '_position';

export const reportTableRows = (result: ReportResult) =>
  result.rows.map((row, i) => ({ ...row, [ROW_POSITION]: i }));

/**
 * The rows as a ranked list, in the report's order: each row's `name` column (by default its first dimension's)
 * and its `value` column (by default its first figure).
 */
export function reportRankItems(
  result: ReportResult,
  named: { name?: string; value?: string } = {},
): RankItem[] {
  const name = named.name ? columnOf(result, named.name) : result.columns.find((c) => c.dimension);
  const value = named.value ? columnOf(result, named.value) : result.columns.find((c) => !c.dimension);
  if (!name || !value) return [];
  return result.rows.map((row) => ({
    name: inBoth((lang) => cellOf(name, row, lang)),
    value: Number(row[value.key] ?? 0),
    text: inBoth((lang) => cellOf(value, row, lang)),
  }));
}

/** What a table of a report adds: its columns, its pages, and what names a row and acts on it. */
export interface ReportTableDef {
  /** The columns shown, by key; the report's own but its links otherwise. */
  columns?: string[];
  /** Paged on the server, this many rows a page. */
  pageSize?: number;
  /** The column that names a row in its test ids (an id); its position otherwise. */
  rowTestId?: string;
  /** The column that names a row in its forms and confirmations. */
  rowName?: string;
  rowActions?: RowActionDef<ReportResult>[];
}

/** A table of a report's rows: the columns named, else all of the report's but its links. */
export const reportTable = (def: ReportPanel & ReportTableDef): PanelDef => {
  const { columns, pageSize, rowTestId, rowName, rowActions, ...rest } = def;
  const text = (key: string | undefined) => (row: Record<string, unknown>) =>
    String(row[key ?? ROW_POSITION] ?? '');
  return panel({
    ...fromReport(rest, pageSize),
    kind: 'table',
    columnsOf: (result) => reportTableColumns(result, columns),
    rows: reportTableRows,
    rowKey: ROW_POSITION,
    rowTestId: text(rowTestId),
    ...(rowName ? { rowName: text(rowName) } : {}),
    ...(rowActions ? { rowActions } : {}),
    ...(pageSize ? { pageSize, total: (result: ReportResult) => result.total } : {}),
    // A page past the last (its last row removed) is not "none": the table goes back a page.
    empty: (result) => result.rows.length === 0 && result.total === 0,
  });
};

/** A ranked list of a report's rows, in the order the report sorts them. */
export const reportRanking = (def: ReportPanel & { name?: string; value?: string }): PanelDef => {
  const { name, value, ...rest } = def;
  return panel({
    ...fromReport(rest),
    kind: 'ranking',
    items: (result) => reportRankItems(result, { name, value }),
  });
};

/** Figure cards of a report of the whole: each figure reads its one row (`wholeRow`). */
export const reportCards = (def: ReportPanel & { figures: FigureDef<ReportResult>[] }): PanelDef => {
  const { figures, ...rest } = def;
  // Figures are never "none": a count of 0 is a figure.
  return panel({ ...fromReport(rest), kind: 'cards', figures, empty: () => false });
};

/** A figure of a report of the whole against its target (null: none set), with lines under the bar. */
export const reportProgress = (
  def: ReportPanel & {
    value: string;
    target: string;
    format(value: number): string;
    lines?(row: ReportRow, t: Translate): FigureLine[];
  },
): PanelDef => {
  const { value, target, format, lines, ...rest } = def;
  return panel({
    ...fromReport(rest),
    kind: 'progress',
    value: (result) => figureOf(wholeRow(result), value) ?? 0,
    target: (result) => figureOf(wholeRow(result), target),
    format,
    ...(lines ? { lines: (result: ReportResult, t: Translate) => lines(wholeRow(result), t) } : {}),
    empty: () => false,
  });
};
