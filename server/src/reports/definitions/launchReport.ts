import type { MetricKey } from '@adops/common/metrics';
import type { DimensionKey } from '../dimensions';
import type { ReportDefinition } from '../definition';
import {
  ACCOUNT_COUNT,
  AVERAGE_FEE_7,
  BALANCE,
  EMPTY_DAY,
  REBATE,
  RUNWAY,
  runwayUnder,
  SERVICE_FEE,
  SERVICE_FEE_RATE,
  SPENDING_ACCOUNTS,
  SPENDING_CUSTOMERS,
} from '../measures';
import type { Bucket } from '../segments';

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
const OPERATORS: DimensionKey[] = ['department', 'group', 'operator'];

/** The operator summary and its hidden pages by week and month (PAGES.md). */
const summaryBy = (bucket: 'week' | 'month', name: string, customers: string): ReportDefinition[] => [
  {
    name,
    dimensions: OPERATORS,
    bucket,
    measures: ['fee', SPENDING_CUSTOMERS, SPENDING_ACCOUNTS],
    comparisons: [bucket === 'week' ? 'wow' : 'mom'],
    range: bucket === 'week' ? 'last30' : 'last12Months',
    sort: '-fee',
    drills: { operatorName: { page: customers, params: { operatorId: 'operatorId' } } },
  },
  {
    name: customers,
    dimensions: ['customer'],
    bucket,
    measures: ['fee', SPENDING_ACCOUNTS],
    comparisons: [bucket === 'week' ? 'wow' : 'mom'],
    range: bucket === 'week' ? 'last30' : 'last12Months',
    sort: '-fee',
    drills: {
      customerName: { page: 'xhsOperateSundialSummaryCusDetails', params: { customerId: 'customerId' } },
    },
  },
];

/** Operators' spend and spending accounts, by day, week or month. */
const operatorReport = (
  name: string,
  bucket: Bucket,
  comparisons: ReportDefinition['comparisons'],
): Omit<ReportDefinition, 'range'> => ({
  name,
  dimensions: ['operator', 'group'],
  bucket,
  measures: ['fee', SPENDING_ACCOUNTS],
  comparisons,
  sort: '-fee',
});

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
    dimensions: ['account', 'customer'],
    bucket: 'day',
    measures: DELIVERY,
    comparisons: ['dod'],
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'xhsAccountConsumption',
    dimensions: ['account', 'customer'],
    bucket: 'day',
    measures: MONEY,
    extras: ['balance'],
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'xhsAccountConsumptionWeek',
    dimensions: ['account', 'customer'],
    bucket: 'week',
    measures: MONEY,
    comparisons: ['wow'],
    range: 'last30',
    sort: '-fee',
  },
  {
    name: 'xhsAccountConsumptionWeek2',
    dimensions: ['account', 'customer'],
    bucket: 'none',
    measures: ['fee'],
    comparisons: ['wow'],
    comparisonBase: true,
    range: 'thisWeek',
    sort: '-fee',
  },
  {
    name: 'xhsAccountConsumptionMonth',
    dimensions: ['account', 'customer'],
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
    ...operatorReport('xhsOperateSundial', 'none', ['dod']),
    extras: ['accounts', 'target'],
    range: 'yesterday',
  },
  { ...operatorReport('xhsOperateSundialWeek', 'week', ['wow']), range: 'last30' },
  { ...operatorReport('xhsOperateSundialMonth', 'month', ['mom', 'yoy']), range: 'thisMonth' },
  {
    name: 'xhsOperateSundialSummary',
    dimensions: OPERATORS,
    bucket: 'none',
    measures: ['fee', SPENDING_CUSTOMERS, SPENDING_ACCOUNTS],
    comparisons: ['dod'],
    range: 'last30',
    sort: '-fee',
    drills: {
      operatorName: { page: 'xhsOperateSundialSummaryDetails', params: { operatorId: 'operatorId' } },
    },
    links: [
      {
        key: 'byWeek',
        zh: '按周',
        en: 'By week',
        drill: { page: 'xhsOperateSundialSummaryWeek', params: { operatorId: 'operatorId' } },
      },
      {
        key: 'byMonth',
        zh: '按月',
        en: 'By month',
        drill: { page: 'xhsOperateSundialSummaryMonth', params: { operatorId: 'operatorId' } },
      },
    ],
  },
  ...summaryBy('week', 'xhsOperateSundialSummaryWeek', 'xhsOperateSundialSummaryWeekCus'),
  ...summaryBy('month', 'xhsOperateSundialSummaryMonth', 'xhsOperateSundialSummaryMonthCus'),
  {
    name: 'xhsOperateSundialSummaryDetails',
    dimensions: ['account', 'customer'],
    bucket: 'none',
    measures: [...MONEY, 'impressions', 'clicks'],
    comparisons: ['dod'],
    range: 'last30',
    sort: '-fee',
    drills: {
      customerName: { page: 'xhsOperateSundialSummaryCusDetails', params: { customerId: 'customerId' } },
    },
  },
  {
    name: 'xhsOperateSundialSummaryCusDetails',
    dimensions: ['account', 'operator'],
    bucket: 'none',
    measures: [...MONEY, 'impressions', 'clicks'],
    comparisons: ['dod'],
    range: 'last30',
    sort: '-fee',
  },
  {
    name: 'xhsExpectedAccountBalanceCount',
    source: 'balances',
    dimensions: ['operator', 'department'],
    bucket: 'none',
    measures: [ACCOUNT_COUNT, runwayUnder(1), runwayUnder(3), runwayUnder(7), BALANCE],
    range: 'today',
    sort: '-runwayUnder3',
    drills: { operatorName: { page: 'xhsExpectedAccountBalance', params: { operatorId: 'operatorId' } } },
  },
  {
    name: 'xhsExpectedAccountBalance',
    source: 'balances',
    dimensions: ['account', 'customer', 'operator'],
    bucket: 'none',
    measures: [BALANCE, AVERAGE_FEE_7, RUNWAY, EMPTY_DAY],
    range: 'today',
    sort: 'runway',
  },
  {
    name: 'xhscustomerTradeFee',
    dimensions: ['customer'],
    bucket: 'month',
    measures: ['fee', SERVICE_FEE_RATE, SERVICE_FEE, REBATE],
    range: 'thisMonth',
    sort: '-fee',
  },
];
