import type { ReportDefinition } from '../engine';

/** /todayConsum (PAGES.md): today's spend and the daily totals. */
export const TODAY_REPORTS: ReportDefinition[] = [
  {
    name: 'xhscustomerConsumptionDayTotal',
    dimensions: [],
    bucket: 'day',
    measures: ['fee'],
    counts: ['spendingCustomers', 'spendingAccounts'],
    comparisons: ['dod'],
    range: 'last30',
    sort: '-day',
    drills: {
      day: { page: 'xhscustomerConsumptionDay', params: { start: 'day', end: 'day' } },
      spendingAccounts: { page: 'xhscustomerConsumptionDayDetails', params: { start: 'day', end: 'day' } },
    },
  },
  {
    name: 'xhscustomerConsumptionDay',
    dimensions: ['customer'],
    bucket: 'none',
    measures: ['fee'],
    counts: ['spendingAccounts'],
    comparisons: ['dod'],
    range: 'yesterday',
    sort: '-fee',
    drills: {
      customerName: { page: 'xhscustomerConsumptionDayDetails', params: { customerId: 'customerId' } },
    },
  },
  {
    name: 'xhscustomerConsumptionPhanderDay',
    dimensions: ['operator'],
    bucket: 'none',
    measures: ['fee'],
    counts: ['spendingCustomers', 'spendingAccounts'],
    comparisons: ['dod'],
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'xhscustomerConsumptionDayDetails',
    dimensions: ['account'],
    bucket: 'none',
    measures: ['fee', 'cashFee', 'grantFee'],
    comparisons: ['dod'],
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'timeConsume',
    dimensions: [],
    bucket: 'hour',
    measures: ['fee', 'impressions', 'clicks', 'ctr', 'cpc'],
    comparisons: ['dod', 'wow'],
    range: 'today',
    sort: 'hour',
  },
];
