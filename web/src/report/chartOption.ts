import type { Translate } from '../i18n';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { BasicChartOption } from '../components/BasicEChart';
import { CHART_GRID_ABOVE_LEGEND, CHART_LEGEND } from '../components/chartLayout';
import type { ReportChart, ReportColumn, ReportRow } from '@adops/common/contract/report';
import { centsToYuan, EMPTY, formatPercent, formatYuan, thousands } from '@adops/common/format';
import type { Lang } from '@adops/common/messages';

type ChartOption = BasicChartOption;

type Cell = ReportRow[string];

const isBlank = (value: Cell | undefined) => value === null || value === undefined || value === '';

/** What is plotted: yuan for money (the rows carry cents), the figure itself otherwise; null leaves a gap. */
function plotted(column: ReportColumn, value: Cell | undefined): number | null {
  if (isBlank(value)) return null;
  const number = column.kind === 'money' ? centsToYuan(value!) : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A plotted value as the table writes it. */
function valueText(column: ReportColumn, value: unknown): string {
  const number = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(number)) return EMPTY;
  if (column.kind === 'money') return formatYuan(Math.round(number * 100));
  if (column.kind === 'percent') return formatPercent(number);
  return thousands(number);
}

/** A value of the axis column (or a slice's name) as the table writes it. */
function labelOf(column: ReportColumn, value: Cell | undefined, lang: Lang): string {
  if (isBlank(value)) return EMPTY;
  if (column.kind === 'hour') return `${String(value).padStart(2, '0')}:00`;
  if (column.values) return column.values[String(value)]?.[lang] ?? String(value);
  return String(value);
}

/** Ascending along the axis: numbers as numbers (hours), the rest as text (days sort so). */
function compareX(a: Cell | undefined, b: Cell | undefined): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) ? (isBlank(b) ? 0 : 1) : -1;
  const [x, y] = [Number(a), Number(b)];
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a).localeCompare(String(b));
}

function axisOf(column: ReportColumn, t: Translate) {
  return {
    type: 'value' as const,
    ...(column.kind === 'money' ? { name: t('report.yuan') } : {}),
    axisLabel: {
      formatter: (value: number) => (column.kind === 'percent' ? formatPercent(value, 0) : thousands(value)),
    },
  };
}

/**
 * The ECharts option of a report's chart over the rows shown, or null when there is nothing to draw. line: one
 * line per series along the axis column in ascending order, and the running total of the first series when
 * the chart asks for it; bar: the rows side by side in their order; pie: each row's share of the first series.
 * Series are titled in the page's language.
 */
export function reportChartOption(
  chart: ReportChart,
  columns: ReportColumn[],
  rows: ReportRow[],
  lang: Lang,
  t: Translate,
): ChartOption | null {
  const x = columns.find((c) => c.key === chart.x);
  const series = chart.series
    .map((key) => columns.find((c) => c.key === key))
    .filter((c): c is ReportColumn => c !== undefined);
  const first = series[0];
  if (!x || !first || !rows.length) return null;

  if (chart.type === 'pie') {
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p) => {
          const item = Array.isArray(p) ? p[0] : p;
          return item ? `${item.name}<br/>${valueText(first, item.value)} (${item.percent ?? 0}%)` : '';
        },
      },
      legend: CHART_LEGEND,
      series: [
        {
          type: 'pie',
          name: first[lang],
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}: {d}%' },
          labelLayout: { hideOverlap: true },
          minShowLabelAngle: 8,
          // A row without the figure has no slice.
          data: rows.flatMap((row) => {
            const value = plotted(first, row[first.key]);
            return value === null ? [] : [{ name: labelOf(x, row[x.key], lang), value }];
          }),
        },
      ],
    };
  }

  const ordered = chart.type === 'line' ? [...rows].sort((a, b) => compareX(a[x.key], b[x.key])) : rows;
  // One value axis per kind of measure (money beside counts, say), at most two.
  const kinds = [...new Set(series.map((c) => c.kind))].slice(0, 2);
  const axisIndex = (column: ReportColumn) => Math.max(0, kinds.indexOf(column.kind));
  const drawn: (LineSeriesOption | BarSeriesOption)[] = series.map((column) => ({
    type: chart.type === 'line' ? 'line' : 'bar',
    name: column[lang],
    yAxisIndex: axisIndex(column),
    tooltip: { valueFormatter: (value) => valueText(column, value) },
    data: ordered.map((row) => plotted(column, row[column.key])),
  }));
  if (chart.type === 'line' && chart.cumulative) {
    // Summed in the rows' own units (cents), so that the running total carries no float error.
    let sum = 0;
    const running = ordered.map((row) => {
      const value = Number(row[first.key]);
      if (Number.isFinite(value)) sum += value;
      return plotted(first, sum);
    });
    drawn.push({
      type: 'line',
      name: t('report.cumulative', { name: first[lang] }),
      yAxisIndex: axisIndex(first),
      lineStyle: { type: 'dashed' },
      tooltip: { valueFormatter: (value) => valueText(first, value) },
      data: running,
    });
  }
  return {
    grid: CHART_GRID_ABOVE_LEGEND,
    tooltip: { trigger: 'axis', ...(chart.type === 'bar' ? { axisPointer: { type: 'shadow' } } : {}) },
    legend: CHART_LEGEND,
    xAxis: {
      type: 'category',
      boundaryGap: chart.type === 'bar',
      data: ordered.map((row) => labelOf(x, row[x.key], lang)),
    },
    yAxis: kinds.map((kind) =>
      axisOf(
        series.find((c) => c.kind === kind)!,
        t,
      ),
    ),
    series: drawn,
  };
}
