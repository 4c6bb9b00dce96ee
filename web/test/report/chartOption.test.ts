import { PRODUCT_TITLES } from '@adops/common/business';
import { describe, expect, it } from 'vitest';
import type { ReportColumn, ReportRow } from '@adops/common/contract/report';
import { reportChartOption } from '../../src/report/chartOption';
import { translate } from '../../src/i18n';
import REPORT_TEXTS from '../../src/report/texts';
import { registerTexts } from '../../src/i18n';
import type { Params, TextKey } from '../../src/i18n';

registerTexts(REPORT_TEXTS);
const zh = (key: TextKey, params?: Params) => translate('zh', key, params);
const en = (key: TextKey, params?: Params) => translate('en', key, params);

const hour: ReportColumn = {
  key: 'hour',
  zh: '小时',
  en: 'Hour',
  kind: 'hour',
  sortable: true,
  dimension: true,
};
const fee: ReportColumn = { key: 'fee', zh: '消耗', en: 'Spend', kind: 'money', sortable: true };
const accounts: ReportColumn = {
  key: 'accounts',
  zh: '账户数',
  en: 'Accounts',
  kind: 'count',
  sortable: false,
};
const product: ReportColumn = {
  key: 'product',
  zh: '平台产品',
  en: 'Product',
  kind: 'text',
  sortable: true,
  dimension: true,
  // The server names a code's titles, as it does for the platform product.
  values: PRODUCT_TITLES,
};
const columns = [hour, fee, accounts, product];

// Out of order, as a page sorted by spend gives them.
const rows: ReportRow[] = [
  { hour: 2, fee: 30_010, accounts: 3 },
  { hour: 0, fee: 10_000, accounts: 1 },
  { hour: 1, fee: null, accounts: 2 },
];

type Series = { name: string; type: string; data: unknown[]; yAxisIndex?: number };

describe('a report chart', () => {
  it('draws a line per series along the axis column in ascending order, money in yuan, with the running total', () => {
    const option = reportChartOption(
      { type: 'line', x: 'hour', series: ['fee', 'accounts'], cumulative: true },
      columns,
      rows,
      'zh',
      zh,
    )!;
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['00:00', '01:00', '02:00'] });
    const series = option.series as Series[];
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['line', '消耗'],
      ['line', '账户数'],
      ['line', '消耗（累计）'],
    ]);
    expect(series[0]!.data).toEqual([100, null, 300.1]);
    expect(series[1]!.data).toEqual([1, 2, 3]);
    expect(series[2]!.data).toEqual([100, 100, 400.1]);
    // Money and counts on their own axes.
    expect(series.map((s) => s.yAxisIndex)).toEqual([0, 1, 0]);
    expect((option.yAxis as { name?: string }[])[0]!.name).toBe('元');
  });

  it('titles the series in the page’s language and tells the amounts as the table does', () => {
    const option = reportChartOption({ type: 'line', x: 'hour', series: ['fee'] }, columns, rows, 'en', en)!;
    const series = option.series as (Series & { tooltip: { valueFormatter: (v: number) => string } })[];
    expect(series.map((s) => s.name)).toEqual(['Spend']);
    expect(series[0]!.tooltip.valueFormatter(1234567.8)).toBe('1,234,567.8');
  });

  it('keeps the rows’ order for bars', () => {
    const option = reportChartOption({ type: 'bar', x: 'hour', series: ['fee'] }, columns, rows, 'zh', zh)!;
    expect(option.xAxis).toMatchObject({ data: ['02:00', '00:00', '01:00'] });
    expect((option.series as Series[])[0]).toMatchObject({ type: 'bar', data: [300.1, 100, null] });
  });

  it('slices a pie by the axis column, valued by the first series, without the rows that have none', () => {
    const byProduct: ReportRow[] = [
      { product: 'juguang', fee: 50_000 },
      { product: 'shutiao', fee: 25_050 },
      { product: 'pugongying', fee: null },
    ];
    const option = reportChartOption(
      { type: 'pie', x: 'product', series: ['fee'] },
      columns,
      byProduct,
      'zh',
      zh,
    )!;
    expect((option.series as Series[])[0]).toMatchObject({
      type: 'pie',
      name: '消耗',
      data: [
        { name: '聚光', value: 500 },
        { name: '薯条', value: 250.5 },
      ],
    });
  });

  it('draws nothing without rows or without the columns it names', () => {
    expect(reportChartOption({ type: 'line', x: 'hour', series: ['fee'] }, columns, [], 'zh', zh)).toBeNull();
    expect(
      reportChartOption({ type: 'line', x: 'day', series: ['fee'] }, columns, rows, 'zh', zh),
    ).toBeNull();
    expect(
      reportChartOption({ type: 'line', x: 'hour', series: ['gone'] }, columns, rows, 'zh', zh),
    ).toBeNull();
  });
});
