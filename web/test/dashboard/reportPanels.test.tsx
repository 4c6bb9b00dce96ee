import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from './renderDashboard';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReportResult } from '@adops/common/contract/report';
import { reportUrl } from '../../src/api/report';
import {
  reportRanking,
  reportRankItems,
  reportTable,
  reportTableColumns,
} from '../../src/dashboard/reportPanels';
import { reportChartOption } from '../../src/dashboard/reportCharts';
import { installDomGaps, stubApi } from '../system/dom';

const MOUNTED = '/api/xdareninfo/selectConditionConsume';

/** What a report answers: customers with their spend (cents) and its change, as the engine shapes it. */
const SPEND: ReportResult = {
  columns: [
    { key: 'customerName', zh: '客户', en: 'Customer', kind: 'text', sortable: true, dimension: true },
    {
      key: 'product',
      zh: '平台产品',
      en: 'Product',
      kind: 'text',
      sortable: true,
      dimension: true,
      values: { juguang: { zh: '聚光', en: 'Juguang' } },
    },
    { key: 'fee', zh: '消耗', en: 'Spend', kind: 'money', sortable: true },
    { key: 'fee_dod', zh: '日环比', en: 'DoD', kind: 'change', sortable: false },
    {
      key: 'byWeek',
      zh: '按周',
      en: 'By week',
      kind: 'link',
      sortable: false,
      drill: { page: 'x', params: {} },
    },
  ],
  rows: [
    { customerId: 7, customerName: '客户甲', product: 'juguang', fee: 1_234_567, fee_dod: 0.25 },
    { customerId: 8, customerName: '客户乙', product: 'juguang', fee: 500_000, fee_dod: -0.1 },
  ],
  total: 2,
  summary: { fee: 1_734_567 },
  start: '2026-06-01',
  end: '2026-06-07',
  maxDays: 3653,
};

/** A series by day, newest first as the report pages sort it. */
const DAYS: ReportResult = {
  ...SPEND,
  columns: [
    { key: 'day', zh: '日期', en: 'Day', kind: 'day', sortable: true, dimension: true },
    { key: 'fee', zh: '消耗', en: 'Spend', kind: 'money', sortable: true },
    { key: 'clicks', zh: '点击', en: 'Clicks', kind: 'count', sortable: true },
  ],
  rows: [
    { day: '2026-06-03', fee: 30_000, clicks: 3 },
    { day: '2026-06-01', fee: 10_050, clicks: 1 },
    { day: '2026-06-02', fee: null, clicks: 2 },
  ],
  chart: { type: 'line', x: 'day', series: ['fee'] },
};

beforeAll(() => installDomGaps());
afterEach(() => vi.unstubAllGlobals());

describe('a dashboard panel fed by a report', { timeout: 30_000 }, () => {
  it('shows the rows of a report mounted by POST as a table, asked with its parameters', async () => {
    const calls = stubApi({ [MOUNTED]: SPEND });
    renderDashboard({
      id: 'test',
      panels: [
        reportTable({
          key: 'spend',
          title: 'test.spend',
          call: { url: MOUNTED, method: 'POST', params: { dimension: 'customer', threshold: 100_000 } },
        }),
      ],
    });

    const table = await screen.findByTestId('test-spend');
    await waitFor(() => expect(within(table).getByText('客户甲')).toBeTruthy(), { timeout: 10_000 });
    // The report's titles and kinds: money in yuan, a change signed, a code as its title; links left out.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['客户', '平台产品', '消耗', '日环比']);
    for (const text of ['12,345.67', '+25.00%', '客户乙', '5,000.00', '-10.00%'])
      expect(within(table).getByText(text)).toBeTruthy();
    expect(within(table).getAllByText('聚光')).toHaveLength(2);
    expect(within(table).queryByText('按周')).toBeNull();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: MOUNTED,
      body: { dimension: 'customer', threshold: 100_000 },
    });
    // Signed as every call of the console is.
    expect(calls[0]!.query.get('timestamp')).toBeTruthy();
  });

  it('ranks the rows of a menu page’s report by GET, with the parameters in the query', async () => {
    const url = reportUrl('xhsCustomerSundial');
    const calls = stubApi({ [url]: SPEND });
    renderDashboard({
      id: 'test',
      panels: [
        reportRanking({
          key: 'top',
          title: 'test.top',
          call: { url, params: { pageSize: 10, sort: '-fee' } },
        }),
      ],
    });

    const ranking = await screen.findByTestId('test-top');
    await waitFor(() => expect(within(ranking).getByText('客户甲')).toBeTruthy());
    expect(within(ranking).getByText('12,345.67')).toBeTruthy();
    expect(within(ranking).getByText('客户乙')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: url });
    expect(calls[0]!.query.get('pageSize')).toBe('10');
    expect(calls[0]!.query.get('sort')).toBe('-fee');
  });

  it('says when the report has no rows, and shows its failure in place', async () => {
    stubApi({ [MOUNTED]: { ...SPEND, rows: [], total: 0 } });
    renderDashboard({
      id: 'test',
      panels: [
        reportTable({ key: 'none', title: 'test.none', call: { url: MOUNTED, method: 'POST' } }),
        reportTable({ key: 'refused', title: 'test.refused', call: { url: '/api/missing', method: 'POST' } }),
      ],
    });
    await waitFor(() => expect(within(screen.getByTestId('test-none')).getByText('暂无数据')).toBeTruthy());
    await waitFor(() =>
      expect(within(screen.getByTestId('test-refused')).getByText('加载失败')).toBeTruthy(),
    );
  });
});

describe('a report’s answer read for a panel', () => {
  it('gives a table the columns named, in both languages, and a column it lacks as empty text', () => {
    expect(reportTableColumns(SPEND, ['fee', 'customerName', 'nothing'])).toEqual([
      { key: 'fee', title: { zh: '消耗', en: 'Spend' }, kind: 'money' },
      { key: 'customerName', title: { zh: '客户', en: 'Customer' }, kind: 'text' },
      { key: 'nothing', title: { zh: 'nothing', en: 'nothing' }, kind: 'text' },
    ]);
  });

  it('ranks by the first dimension and figure unless told, codes read as their titles', () => {
    expect(reportRankItems(SPEND)[0]).toEqual({
      name: { zh: '客户甲', en: '客户甲' },
      value: 1_234_567,
      text: { zh: '12,345.67', en: '12,345.67' },
    });
    expect(reportRankItems(SPEND, { name: 'product', value: 'fee_dod' })[1]).toEqual({
      name: { zh: '聚光', en: 'Juguang' },
      value: -0.1,
      text: { zh: '-10.00%', en: '-10.00%' },
    });
  });

  it('draws days in time order, money in yuan, the series named in the page’s language', () => {
    const option = reportChartOption('line', DAYS, {}, 'en') as {
      xAxis: { data: string[] };
      series: { name: string; data: (number | null)[] }[];
      tooltip: { valueFormatter: (v: unknown) => string };
    };
    expect(option.xAxis.data).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(option.series).toMatchObject([{ name: 'Spend', data: [100.5, null, 300] }]);
    expect(option.tooltip.valueFormatter(100.5)).toBe('100.5');
    const bars = reportChartOption('bar', DAYS, { x: 'day', series: ['fee', 'clicks'] }, 'zh') as {
      series: { name: string; data: (number | null)[] }[];
    };
    expect(bars.series.map((s) => s.name)).toEqual(['消耗', '点击']);
    expect(bars.series[1]!.data).toEqual([1, 2, 3]);
  });
});
