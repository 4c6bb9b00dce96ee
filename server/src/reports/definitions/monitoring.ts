import { z } from 'zod';
import { ANOMALIES, PERIOD_DIMENSIONS } from '@adops/common/contract/monitoring';
import type { ReportDefinition, ReportParameters } from '../definition';
import { ACCOUNT_COUNT, BALANCE } from '../measures';
import {
  DESCENT_ACTION,
  DESCENT_CHANGE,
  DESCENT_REASON,
  FEE_SINCE_ONLINE,
  NEW_CUSTOMERS,
  ONLINE_ACCOUNTS,
  PREVIOUS_FEE,
  RECORDED_AT,
  RECORDED_BY,
  RECORDED_FEE,
  RECORDED_PREVIOUS_FEE,
} from '../monitorMeasures';
import { allOf, choice, comparedRange, parameters, pickedDimension } from '../parameters';
import { HOUR_FEE, TODAY_CONDITIONS, taskCount } from '../todayMeasures';

/**
 * /operationalMonitoring (PAGES.md): where managers find what went wrong before the customers do. Each page is a
 * report of the engine at /api/crm/report/<page>, flagged by the thresholds in force; what the operators write
 * beside them (a descent's cause, a week's note) is posted to modules/monitoring.
 */

/** `compareStart`..`compareEnd` where given, in place of the equal period before. */
const againstRange: ReportParameters = {
  ...comparedRange,
  define(def, values) {
    const compared = comparedRange.define(def, values);
    return compared.comparedRange ? { ...compared, comparisons: [] } : compared;
  },
};

/** `anomaly`: the accounts of one anomaly (each operator's count opens them), not the count per operator. */
const anomaly = parameters(
  { anomaly: z.enum(ANOMALIES).optional() },
  (def, { anomaly: picked }) =>
    picked
      ? {
          ...def,
          dimensions: ['account', 'operator', 'customer'],
          where: TODAY_CONDITIONS[picked],
          measures: ['fee', HOUR_FEE, BALANCE],
          drills: {},
          sort: '-fee',
        }
      : def,
  [
    choice(
      'anomaly',
      { zh: '异常类型', en: 'Anomaly' },
      Object.fromEntries(ANOMALIES.map((a) => [a, { zh: taskCount(a).zh, en: taskCount(a).en }])),
    ),
  ],
);

const ACCOUNT_ROWS = ['account', 'operator', 'customer'] as const;

export const MONITORING_REPORTS: ReportDefinition[] = [
  {
    name: 'consumptionDaily',
    dimensions: ['account'],
    bucket: 'none',
    measures: ['fee'],
    comparisons: ['dod'],
    comparisonBase: true,
    extras: ['dayFlags'],
    params: pickedDimension(['department', 'operator', 'account']),
    range: 'yesterday',
    sort: '-fee',
  },
  {
    name: 'onlineDailyReport',
    source: 'onlineAccounts',
    dimensions: [...ACCOUNT_ROWS],
    bucket: 'day',
    measures: [ONLINE_ACCOUNTS, NEW_CUSTOMERS, FEE_SINCE_ONLINE],
    range: 'last30',
    sort: '-day',
  },
  {
    name: 'periodMonitoring',
    dimensions: ['operator'],
    bucket: 'none',
    measures: ['fee', 'impressions', 'clicks', 'cpc'],
    comparisons: ['dod'],
    comparisonBase: true,
    params: allOf(pickedDimension(PERIOD_DIMENSIONS), againstRange),
    range: 'last7',
    sort: '-fee',
  },
  {
    name: 'descentDetails',
    source: 'descents',
    dimensions: [...ACCOUNT_ROWS],
    bucket: 'none',
    measures: [
      'fee',
      PREVIOUS_FEE,
      DESCENT_CHANGE,
      DESCENT_REASON,
      DESCENT_ACTION,
      RECORDED_FEE,
      RECORDED_PREVIOUS_FEE,
      RECORDED_BY,
      RECORDED_AT,
    ],
    range: 'last7',
    sort: 'descentChange',
  },
  {
    name: 'operMonitoring',
    source: 'todayAccounts',
    dimensions: ['operator'],
    bucket: 'none',
    measures: [ACCOUNT_COUNT, ...ANOMALIES.map(taskCount), 'fee'],
    params: anomaly,
    drills: Object.fromEntries(
      ANOMALIES.map((a) => [
        a,
        { page: 'operMonitoring', params: { operatorId: 'operatorId' }, fixed: { anomaly: a } },
      ]),
    ),
    range: 'today',
    sort: '-zeroSpend',
    live: true,
  },
  {
    name: 'accountWeekOperation',
    dimensions: [...ACCOUNT_ROWS],
    bucket: 'week',
    measures: ['fee'],
    comparisons: ['wow'],
    extras: ['weekNote'],
    range: 'last30',
    sort: '-fee',
  },
];
