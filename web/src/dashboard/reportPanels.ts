import type { ColProps } from 'antd';
import { cellText } from '@adops/common/cellText';
import type { ColumnKind } from '@adops/common/columns';
import type { ReportColumn, ReportResult, ReportRow } from '@adops/common/contract/report';
import { centsToYuan, formatYuan, isEmpty, thousands } from '@adops/common/format';
import type { Lang } from '@adops/common/messages';
import { callReport, type ReportCall } from '../api/report';
import type { Params, TextKey } from '../i18n';
import type { Text } from '../i18n/define';
import { barOption, lineOption, type ChartOption } from './chartOptions';
import { panel } from './panels';
import type { PanelDef, RankItem, TableColumn } from './types';

/**
 * Panels fed by a report, wherever it is mounted and whatever it is asked: its rows as a table, a line or bar
 * chart, or a ranked list. A report's answer brings its columns' titles, kinds and codes' titles, so a panel
 * names the columns it shows by key, or leaves them to the report.
 */

/** What every report panel says: its key, title, place and refresh, and the report it shows. */
export interface ReportPanel {
  key: string;
  /** Text key of the card's title. */
  title?: TextKey;
  titleParams?: Params;
  span?: ColProps;
  refreshMs?: number;
  call: ReportCall;
}

/** A panel's load from a report call: the answer, silently (the panel shows a failure in its own place). */
export const reportLoad = (call: ReportCall) => (signal?: AbortSignal) =>
  callReport(call, { ...(signal ? { signal } : {}), silent: true });

const fromReport = ({ call, ...rest }: ReportPanel) => ({
  ...rest,
  load: reportLoad(call),
  empty: (result: ReportResult) => result.rows.length === 0,
});

/** A column of the answer by its key; one it lacks reads as empty text, titled by its key. */
const columnOf = (result: ReportResult, key: string): ReportColumn =>
  result.columns.find((c) => c.key === key) ?? { key, zh: key, en: key, kind: 'text', sortable: false };

const inBoth = (text: (lang: Lang) => string): Text => ({ zh: text('zh'), en: text('en') });

const cellOf = (column: ReportColumn, row: ReportRow, lang: Lang) =>
  cellText(column.kind, row[column.key], lang, column.values);

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

/** What a chart of a report draws: the column along the axis and the figures drawn. */
export interface ReportAxes {
  x?: string;
  series?: string[];
  /** Bars across, the first row at the top (a ranking). */
  horizontal?: boolean;
}

/** Days and hours run along the axis in time order, whatever order the report's rows come in. */
const TIME_KINDS: ReadonlySet<ColumnKind> = new Set(['day', 'hour']);

const inOrder = (rows: ReportRow[], key: string) =>
  [...rows].sort((a, b) => {
    const [p, q] = [a[key], b[key]];
    return typeof p === 'number' && typeof q === 'number' ? p - q : String(p).localeCompare(String(q));
  });

/** Money is drawn in yuan, as the Home charts draw it; other figures as they are. */
const plotted = (kind: ColumnKind, value: unknown) =>
  isEmpty(value) ? null : kind === 'money' ? centsToYuan(value as number) : Number(value);
const plottedText = (kind: ColumnKind, value: unknown, lang: Lang) =>
  kind === 'money' ? formatYuan(Math.round(Number(value) * 100)) : cellText(kind, value, lang);
const axisText = (kind: ColumnKind, value: number, lang: Lang) =>
  kind === 'money' ? thousands(value) : cellText(kind, value, lang);

/**
 * The rows as a line or bar chart: the `x` column along the axis and a series per `series` column, as named,
 * else as the report's own chart says, else its first column and first figure.
 */
export function reportChartOption(
  kind: 'line' | 'bar',
  result: ReportResult,
  axes: ReportAxes,
  lang: Lang,
): ChartOption {
  const x = columnOf(result, axes.x ?? result.chart?.x ?? result.columns[0]?.key ?? '');
  const firstFigure = result.columns.find((c) => !c.dimension)?.key;
  const series = (axes.series ?? result.chart?.series ?? (firstFigure ? [firstFigure] : [])).map((key) =>
    columnOf(result, key),
  );
  const rows = TIME_KINDS.has(x.kind) ? inOrder(result.rows, x.key) : result.rows;
  const unit = series[0]?.kind ?? 'count';
  const shape = {
    categories: rows.map((row) => cellOf(x, row, lang)),
    series: series.map((s) => ({ name: s[lang], values: rows.map((row) => plotted(s.kind, row[s.key])) })),
    axis: { label: (value: number) => axisText(unit, value, lang) },
    valueText: (value: unknown) => plottedText(unit, value, lang),
  };
  return kind === 'line' ? lineOption(shape) : barOption({ ...shape, horizontal: axes.horizontal ?? false });
}

/** A table of a report's rows: the columns named, else all of the report's but its links. */
export const reportTable = (def: ReportPanel & { columns?: string[] }): PanelDef => {
  const { columns, ...rest } = def;
  return panel({
    ...fromReport(rest),
    kind: 'table',
    columnsOf: (result) => reportTableColumns(result, columns),
    rows: reportTableRows,
    rowKey: ROW_POSITION,
  });
};

/** A line or bar chart of a report's rows. */
export const reportChart = (
  def: ReportPanel & ReportAxes & { kind: 'line' | 'bar'; height?: number },
): PanelDef => {
  const { kind, x, series, horizontal, height, ...rest } = def;
  return panel({
    ...fromReport(rest),
    kind,
    ...(height ? { height } : {}),
    option: (result, _t, lang) => reportChartOption(kind, result, { x, series, horizontal }, lang),
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
