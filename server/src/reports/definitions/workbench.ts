import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  OVERVIEW_PERIODS,
  STRUCTURE_DIMENSIONS,
  TREND_BUCKETS,
  WORKBENCH_TASKS,
  workbenchReportName,
  workbenchReportUrl,
  type OverviewPeriod,
  type WorkbenchReport,
} from '@adops/common/contract/workbench';
import { moduleOf } from '@adops/common/menu';
import type { DefaultRange, ReportDefinition } from '../definition';
import { BALANCE, RUNWAY, SPENDING_ACCOUNTS } from '../measures';
import { parameters } from '../parameters';
import {
  BALANCE_LIMIT,
  HOUR_FEE,
  HOURLY_FEE_LIMIT,
  MONITOR_STATE,
  MONITORED_ACCOUNTS,
  SAME_TIME_FEE,
  TODAY_CONDITIONS,
  taskCount,
} from '../todayMeasures';

/**
 * /workbench/operateWorkbench (PAGES.md): each of the spec's GET calls under /api/crm/workbenches/ is a report
 * mounted at its path, open to whoever holds the workbench's module, within their data scope. The web's panels
 * read them as they read any report.
 */

type Definition = Omit<ReportDefinition, 'name' | 'mount' | 'access' | 'title'>;

const WORKBENCH = moduleOf('operateWorkbench');

const at = (key: WorkbenchReport, def: Definition): ReportDefinition => ({
  name: workbenchReportName(key),
  mount: { method: 'GET', url: workbenchReportUrl(key) },
  access: WORKBENCH,
  ...def,
});

/** Only the accounts monitored from the workbench (monitored_accounts). */
const MONITORED = sql`exists (select 1 from monitored_accounts m where m.account_id = a.id)`;

const PERIOD_RANGES: Record<OverviewPeriod, DefaultRange> = {
  month: 'thisMonth',
  quarter: 'thisQuarter',
  year: 'thisYear',
};

/** `period`: this month (by default), quarter or year so far, each against the same days a year before. */
const period = parameters({ period: z.enum(OVERVIEW_PERIODS).optional() }, (def, { period: p }) =>
  p ? { ...def, range: PERIOD_RANGES[p] } : def,
);

/** Today's hours against yesterday's and the same weekday's last week. */
const hoursAgainst: Definition = {
  dimensions: [],
  bucket: 'hour',
  measures: ['fee'],
  comparisons: ['dod', 'wow'],
  comparisonBase: true,
  range: 'today',
  sort: 'hour',
  live: true,
};

const STRUCTURE_TITLES: Record<(typeof STRUCTURE_DIMENSIONS)[number], string> = {
  product: 'product',
  marketingTarget: 'marketingTarget',
  category: 'categoryName',
};

/** The spend by platform product (by default), a plan's marketing target or the account's industry. */
const structure: Definition = {
  dimensions: ['product'],
  bucket: 'none',
  measures: ['fee', SPENDING_ACCOUNTS],
  range: 'thisMonth',
  sort: '-fee',
  params: parameters({ dimension: z.enum(STRUCTURE_DIMENSIONS).optional() }, (def, { dimension }) => {
    if (!dimension) return def;
    // The chart names each slice by the dimension's title column.
    const chart = def.chart && { ...def.chart, x: STRUCTURE_TITLES[dimension] };
    const split = { ...def, dimensions: [dimension], ...(chart ? { chart } : {}) };
    // Only plans carry a marketing target, and only their hours are held by plan; an account's plans may have
    // several targets, so its accounts are not counted by target.
    return dimension === 'marketingTarget' ? { ...split, source: 'planFacts', measures: ['fee'] } : split;
  }),
};

/** The departments' spend this quarter against their targets. */
const departmentTasks: Definition = {
  dimensions: ['department'],
  bucket: 'none',
  measures: ['fee'],
  extras: ['quarterTarget'],
  range: 'thisQuarter',
  sort: '-fee',
};

const TASK_COUNTS = WORKBENCH_TASKS.map(taskCount);

export const WORKBENCH_REPORT_DEFINITIONS: ReportDefinition[] = [
  at('taskData', {
    source: 'todayAccounts',
    dimensions: [],
    bucket: 'none',
    measures: TASK_COUNTS,
    range: 'today',
    sort: 'lowBalance',
    // A to-do named: its accounts, as they stand today.
    params: parameters({ task: z.enum(WORKBENCH_TASKS).optional() }, (def, { task }) =>
      task
        ? {
            ...def,
            dimensions: ['account', 'customer', 'operator'],
            measures: ['fee', SAME_TIME_FEE, BALANCE, RUNWAY],
            where: TODAY_CONDITIONS[task],
            sort: '-fee',
          }
        : def,
    ),
  }),
  at('targetProcess', {
    dimensions: [],
    bucket: 'none',
    measures: ['fee'],
    extras: ['quarterTarget'],
    range: 'thisQuarter',
    sort: 'fee',
  }),
  at('yoyOverview', {
    dimensions: [],
    bucket: 'none',
    measures: ['fee'],
    comparisons: ['yoy'],
    comparisonBase: true,
    range: 'thisMonth',
    sort: 'fee',
    params: period,
  }),
  at('consumeTrendYoy', {
    dimensions: [],
    bucket: 'month',
    measures: ['fee'],
    comparisons: ['yoy'],
    comparisonBase: true,
    range: 'thisYear',
    sort: 'month',
    chart: { type: 'line', x: 'month', series: ['fee', 'fee_yoyBase'] },
    params: parameters({ bucket: z.enum(TREND_BUCKETS).optional() }, (def, { bucket }) =>
      bucket === 'day'
        ? { ...def, bucket, sort: 'day', chart: { type: 'line', x: 'day', series: ['fee', 'fee_yoyBase'] } }
        : def,
    ),
  }),
  at('deptConsumeYoy', {
    dimensions: ['department'],
    bucket: 'none',
    measures: ['fee'],
    comparisons: ['yoy'],
    comparisonBase: true,
    range: 'thisMonth',
    sort: '-fee',
    params: period,
  }),
  at('accountTaskList', {
    dimensions: ['account', 'customer', 'operator'],
    bucket: 'none',
    measures: ['fee'],
    extras: ['accountTask'],
    range: 'thisMonth',
    sort: '-fee',
  }),
  at('hourFeeMonitorList', hoursAgainst),
  at('totalHourFeeChart', {
    ...hoursAgainst,
    chart: { type: 'line', x: 'hour', series: ['fee', 'fee_dodBase', 'fee_wowBase'], cumulative: true },
  }),
  at('monitorAccounts', {
    source: 'todayAccounts',
    accounts: MONITORED,
    dimensions: ['account', 'customer', 'operator'],
    bucket: 'none',
    measures: ['fee', HOUR_FEE, BALANCE, HOURLY_FEE_LIMIT, BALANCE_LIMIT, MONITOR_STATE],
    range: 'today',
    sort: '-fee',
    live: true,
  }),
  at('feeStructureList', structure),
  at('feeStructureChart', { ...structure, chart: { type: 'pie', x: 'product', series: ['fee'] } }),
  at('deptFeeStructureList', {
    dimensions: ['department', 'product'],
    bucket: 'none',
    measures: ['fee', SPENDING_ACCOUNTS],
    range: 'thisMonth',
    sort: '-fee',
  }),
  at('accountRanking', {
    dimensions: ['account', 'customer'],
    bucket: 'none',
    measures: ['fee'],
    range: 'thisMonth',
    sort: '-fee',
  }),
  at('operatorRanking', {
    dimensions: ['operator', 'group'],
    bucket: 'none',
    measures: ['fee'],
    range: 'thisMonth',
    sort: '-fee',
  }),
  at('monitorAccountChart', {
    accounts: MONITORED,
    dimensions: [],
    bucket: 'hour',
    measures: ['fee'],
    comparisons: ['dod'],
    comparisonBase: true,
    range: 'today',
    sort: 'hour',
    live: true,
    chart: { type: 'line', x: 'hour', series: ['fee', 'fee_dodBase'] },
  }),
  at('monitorAccountDept', {
    source: 'todayAccounts',
    accounts: MONITORED,
    dimensions: ['department'],
    bucket: 'none',
    measures: [MONITORED_ACCOUNTS, taskCount('overThreshold'), 'fee'],
    range: 'today',
    sort: '-fee',
  }),
  at('deptTaskList', departmentTasks),
  at('deptTaskStructure', {
    ...departmentTasks,
    chart: { type: 'pie', x: 'departmentName', series: ['quarterTarget'] },
  }),
];
