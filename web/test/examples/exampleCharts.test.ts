// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ExampleCharts } from '@adops/common/contract/exampleCharts';
import { registerTexts, translate, type Params, type TextKey } from '../../src/i18n';
import { isEmptyPanel } from '../../src/dashboard/panels';
import {
  dailyOption,
  EXAMPLE_CHARTS,
  monthlyOption,
  topAccountsOption,
} from '../../src/pages/examples/charts/charts';
import TEXTS from '../../src/pages/examples/charts/texts';
import '../../src/components/BasicEChart';
import '../../src/dashboard/ZoomEChart';

registerTexts(TEXTS);
const zh = (key: TextKey, params?: Params) => translate('zh', key, params);
const en = (key: TextKey, params?: Params) => translate('en', key, params);

use([SVGRenderer]);

function draw(option: EChartsCoreOption) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: 1000, height: 380 });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return { svg, complaints: [...warn.mock.calls, ...error.mock.calls].map((args) => args.join(' ')) };
}

afterEach(() => vi.restoreAllMocks());

const fee = (juguang: number, shutiao = 0, pugongying = 0) => ({ juguang, shutiao, pugongying });
const data: ExampleCharts = {
  daily: [
    { day: '2026-06-13', fee: fee(123_456, 50_000, 0) },
    { day: '2026-06-14', fee: fee(200_000, 0, 7_700) },
  ],
  monthly: [
    { month: '2026-05-01', fee: fee(0), accounts: 0 },
    { month: '2026-06-01', fee: fee(150_000_000, 20_000_000, 100), accounts: 321 },
  ],
  topAccounts: [
    { accountId: 1, name: '聚光一部', fee: 300_000 },
    { accountId: 2, name: '薯条二部', fee: 100_000 },
  ],
};
const none: ExampleCharts = { daily: [{ day: '2026-06-14', fee: fee(0) }], monthly: [], topAccounts: [] };

describe('the charts sample page', () => {
  it('draws each product by day in yuan, named in the page language', () => {
    const option = dailyOption(data.daily, en, 'en');
    expect(option.series.map((s) => s.name)).toEqual(['Juguang', 'Shutiao', 'Pugongying']);
    expect(option.series[0]!.data).toEqual([
      ['2026-06-13', 1234.56],
      ['2026-06-14', 2000],
    ]);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('Pugongying');
    expect(draw(dailyOption(data.daily, zh, 'zh')).svg).toContain('蒲公英');
  });

  it('stacks the months by product under the accounts that spent, labelled and zoomable', () => {
    const option = monthlyOption(data.monthly, zh, 'zh');
    expect(option.xAxis.data).toEqual(['2026-05', '2026-06']);
    expect(option.dataZoom).toHaveLength(2);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    // The labels: June's Juguang bar abbreviated (1.5M yuan), the accounts above the line.
    expect(svg).toContain('1.5M');
    expect(svg).toContain('321');
    expect(svg).toContain('在投账户');
  });

  it('shades the top accounts from the first to the last', () => {
    const option = topAccountsOption(data.topAccounts, zh);
    const colors = option.series[0]!.data.map((d) => d.itemStyle.color);
    expect(new Set(colors).size).toBe(2);
    const { svg, complaints } = draw(option);
    expect(complaints).toEqual([]);
    expect(svg).toContain('聚光一部');
  });

  it('says when there is nothing to draw', () => {
    expect(EXAMPLE_CHARTS.panels.map((p) => isEmptyPanel(p, none))).toEqual([true, true, true]);
    expect(EXAMPLE_CHARTS.panels.map((p) => isEmptyPanel(p, data))).toEqual([false, false, false]);
  });
});
