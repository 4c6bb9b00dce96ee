import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@adops/common/contract/report';
import {
  reportChartOption,
  reportPie,
  reportPieOption,
  reportSlices,
  runningTotals,
} from '../../src/dashboard/reportCharts';
import { isEmptyPanel } from '../../src/dashboard/panels';

/** Today by the hour against yesterday, the hours out of order; today has reached hour 2. */
const HOURS: ReportResult = {
  columns: [
    { key: 'hour', zh: '小时', en: 'Hour', kind: 'hour', sortable: true, dimension: true },
    { key: 'fee', zh: '消耗', en: 'Spend', kind: 'money', sortable: true },
    { key: 'fee_dodBase', zh: '昨日同时段', en: 'Yesterday', kind: 'money', sortable: false },
  ],
  rows: [
    { hour: 1, fee: null, fee_dodBase: 20 },
    { hour: 0, fee: 10, fee_dodBase: 10 },
    { hour: 3, fee: null, fee_dodBase: 5 },
    { hour: 2, fee: 15, fee_dodBase: 0 },
  ],
  total: 4,
  summary: {},
  start: '2026-11-26',
  end: '2026-11-26',
  maxDays: 366,
  chart: { type: 'line', x: 'hour', series: ['fee', 'fee_dodBase'], cumulative: true },
};

type Lines = { xAxis: { data: string[] }; series: { name: string; data: (number | null)[] }[] };

describe('a running total', () => {
  it('adds each value to those before it, a missing one adding nothing', () => {
    expect(runningTotals([1, 2, null, 4])).toEqual([1, 3, 3, 7]);
    expect(runningTotals([null, 5])).toEqual([0, 5]);
  });

  it('stops where the values stop (the hours still to come), and is nothing without values', () => {
    expect(runningTotals([3, null, 4, null, null])).toEqual([3, 3, 7, null, null]);
    expect(runningTotals([null, null])).toEqual([null, null]);
    expect(runningTotals([])).toEqual([]);
  });
});

describe('a chart of a report’s rows drawn cumulative', () => {
  it('draws each series as its running total in hour order, in yuan, summed in cents', () => {
    const option = reportChartOption('line', HOURS, { cumulative: true }, 'zh') as Lines;
    expect(option.xAxis.data).toEqual(['00:00', '01:00', '02:00', '03:00']);
    expect(option.series.map((s) => s.name)).toEqual(['消耗', '昨日同时段']);
    expect(option.series[0]!.data).toEqual([0.1, 0.1, 0.25, null]);
    expect(option.series[1]!.data).toEqual([0.1, 0.3, 0.3, 0.35]);
  });

  it('draws the values as they are when not cumulative', () => {
    const option = reportChartOption('line', HOURS, {}, 'en') as Lines;
    expect(option.series[0]!.data).toEqual([0.1, null, 0.15, null]);
  });
});

/** Spend by industry; the report's chart still names the product column it lacks. */
const INDUSTRIES: ReportResult = {
  columns: [
    { key: 'categoryName', zh: '行业', en: 'Industry', kind: 'text', sortable: true, dimension: true },
    { key: 'fee', zh: '消耗', en: 'Spend', kind: 'money', sortable: true },
    { key: 'spendingAccounts', zh: '消耗账户数', en: 'Spending accounts', kind: 'count', sortable: true },
  ],
  rows: [
    { categoryId: 1, categoryName: '美妆', fee: 30_000, spendingAccounts: 3 },
    { categoryId: 2, categoryName: '食品', fee: 10_050, spendingAccounts: 1 },
    { categoryId: 3, categoryName: '母婴', fee: 0, spendingAccounts: 0 },
    { categoryId: 4, categoryName: '家居', fee: null, spendingAccounts: 0 },
  ],
  total: 4,
  summary: {},
  start: '2026-11-01',
  end: '2026-11-26',
  maxDays: 3653,
  chart: { type: 'pie', x: 'product', series: ['fee'] },
};

describe('a pie of a report’s rows', () => {
  it('names the slices by the first dimension where the chart names a column the answer lacks', () => {
    expect(reportSlices(INDUSTRIES, {}, 'zh')).toEqual([
      { name: '美妆', value: 300 },
      { name: '食品', value: 100.5 },
    ]);
  });

  it('sizes them by the figure named, and formats the tooltip as its column does', () => {
    expect(reportSlices(INDUSTRIES, { value: 'spendingAccounts' }, 'zh')).toEqual([
      { name: '美妆', value: 3 },
      { name: '食品', value: 1 },
    ]);
    const option = reportPieOption(INDUSTRIES, {}, 'en') as {
      series: { name: string; data: unknown[] }[];
      tooltip: { formatter: (p: unknown) => string };
    };
    expect(option.series[0]!.name).toBe('Spend');
    expect(option.tooltip.formatter({ name: '美妆', value: 300, percent: 74.9 })).toBe(
      '美妆<br/>300 (74.9%)',
    );
  });

  it('has nothing to show where no row has a share', () => {
    const pie = reportPie({ key: 'p', call: { url: '/x' } });
    expect(isEmptyPanel(pie, INDUSTRIES)).toBe(false);
    expect(isEmptyPanel(pie, { ...INDUSTRIES, rows: INDUSTRIES.rows.slice(2) })).toBe(true);
  });
});
