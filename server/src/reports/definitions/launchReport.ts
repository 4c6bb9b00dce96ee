import type { MetricKey } from '@adops/common/metrics';
import type { ReportDefinition } from '../engine';

/** The delivery metrics of the customer and account daily reports. */
const DELIVERY: MetricKey[] = [
  'fee',
  'impressions',
  'clicks',
  'ctr',
  'cpc',
  'cpm',
  'interactions',
  'leads',
  'cpl',
];
const MONEY: MetricKey[] = ['fee', 'cashFee', 'grantFee'];

/** /launchReport (PAGES.md): the delivery reports. */
export const LAUNCH_REPORTS: ReportDefinition[] = [
  {
    name: 'xhsCustomerSundial',
    dimensions: ['customer'],
    bucket: 'day',
    measures: DELIVERY,
    comparisons: ['dod'],
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'xhsAccountSundial',
    dimensions: ['account'],
    bucket: 'day',
    measures: DELIVERY,
    comparisons: ['dod'],
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'xhsAccountConsumption',
    dimensions: ['account'],
    bucket: 'day',
    measures: MONEY,
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'xhsAccountConsumptionWeek',
    dimensions: ['account'],
    bucket: 'week',
    measures: MONEY,
    comparisons: ['wow'],
    range: 'last30',
    sort: '-fee',
  },
  {
    name: 'xhsAccountConsumptionMonth',
    dimensions: ['account'],
    bucket: 'month',
    measures: MONEY,
    comparisons: ['mom', 'yoy'],
    range: 'thisMonth',
    sort: '-fee',
  },
  ...(
    [
      ['xhsAccountDays', 'day', 'last7'],
      ['xhsAccountWeeks', 'week', 'last30'],
      ['xhsAccountMonth', 'month', 'last12Months'],
    ] as const
  ).map(([name, bucket, range]): ReportDefinition => ({
    name,
    layout: 'pivot',
    dimensions: ['account'],
    bucket,
    measures: ['fee'],
    range,
    sort: '-fee',
  })),
  {
    name: 'xhsOperateSundial',
    dimensions: ['operator'],
    bucket: 'none',
    measures: ['fee'],
    counts: ['spendingAccounts'],
    comparisons: ['dod'],
    range: 'yesterday',
    sort: '-fee',
  },
];
