// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { HomeCharts } from '@adops/common/contract/dashboard';
import { registerTexts, translate } from '../../src/i18n';
import { customerOption, departmentOption, trendOption } from '../../src/pages/dashboard/homeCharts';
import HOME_TEXTS from '../../src/pages/dashboard/texts';
// What the page registers: the charts it loads with their options.
import '../../src/components/BasicEChart';
import type { Params, TextKey } from '../../src/i18n';

registerTexts(HOME_TEXTS);
const t = (key: TextKey, params?: Params) => translate('zh', key, params);

// The page draws on a canvas; here the same options are rendered to SVG text, with only the series and
// components the page registers, so that a chart the page forgot to register or an option ECharts refuses fails.
use([SVGRenderer]);

/** The SVG of an option, and what ECharts warned about while rendering it. */
function draw(option: EChartsCoreOption) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 320 });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  const complaints = [...warn.mock.calls, ...error.mock.calls].map((args) => args.join(' '));
  return { svg, complaints };
}

afterEach(() => vi.restoreAllMocks());

const charts: HomeCharts = {
  trend: [
    { day: '2026-02-01', fee: 123_456_789 },
    { day: '2026-02-02', fee: 0 },
  ],
  byDepartment: [
    { departmentId: 5, name: '运营一部', fee: 600_000 },
    { departmentId: null, name: null, fee: 400_000 },
  ],
  topCustomers: [
    { customerId: 1, name: '客户甲', fee: 1_000_005 },
    { customerId: 2, name: '客户乙', fee: 10 },
  ],
};

describe('the Home charts', () => {
  it('draws the 30-day trend in yuan, days as MM-DD', () => {
    const option = trendOption(charts.trend, t);
    expect(option.series).toMatchObject([{ type: 'line', data: [1_234_567.89, 0] }]);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('02-01');
    expect(svg).toContain('元');
  });

  it('draws the departments, naming the accounts without one', () => {
    const option = departmentOption(charts.byDepartment, t);
    expect(option.series).toMatchObject([
      {
        type: 'pie',
        data: [
          { name: '运营一部', value: 6000 },
          { name: '未分配部门', value: 4000 },
        ],
      },
    ]);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('未分配部门');
  });

  it('draws the top customers as bars, the largest first', () => {
    const option = customerOption(charts.topCustomers, t);
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['客户甲', '客户乙'] });
    expect(option.series).toMatchObject([{ type: 'bar', data: [10_000.05, 0.1] }]);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('客户甲');
  });
});
