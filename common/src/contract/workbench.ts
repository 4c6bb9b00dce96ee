import { z } from 'zod';
import { day, flag, money, optionalId, requiredId, month } from './fields';

/**
 * The operations workbench (PAGES.md, /workbench/operateWorkbench [468]): the spec's calls under
 * `/api/crm/workbenches/`. Each GET is a report of the engine mounted at its path (the report answer: columns,
 * rows, totals), within the caller's data scope; the POSTs set what the panels measure against.
 */
export const WORKBENCH_BASE = '/api/crm/workbenches';

/** The GET calls by the panel they feed: key → path under WORKBENCH_BASE. */
export const WORKBENCH_REPORTS = {
  taskData: 'task/data/query',
  targetProcess: 'target/process/query',
  yoyOverview: 'yoy/overview/query',
  consumeTrendYoy: 'consume/trend/yoy/query',
  deptConsumeYoy: 'dept/consume/yoy/query',
  accountTaskList: 'account/task/list/query',
  hourFeeMonitorList: 'hour/fee/monitor/list/query',
  totalHourFeeChart: 'total/hour/fee/chart/list/query',
  monitorAccounts: 'operate/monitor/account/query',
  feeStructureList: 'fee/structure/list/query',
  feeStructureChart: 'fee/structure/chart/query',
  deptFeeStructureList: 'dept/fee/structure/list/query',
  accountRanking: 'account/consume/ranking/list/query',
  operatorRanking: 'operate/consume/ranking/list/query',
  monitorAccountChart: 'monitor/account/chart/list/query',
  monitorAccountDept: 'monitor/account/dept/list/query',
  deptTaskList: 'dept/task/list/query',
  deptTaskStructure: 'dept/task/structure/query',
} as const;
export type WorkbenchReport = keyof typeof WORKBENCH_REPORTS;

export const workbenchUrl = (path: string) => `${WORKBENCH_BASE}/${path}`;
export const workbenchReportUrl = (key: WorkbenchReport) => workbenchUrl(WORKBENCH_REPORTS[key]);
/** The report's name (its cache key, its export's): `workbench.<key>`. */
export const workbenchReportName = (key: WorkbenchReport) => `workbench.${key}`;

/**
 * Today's to-dos of `task/data/query`: accounts whose runway is short, that spent nothing so far today, whose
 * spend so far fell against yesterday's to the same hour, and monitored accounts over a threshold. Without `task`
 * the call answers one row of counts; with it, the accounts of that to-do.
 */
export const WORKBENCH_TASKS = ['lowBalance', 'zeroSpend', 'descent', 'overThreshold'] as const;
export type WorkbenchTask = (typeof WORKBENCH_TASKS)[number];

/** The periods of `yoy/overview/query`, each against the same days a year before. */
export const OVERVIEW_PERIODS = ['month', 'quarter', 'year'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** How `consume/trend/yoy/query` buckets the year. */
export const TREND_BUCKETS = ['day', 'month'] as const;

/** What `fee/structure/*` splits the spend by. */
export const STRUCTURE_DIMENSIONS = ['product', 'marketingTarget', 'category'] as const;

/** Whose quarter target: the company's, a department's, a group's or an operator's. */
export const TARGET_LEVELS = ['company', 'department', 'group', 'operator'] as const;
export type TargetLevel = (typeof TARGET_LEVELS)[number];

/** The first day of a quarter: 'YYYY-01-01', '-04-01', '-07-01' or '-10-01'. */
export const quarter = day.refine((value) => /-(01|04|07|10)-01$/.test(value), { error: 'quarterRule' });

/** The first day of the quarter `day` falls in. */
export function quarterOf(day: string): string {
  const m = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-${String(m - ((m - 1) % 3)).padStart(2, '0')}-01`;
}

/** A monitored account's state in `operate/monitor/account/query`. */
export const MONITOR_STATE_TITLES = {
  over: { zh: '超阈值', en: 'Over', color: 'red' },
  ok: { zh: '正常', en: 'Normal', color: 'green' },
};

/** The POST calls and their input. */
export const WORKBENCH_EDITS = {
  quarterTarget: 'quarter/target/save',
  accountTask: 'account/edit',
  monitorAccount: 'operate/monitor/account/edit',
} as const;

/** A quarter's spend target (cents) for the company or a department, group or operator (`scopeId`). */
export const quarterTargetInput = z
  .object({ level: z.enum(TARGET_LEVELS), scopeId: optionalId, quarter, amount: money })
  .refine((v) => v.level === 'company' || v.scopeId !== undefined, {
    path: ['scopeId'],
    error: 'required',
  });
export type QuarterTargetInput = z.output<typeof quarterTargetInput>;

/** An account's month task: the spend (cents) it should reach in the month. */
export const accountTaskInput = z.object({ accountId: requiredId, month, amount: money });

/**
 * Adds an account to the monitored ones, with its thresholds (an hour's spend above, a balance below; either
 * may be left out), or removes it (`monitored` false).
 */
export const monitorAccountInput = z.object({
  accountId: requiredId,
  monitored: flag,
  hourlyFee: money.nullish(),
  balance: money.nullish(),
});
