import type { LinearGradientObject } from 'echarts/core';
import {
  axisTooltip,
  barOption,
  legendOf,
  valueAxis,
  type Cartesian,
  type ChartSeries,
  type ValueAxis,
} from './chartOptions';

// Apart from chartOptions (which Home loads with its figures): only a page drawing these loads them.

/**
 * The colours series take in turn where an option names them: a fading area or a shade must know its series'
 * colour. Bright enough for a light page and a dark one.
 */
export const CHART_COLORS = ['#5070dd', '#3fbe95', '#ff994d', '#fb628b', '#0ca8df', '#785db0'] as const;

/** The shades a row of bars runs through, from the first bar to the last. */
export const BAR_SHADES = ['#3fbe95', '#0ca8df', '#5070dd', '#785db0'] as const;

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** '#rrggbb' at an opacity (0-1). */
export const withAlpha = (hex: string, alpha: number) => `rgba(${channels(hex).join(', ')}, ${alpha})`;

/** The colour `share` (0-1) of the way through `stops` ('#rrggbb', evenly spaced), as '#rrggbb'. */
export function colorAt(stops: readonly string[], share: number): string {
  const along = Math.min(Math.max(share, 0), 1) * (stops.length - 1);
  const from = Math.min(Math.floor(along), stops.length - 2);
  if (from < 0) return stops[0]!;
  const [a, b, rest] = [channels(stops[from]!), channels(stops[from + 1]!), along - from];
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * rest)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** From `color` at the top down to nothing: the area under a line. */
export const fadeDown = (color: string, alpha = 0.4): LinearGradientObject => ({
  type: 'linear',
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: withAlpha(color, alpha) },
    { offset: 1, color: withAlpha(color, 0) },
  ],
});

const colorOf = (index: number) => CHART_COLORS[index % CHART_COLORS.length]!;

/** A series over days: each point a day ('YYYY-MM-DD') and its value. */
export interface TimeSeries {
  name: string;
  points: [day: string, value: number | null][];
}

/** Smooth lines over a time axis of days, each over an area fading from its colour; legend and tooltip. */
export function timeLineOption({
  series,
  axis,
  valueText,
}: {
  series: TimeSeries[];
  axis?: ValueAxis;
  valueText?: (value: unknown) => string;
}) {
  return {
    ...legendOf(series),
    color: [...CHART_COLORS],
    tooltip: axisTooltip(valueText),
    xAxis: { type: 'time' as const, axisLabel: { formatter: '{MM}-{dd}', hideOverlap: true } },
    yAxis: valueAxis(axis),
    series: series.map((s, i) => ({
      type: 'line' as const,
      name: s.name,
      smooth: true,
      showSymbol: false,
      areaStyle: { color: fadeDown(colorOf(i)) },
      data: s.points,
    })),
  };
}

/** What a bar or a point says on itself: nothing for nothing, nor for less than `least` (no room for it). */
const labelOf =
  (text: (value: number) => string, least = 0) =>
  (params: { value?: unknown }) =>
    typeof params.value === 'number' && params.value !== 0 && Math.abs(params.value) >= least
      ? text(params.value)
      : '';

/** The share of the tallest stack a bar needs for its label to fit inside it (a line of text). */
export const LABEL_MIN_SHARE = 0.05;

/** The tallest of the stacks the series make, one a category. */
export const tallestStack = (series: ChartSeries[]) =>
  Math.max(
    0,
    ...(series[0]?.values ?? []).map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)),
  );

export interface BarsAndLine {
  categories: string[];
  /** Stacked on the left axis. */
  bars: ChartSeries[];
  /** Over them, on the right axis. */
  line: ChartSeries;
  barAxis?: ValueAxis;
  lineAxis?: ValueAxis;
  /** Values as the tooltip shows them. */
  barText?: (value: unknown) => string;
  lineText?: (value: unknown) => string;
  /**
   * Labels on the values: each bar's inside it where it fits (a bar of a twentieth of the tallest stack), the
   * line's above its points; labels that would overlap others give way.
   */
  barLabel?: (value: number) => string;
  lineLabel?: (value: number) => string;
}

/** Bars stacked on the left axis and a line over them on the right: two measures of the same categories. */
export function barsAndLineOption({
  categories,
  bars,
  line,
  barAxis,
  lineAxis,
  barText,
  lineText,
  barLabel,
  lineLabel,
}: BarsAndLine) {
  const tooltipOf = (text?: (value: unknown) => string) =>
    text ? { tooltip: { valueFormatter: text } } : {};
  const least = tallestStack(bars) * LABEL_MIN_SHARE;
  return {
    ...legendOf([...bars, line]),
    color: [...CHART_COLORS],
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    xAxis: { type: 'category' as const, data: categories },
    // The line's axis keeps its ticks but draws no lines of its own across the bars'.
    yAxis: [valueAxis(barAxis), { ...valueAxis(lineAxis), splitLine: { show: false } }],
    series: [
      ...bars.map((s) => ({
        type: 'bar' as const,
        name: s.name,
        stack: 'bars',
        barMaxWidth: 48,
        emphasis: { focus: 'series' as const },
        ...(barLabel
          ? { label: { show: true, position: 'inside' as const, formatter: labelOf(barLabel, least) } }
          : {}),
        labelLayout: { hideOverlap: true },
        ...tooltipOf(barText),
        data: s.values,
      })),
      {
        type: 'line' as const,
        name: line.name,
        yAxisIndex: 1,
        smooth: true,
        ...(lineLabel
          ? { label: { show: true, position: 'top' as const, formatter: labelOf(lineLabel) } }
          : {}),
        labelLayout: { hideOverlap: true },
        ...tooltipOf(lineText),
        data: line.values,
      },
    ],
  };
}

/**
 * One series of many bars, each a shade of the way through `shades` from the first bar to the last; with that
 * many, the names slant.
 */
export function shadedBarOption({
  shades = BAR_SHADES,
  ...cartesian
}: Omit<Cartesian, 'series'> & { series: ChartSeries; shades?: readonly string[] }) {
  const option = barOption({ ...cartesian, series: [cartesian.series] });
  const { values } = cartesian.series;
  const last = Math.max(values.length - 1, 1);
  return {
    ...option,
    xAxis: { ...option.xAxis, axisLabel: { rotate: 45, width: 96, overflow: 'truncate' as const } },
    series: option.series.map((s) => ({
      ...s,
      barMaxWidth: 32,
      data: values.map((value, i) => ({
        value,
        itemStyle: { color: colorAt(shades, i / last), borderRadius: [4, 4, 0, 0] },
      })),
    })),
  };
}

/** Room under the plot for the zoom's slider. */
const SLIDER_HEIGHT = 20;
const SLIDER_GAP = 16;

/**
 * A cartesian option that zooms along its category axis, showing `start`..`end` (percent) at first: dragged
 * inside the plot (the wheel with Ctrl: unmodified it scrolls the page) or with a slider under the plot, above
 * the legend.
 */
export function withZoom<O extends { grid: { bottom: number } }>(option: O, { start = 0, end = 100 } = {}) {
  const { bottom } = option.grid;
  return {
    ...option,
    grid: { ...option.grid, bottom: bottom + SLIDER_HEIGHT + SLIDER_GAP },
    dataZoom: [
      { type: 'inside' as const, start, end, zoomOnMouseWheel: 'ctrl' as const, moveOnMouseWheel: false },
      { type: 'slider' as const, start, end, height: SLIDER_HEIGHT, bottom },
    ],
  };
}
