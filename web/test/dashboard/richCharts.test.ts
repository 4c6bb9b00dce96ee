// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { barOption } from '../../src/dashboard/chartOptions';
import {
  barsAndLineOption,
  CHART_COLORS,
  colorAt,
  fadeDown,
  shadedBarOption,
  tallestStack,
  timeLineOption,
  withAlpha,
  withZoom,
} from '../../src/dashboard/richCharts';
// What the panels register: an option with zoom is drawn by this module, the others by BasicEChart.
import '../../src/components/BasicEChart';
import '../../src/dashboard/ZoomEChart';

// As in chartOptions.test.ts: an option ECharts refuses, or a component nobody registered, fails here.
use([SVGRenderer]);

function draw(option: EChartsCoreOption) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: 800, height: 360 });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return { svg, complaints: [...warn.mock.calls, ...error.mock.calls].map((args) => args.join(' ')) };
}

afterEach(() => vi.restoreAllMocks());

describe('colours', () => {
  it('give a hex colour an opacity', () => {
    expect(withAlpha('#5070dd', 0.4)).toBe('rgba(80, 112, 221, 0.4)');
  });

  it('run through their stops evenly, clamped at both ends', () => {
    const stops = ['#000000', '#ff0000', '#ffffff'];
    expect(colorAt(stops, 0)).toBe('#000000');
    expect(colorAt(stops, 0.25)).toBe('#800000');
    expect(colorAt(stops, 0.5)).toBe('#ff0000');
    expect(colorAt(stops, 0.75)).toBe('#ff8080');
    expect(colorAt(stops, 1)).toBe('#ffffff');
    expect(colorAt(stops, 2)).toBe('#ffffff');
    expect(colorAt(stops, -1)).toBe('#000000');
    expect(colorAt(['#123456'], 0.5)).toBe('#123456');
  });

  it('fade an area from its colour at the top to nothing at the bottom', () => {
    expect(fadeDown('#ffffff', 0.5)).toEqual({
      type: 'linear',
      x: 0,
      y: 0,
      x2: 0,
      y2: 1,
      colorStops: [
        { offset: 0, color: 'rgba(255, 255, 255, 0.5)' },
        { offset: 1, color: 'rgba(255, 255, 255, 0)' },
      ],
    });
  });
});

describe('rich charts', () => {
  const series = [
    {
      name: '聚光',
      points: [
        ['2026-06-01', 3],
        ['2026-06-02', 5],
      ] as [string, number][],
    },
    {
      name: '薯条',
      points: [
        ['2026-06-01', 1],
        ['2026-06-02', null],
      ] as [string, number | null][],
    },
  ];

  it('draw smooth lines over days, each over an area fading from its own colour', () => {
    const option = timeLineOption({ series, axis: { name: '元' } });
    expect(option.xAxis.type).toBe('time');
    expect(option.color).toEqual(CHART_COLORS);
    expect(option.series.map((s) => [s.smooth, s.areaStyle.color.colorStops[0]!.color])).toEqual([
      [true, withAlpha(CHART_COLORS[0], 0.4)],
      [true, withAlpha(CHART_COLORS[1], 0.4)],
    ]);
    expect(option).toHaveProperty('legend');
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('薯条');
    expect(svg).toContain('linearGradient');
  });

  it('stack bars on the left axis under a line on the right, labelling values but not zeros', () => {
    const option = barsAndLineOption({
      categories: ['2026-05', '2026-06'],
      bars: [
        { name: '聚光', values: [1200, 0] },
        { name: '薯条', values: [300, 400] },
      ],
      line: { name: '账户', values: [7, 9] },
      barLabel: (v) => `${v}元`,
      lineLabel: (v) => `${v}个`,
    });
    expect(option.yAxis).toHaveLength(2);
    expect(option.series.map((s) => ('stack' in s ? s.stack : s.yAxisIndex))).toEqual(['bars', 'bars', 1]);
    const label = option.series[0]!.label!.formatter;
    // The tallest stack is 1500: a bar under a twentieth of it (75) has no room for its label.
    expect([label({ value: 1200 }), label({ value: 75 }), label({ value: 74 }), label({ value: 0 })]).toEqual(
      ['1200元', '75元', '', ''],
    );
    expect(label({ value: null })).toBe('');
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('1200元');
    expect(svg).toContain('9个');
  });

  it('find the tallest stack, missing values counting as none', () => {
    expect(
      tallestStack([
        { name: 'a', values: [1, 5, null] },
        { name: 'b', values: [4, null, 2] },
      ]),
    ).toBe(5);
    expect(tallestStack([])).toBe(0);
  });

  it('shade many bars from the first colour to the last', () => {
    const option = shadedBarOption({
      categories: ['a', 'b', 'c'],
      series: { name: '消耗', values: [9, 5, 1] },
      shades: ['#000000', '#ffffff'],
    });
    expect(option.series[0]!.data.map((d) => [d.value, d.itemStyle.color])).toEqual([
      [9, '#000000'],
      [5, '#808080'],
      [1, '#ffffff'],
    ]);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('#808080');
  });

  it('zoom inside the plot and with a slider under it, above the legend', () => {
    const plain = barOption({
      categories: ['a', 'b'],
      series: [
        { name: 'x', values: [1, 2] },
        { name: 'y', values: [2, 1] },
      ],
    });
    const option = withZoom(plain, { start: 50 });
    expect(option.dataZoom).toEqual([
      expect.objectContaining({ type: 'inside', start: 50, end: 100 }),
      expect.objectContaining({ type: 'slider', start: 50, end: 100, bottom: plain.grid.bottom }),
    ]);
    // Room for the slider (20 px high) between the plot and the legend.
    expect(option.grid.bottom - plain.grid.bottom).toBeGreaterThan(20);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    // Half the categories show: the first is zoomed out of the axis.
    expect(svg).not.toContain('>a<');
    expect(svg).toContain('>b<');
  });
});
