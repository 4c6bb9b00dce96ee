import type { ColumnKind } from '@adops/common/columns';
import type { ReportColumn, ReportResult, ReportRow } from '@adops/common/contract/report';
import { centsToYuan, formatYuan, isEmpty, thousands } from '@adops/common/format';
import type { Lang } from '@adops/common/messages';
import { cellText } from '@adops/common/cellText';
import { barOption, lineOption, pieOption, type ChartItem, type ChartOption } from './chartOptions';
import { panel } from './panels';
import { cellOf, columnOf } from './reportAnswer';
import { fromReport, type ReportPanel } from './reportPanels';
import type { PanelDef } from './types';

/** Charts of a report's rows: a line or bars along a column, a pie of each row's share. */

/** What a chart of a report draws: the column along the axis and the figures drawn. */
export interface ReportAxes {
  x?: string;
  series?: string[];
  /** Bars across, the first row at the top (a ranking). */
  horizontal?: boolean;
  /** Each series as its running total along the axis (the spend so far today, hour by hour). */
  cumulative?: boolean;
}

/** Days and hours run along the axis in time order, whatever order the report's rows come in. */
const TIME_KINDS: ReadonlySet<ColumnKind> = new Set(['day', 'hour']);

const inOrder = (rows: ReportRow[], key: string) =>
  [...rows].sort((a, b) => {
    const [p, q] = [a[key], b[key]];
    return typeof p === 'number' && typeof q === 'number' ? p - q : String(p).localeCompare(String(q));
  });

/**
 * The running totals of a series. A missing value adds nothing; those after the last value stay missing, so
 * that a line of today stops at the hour it has reached rather than running flat to midnight.
 */
export function runningTotals(values: readonly (number | null)[]): (number | null)[] {
  let last = -1;
  values.forEach((value, i) => (value === null ? undefined : (last = i)));
  let sum = 0;
  return values.map((value, i) => {
    if (i > last) return null;
    sum += value ?? 0;
    return sum;
  });
}

const valueOf = (value: unknown): number | null => {
  if (isEmpty(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** Money is drawn in yuan, as the Home charts draw it; other figures as they are. */
const plotted = (kind: ColumnKind, value: number | null) =>
  value === null ? null : kind === 'money' ? centsToYuan(value) : value;
const plottedText = (kind: ColumnKind, value: unknown, lang: Lang) =>
  kind === 'money' ? formatYuan(Math.round(Number(value) * 100)) : cellText(kind, value, lang);
const axisText = (kind: ColumnKind, value: number, lang: Lang) =>
  kind === 'money' ? thousands(value) : cellText(kind, value, lang);

/** A series' values along the rows: summed in the rows' own units (cents) when cumulative, then plotted. */
function seriesValues(column: ReportColumn, rows: ReportRow[], cumulative: boolean) {
  const values = rows.map((row) => valueOf(row[column.key]));
  return (cumulative ? runningTotals(values) : values).map((value) => plotted(column.kind, value));
}

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
    series: series.map((s) => ({ name: s[lang], values: seriesValues(s, rows, axes.cumulative ?? false) })),
    axis: { label: (value: number) => axisText(unit, value, lang) },
    valueText: (value: unknown) => plottedText(unit, value, lang),
  };
  return kind === 'line' ? lineOption(shape) : barOption({ ...shape, horizontal: axes.horizontal ?? false });
}

/** The slices of a pie: what names them and the figure sized. */
export interface ReportSlices {
  /** The column naming the slices: the report chart's, else its first dimension. */
  name?: string;
  /** The figure: the report chart's first series, else its first figure. */
  value?: string;
}

function sliceColumns(result: ReportResult, named: ReportSlices) {
  const has = (key: string | undefined) => key !== undefined && result.columns.some((c) => c.key === key);
  const chart = result.chart;
  const name = named.name ?? (has(chart?.x) ? chart!.x : result.columns.find((c) => c.dimension)?.key);
  const value =
    named.value ?? (has(chart?.series[0]) ? chart!.series[0] : result.columns.find((c) => !c.dimension)?.key);
  return { name: columnOf(result, name ?? ''), value: columnOf(result, value ?? '') };
}

/** Each row a slice named by its name column in the page's language; a row without a share above 0 has none. */
export function reportSlices(result: ReportResult, named: ReportSlices, lang: Lang): ChartItem[] {
  const { name, value } = sliceColumns(result, named);
  return result.rows.flatMap((row) => {
    const size = plotted(value.kind, valueOf(row[value.key]));
    return size === null || size <= 0 ? [] : [{ name: cellOf(name, row, lang), value: size }];
  });
}

export function reportPieOption(result: ReportResult, named: ReportSlices, lang: Lang): ChartOption {
  const { value } = sliceColumns(result, named);
  return pieOption({
    items: reportSlices(result, named, lang),
    name: value[lang],
    valueText: (v: unknown) => plottedText(value.kind, v, lang),
  });
}

/** A line or bar chart of a report's rows. */
export const reportChart = (
  def: ReportPanel & ReportAxes & { kind: 'line' | 'bar'; height?: number },
): PanelDef => {
  const { kind, x, series, horizontal, cumulative, height, ...rest } = def;
  return panel({
    ...fromReport(rest),
    kind,
    ...(height ? { height } : {}),
    option: (result, _t, lang) =>
      reportChartOption(kind, result, { x, series, horizontal, cumulative }, lang),
  });
};

/** A pie of each row's share of a report's figure. */
export const reportPie = (def: ReportPanel & ReportSlices & { height?: number }): PanelDef => {
  const { name, value, height, ...rest } = def;
  const named = { name, value };
  return panel({
    ...fromReport(rest),
    kind: 'pie',
    ...(height ? { height } : {}),
    option: (result, _t, lang) => reportPieOption(result, named, lang),
    // Nothing to draw where no row has a share.
    empty: (result) => reportSlices(result, named, 'en').length === 0,
  });
};
