import { PRODUCT_TITLES, PRODUCTS } from '@adops/common/business';
import {
  EXAMPLE_CHART_ACCOUNTS,
  EXAMPLE_CHART_DAYS,
  EXAMPLE_CHART_MONTHS,
  type ExampleCharts,
} from '@adops/common/contract/exampleCharts';
import { abbreviate, centsToYuan, formatYuan, thousands } from '@adops/common/format';
import type { Lang } from '@adops/common/messages';
import { exampleCharts } from '../../../api/exampleCharts';
import { panel, type DashboardDef, type PanelChoice, type Translate } from '../../../dashboard';
import { barsAndLineOption, shadedBarOption, timeLineOption, withZoom } from '../../../dashboard/richCharts';

/** The series carry yuan; tooltips show them as figures are shown, with separators and up to two decimals. */
const yuanText = (value: unknown) => formatYuan(Math.round(Number(value) * 100));
const yuanAxis = (t: Translate) => ({
  name: t('example.charts.yuan'),
  label: (value: number) => thousands(value),
});

export const dailyOption = (daily: ExampleCharts['daily'], t: Translate, lang: Lang) =>
  timeLineOption({
    series: PRODUCTS.map((product) => ({
      name: PRODUCT_TITLES[product][lang],
      points: daily.map((d): [string, number] => [d.day, centsToYuan(d.fee[product])]),
    })),
    axis: yuanAxis(t),
    valueText: yuanText,
  });

/** Spend by product stacked, month by month, under the count of accounts that spent; zoomable. */
export const monthlyOption = (monthly: ExampleCharts['monthly'], t: Translate, lang: Lang) =>
  withZoom(
    barsAndLineOption({
      categories: monthly.map((m) => m.month.slice(0, 7)),
      bars: PRODUCTS.map((product) => ({
        name: PRODUCT_TITLES[product][lang],
        values: monthly.map((m) => centsToYuan(m.fee[product])),
      })),
      line: { name: t('example.charts.accounts'), values: monthly.map((m) => m.accounts) },
      barAxis: yuanAxis(t),
      lineAxis: { name: t('example.charts.accountsUnit') },
      barText: yuanText,
      lineText: (value) => thousands(value as number),
      barLabel: (value) => abbreviate(value),
      lineLabel: (value) => thousands(value),
    }),
  );

/** The biggest spenders, one bar each, shaded from the first to the last. */
export const topAccountsOption = (accounts: ExampleCharts['topAccounts'], t: Translate) =>
  shadedBarOption({
    categories: accounts.map((a) => a.name),
    series: { name: t('example.charts.spend'), values: accounts.map((a) => centsToYuan(a.fee)) },
    axis: yuanAxis(t),
    valueText: yuanText,
  });

const DAY_CHOICES: PanelChoice[] = [EXAMPLE_CHART_DAYS.initial, 60, EXAMPLE_CHART_DAYS.max].map((days) => ({
  value: String(days),
  label: (t) => t('example.charts.lastDays', { days }),
}));

/** The monthly and the accounts' charts come from one call at the days it takes by default. */
const spend = {
  load: (signal?: AbortSignal) => exampleCharts({}, signal),
  queryKey: ['exampleCharts', 'spend'],
};
const spent = (fees: Record<string, number>) => Object.values(fees).some((fee) => fee !== 0);

/** The charts sample page: three charts of the demo's spend, each a definition of the dashboard engine. */
export const EXAMPLE_CHARTS: DashboardDef = {
  id: 'exampleCharts',
  panels: [
    panel({
      key: 'daily',
      kind: 'line',
      title: 'example.charts.daily',
      span: { xs: 24 },
      choices: { options: DAY_CHOICES },
      load: (signal, view) =>
        exampleCharts({ days: Number(view?.choice ?? EXAMPLE_CHART_DAYS.initial) }, signal),
      option: (data, t, lang) => dailyOption(data.daily, t, lang),
      empty: (data) => !data.daily.some((d) => spent(d.fee)),
    }),
    panel({
      ...spend,
      key: 'monthly',
      kind: 'bar',
      title: 'example.charts.monthly',
      titleParams: { months: EXAMPLE_CHART_MONTHS },
      span: { xs: 24 },
      height: 380,
      option: (data, t, lang) => monthlyOption(data.monthly, t, lang),
      empty: (data) => !data.monthly.some((m) => spent(m.fee)),
    }),
    panel({
      ...spend,
      key: 'topAccounts',
      kind: 'bar',
      title: 'example.charts.topAccounts',
      titleParams: { days: EXAMPLE_CHART_DAYS.initial, count: EXAMPLE_CHART_ACCOUNTS },
      span: { xs: 24 },
      height: 360,
      option: (data, t) => topAccountsOption(data.topAccounts, t),
      empty: (data) => data.topAccounts.length === 0,
    }),
  ],
};
