// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { barOption, funnelOption, lineOption, pieOption } from '../../src/dashboard/chartOptions';
// What the panels register: the charts they load with their options.
import '../../src/components/BasicEChart';
import '../../src/dashboard/FunnelEChart';

// As in chartOptions.test.ts: an option ECharts refuses, or a series nobody registered, fails here.
use([SVGRenderer]);

function draw(option: EChartsCoreOption) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 320 });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return { svg, complaints: [...warn.mock.calls, ...error.mock.calls].map((args) => args.join(' ')) };
}

afterEach(() => vi.restoreAllMocks());

const items = [
  { name: '曝光', value: 1000 },
  { name: '点击', value: 300 },
  { name: '转化', value: 40 },
];

describe('the panel charts', () => {
  it('draw lines, with a legend only for more than one series', () => {
    const one = lineOption({ categories: ['1', '2'], series: [{ name: '消耗', values: [1, 2] }] });
    expect(one).not.toHaveProperty('legend');
    const two = lineOption({
      categories: ['1', '2'],
      series: [
        { name: '今年', values: [1, 2] },
        { name: '去年', values: [2, null] },
      ],
      axis: { name: '元', label: (v) => `${v}` },
    });
    expect(two).toHaveProperty('legend');
    const { svg, complaints } = draw(two);
    expect(complaints).toEqual([]);
    expect(svg).toContain('去年');
  });

  it('draw bars up or across', () => {
    const up = barOption({ categories: ['甲', '乙'], series: [{ name: '消耗', values: [3, 1] }] });
    expect(up.xAxis).toMatchObject({ type: 'category', data: ['甲', '乙'] });
    expect(draw(up).complaints).toEqual([]);
    const across = barOption({
      categories: ['甲'],
      series: [{ name: '消耗', values: [3] }],
      horizontal: true,
    });
    expect(across.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect(draw(across).complaints).toEqual([]);
  });

  it('draw a pie and a funnel, naming their items', () => {
    for (const option of [pieOption({ items, name: '人数' }), funnelOption({ items, name: '人数' })]) {
      const { svg, complaints } = draw(option);
      expect(complaints).toEqual([]);
      expect(svg).toContain('点击');
    }
  });
});
