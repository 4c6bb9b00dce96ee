import type { BasicChartOption } from '../components/BasicEChart';
import { CHART_GRID, CHART_GRID_ABOVE_LEGEND, CHART_LEGEND } from '../components/chartLayout';
import type { FunnelChartOption } from './FunnelEChart';
import type { ZoomChartOption } from './ZoomEChart';

/** What a chart panel's option builder returns: a line, bar or pie option, a funnel's, or one with zoom. */
export type ChartOption = BasicChartOption | FunnelChartOption | ZoomChartOption;

/** A named series of values, one a category. */
export interface ChartSeries {
  name: string;
  values: (number | null)[];
}

/** A named value: a slice of a pie, a stage of a funnel. */
export interface ChartItem {
  name: string;
  value: number;
}

export interface ValueAxis {
  /** The unit, shown at the axis. */
  name?: string;
  label?: (value: number) => string;
}

export interface Cartesian {
  categories: string[];
  series: ChartSeries[];
  axis?: ValueAxis;
  /** A value as the tooltip shows it. */
  valueText?: (value: unknown) => string;
}

interface Items {
  items: ChartItem[];
  /** The series' name, shown in the tooltip. */
  name: string;
  valueText?: (value: unknown) => string;
}

export const valueAxis = (axis: ValueAxis = {}) => ({
  type: 'value' as const,
  ...(axis.name ? { name: axis.name } : {}),
  ...(axis.label ? { axisLabel: { formatter: axis.label } } : {}),
});

/** One series needs no legend: the card's title names it. */
export const legendOf = (series: readonly unknown[]) =>
  series.length > 1 ? { grid: CHART_GRID_ABOVE_LEGEND, legend: CHART_LEGEND } : { grid: CHART_GRID };

export const axisTooltip = (valueText: Cartesian['valueText']) => ({
  trigger: 'axis' as const,
  ...(valueText ? { valueFormatter: valueText } : {}),
});

/** An item's name, value and share, for the tooltip of a pie or a funnel. */
const itemTooltip = (valueText: (value: unknown) => string = String) => ({
  trigger: 'item' as const,
  formatter: (params: unknown) => {
    const item = (Array.isArray(params) ? params[0] : params) as
      { name: string; value: unknown; percent?: number } | undefined;
    return item ? `${item.name}<br/>${valueText(item.value)} (${item.percent ?? 0}%)` : '';
  },
});

export function lineOption({ categories, series, axis, valueText, area }: Cartesian & { area?: boolean }) {
  return {
    ...legendOf(series),
    tooltip: axisTooltip(valueText),
    xAxis: { type: 'category', boundaryGap: false, data: categories },
    yAxis: valueAxis(axis),
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      smooth: true,
      ...(area ? { areaStyle: { opacity: 0.15 } } : {}),
      data: s.values,
    })),
  } satisfies BasicChartOption;
}

/** Bars up from the categories, or across (`horizontal`: the first category at the top, long names cut). */
export function barOption({
  categories,
  series,
  axis,
  valueText,
  horizontal,
}: Cartesian & { horizontal?: boolean }) {
  const values = valueAxis(axis);
  return {
    ...legendOf(series),
    tooltip: { ...axisTooltip(valueText), axisPointer: { type: 'shadow' } },
    ...(horizontal
      ? {
          // The unit under the axis: at its end it would sit on the last amount.
          xAxis: { ...values, nameLocation: 'middle', nameGap: 28 },
          yAxis: {
            type: 'category',
            inverse: true,
            data: categories,
            axisLabel: { width: 120, overflow: 'truncate' },
          },
        }
      : { xAxis: { type: 'category', data: categories }, yAxis: values }),
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values })),
  } satisfies BasicChartOption;
}

export function pieOption({ items, name, valueText }: Items) {
  return {
    tooltip: itemTooltip(valueText),
    legend: CHART_LEGEND,
    series: [
      {
        type: 'pie',
        name,
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}: {d}%' },
        // Small slices crowd their labels together: the legend and the tooltip name them instead.
        labelLayout: { hideOverlap: true },
        minShowLabelAngle: 8,
        data: items,
      },
    ],
  } satisfies BasicChartOption;
}

/** Stages from the widest down, each named inside its band; the legend below. */
export function funnelOption({ items, name, valueText }: Items) {
  return {
    tooltip: itemTooltip(valueText),
    legend: CHART_LEGEND,
    series: [
      {
        type: 'funnel',
        name,
        left: '10%',
        width: '80%',
        top: 8,
        bottom: 36,
        sort: 'descending',
        label: { position: 'inside', formatter: '{b}' },
        data: items,
      },
    ],
  } satisfies FunnelChartOption;
}
