import {
  HOME_TOP_CUSTOMERS,
  HOME_TREND_DAYS,
  type HomeCharts as Charts,
} from '@adops/common/contract/dashboard';
import { centsToYuan, formatYuan, thousands } from '@adops/common/format';
import { barOption, lineOption, panel, pieOption, type Translate } from '../../dashboard';
import { HOME_QUERIES } from './homeQueries';

/** The series carry yuan; tooltips show them as the cards do, with separators and up to two decimals. */
const yuanText = (value: unknown) => formatYuan(Math.round(Number(value) * 100));
const yuanAxis = (t: Translate) => ({ name: t('home.yuan'), label: (value: number) => thousands(value) });

export const trendOption = (trend: Charts['trend'], t: Translate) =>
  lineOption({
    categories: trend.map((p) => p.day.slice(5)),
    series: [{ name: t('home.spend'), values: trend.map((p) => centsToYuan(p.fee)) }],
    axis: yuanAxis(t),
    valueText: yuanText,
    area: true,
  });

export const departmentOption = (byDepartment: Charts['byDepartment'], t: Translate) =>
  pieOption({
    name: t('home.spend'),
    items: byDepartment.map((d) => ({ name: d.name ?? t('home.noDepartment'), value: centsToYuan(d.fee) })),
    valueText: yuanText,
  });

/** The largest at the top. */
export const customerOption = (topCustomers: Charts['topCustomers'], t: Translate) =>
  barOption({
    categories: topCustomers.map((c) => c.name),
    series: [{ name: t('home.spend'), values: topCustomers.map((c) => centsToYuan(c.fee)) }],
    axis: yuanAxis(t),
    valueText: yuanText,
    horizontal: true,
  });

/** The three charts come from one call: they share its query, and each says when it has nothing. */
const charts = HOME_QUERIES.charts;

export const HOME_CHARTS = [
  panel({
    ...charts,
    key: 'chart-trend',
    kind: 'line',
    title: 'home.trend',
    titleParams: { days: HOME_TREND_DAYS },
    span: { xs: 24 },
    option: (data, t) => trendOption(data.trend, t),
    empty: (data) => !data.trend.some((p) => p.fee !== 0),
  }),
  panel({
    ...charts,
    key: 'chart-departments',
    kind: 'pie',
    title: 'home.byDepartment',
    option: (data, t) => departmentOption(data.byDepartment, t),
    empty: (data) => !data.byDepartment.some((d) => d.fee !== 0),
  }),
  panel({
    ...charts,
    key: 'chart-customers',
    kind: 'bar',
    title: 'home.topCustomers',
    titleParams: { count: HOME_TOP_CUSTOMERS },
    option: (data, t) => customerOption(data.topCustomers, t),
    empty: (data) => data.topCustomers.length === 0,
  }),
];
