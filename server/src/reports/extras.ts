import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportQuery, ReportRow } from '@adops/common/contract/report';
import type { DataScope } from '@adops/common/scope';
import type { Thresholds } from '@adops/common/thresholds';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { customerTargets, teamTargets, type TeamLevel } from '../targets/monthTargets';
import { addDays, monthElapsed, monthEnd, monthStart } from '../time';
import { change } from './comparisons';
import type { DimensionKey } from './dimensions';
import { BALANCE, RUNWAY, ACCOUNT_COUNT, type Measure } from './measures';
import type { SourceKey } from './sources';
import { extraColumn, num } from './extraColumn';
import { fillRunRate, RUN_RATE_COLUMNS, TARGET_EXTRAS } from './targetExtras';
import { KPI_EXTRAS } from './kpiExtras';
import { MONITOR_EXTRAS } from './monitorExtras';

/**
 * Columns beside a report's own that read something else for the rows of the page: the same rows over
 * another range (yesterday, same time yesterday, month to date), their targets, balances, accounts or plans.
 * They are filled after the page is chosen, for its rows only, so they cost little and are not sortable.
 */
export interface Lookup {
  measures: Measure[];
  source?: SourceKey;
  /** Hours up to this one only ("same time"). */
  upToHour?: number;
  /** Keep the report's time bucket (rows by day), not only its dimensions. */
  time?: boolean;
}

export interface ExtraContext {
  db: Executor;
  /** The caller's data scope (the figures of the rows are within it already). */
  scope: DataScope;
  query: ReportQuery;
  range: [string, string];
  today: string;
  /** The current hour (Asia/Shanghai). */
  hour: number;
  /** The thresholds and monthly targets in force. */
  inForce: Thresholds;
  /** The report's first dimension: what a row is (an operator, a customer, an account…), if anything. */
  dimension: DimensionKey | undefined;
  /** The page's rows' ids of that dimension; null for too many to name (an export's): read them all. */
  ids: (string | number)[] | null;
  keyOf(row: Record<string, unknown>, time?: boolean): string;
  /** The lookup's measures for the page's rows over `range`, by row key. */
  over(range: [string, string], lookup: Lookup): Promise<Map<string, Record<string, unknown>>>;
  /** The lookup's measures of every row the filters keep, as one. */
  overAll(range: [string, string], lookup: Lookup): Promise<Record<string, unknown>>;
}

export interface Extra {
  columns: ReportColumn[];
  fill(rows: ReportRow[], x: ExtraContext): Promise<void>;
  /** Fills the extra's columns of the totals row (every row the filters keep); left empty where none means anything. */
  total?(summary: ReportRow, x: ExtraContext): Promise<void>;
}

/** The day before the range's last, up to the hour it is now (a closed range: up to its last hour). */
function sameTimeOf(x: ExtraContext): [[string, string], Lookup] {
  const day = addDays(x.range[1], -1);
  return [[day, day], { measures: ['fee'], upToHour: x.range[1] >= x.today ? x.hour : 23 }];
}

/** Yesterday up to the hour it is now (a closed range: up to its last hour), and the change against it. */
const sameTimeYesterday: Extra = {
  columns: [
    extraColumn('feeSameTime', '昨日同时段', 'Same time yesterday'),
    extraColumn('feeSameTimeChange', '较昨日同时段', 'vs same time yesterday', 'change'),
  ],
  async fill(rows, x) {
    const before = await x.over(...sameTimeOf(x));
    for (const row of rows) {
      row.feeSameTime = num(before.get(x.keyOf(row))?.fee);
      row.feeSameTimeChange = change(num(row.fee), row.feeSameTime);
    }
  },
  async total(summary, x) {
    summary.feeSameTime = num((await x.overAll(...sameTimeOf(x))).fee);
    summary.feeSameTimeChange = change(num(summary.fee), summary.feeSameTime);
  },
};

/** From the month's first day to the range's last (today's hours so far, where the range reaches today). */
const MONTH_FEE = extraColumn('feeMonth', '本月累计(至所选日)', 'Month to date (to range end)');
const MONTH_TARGET = extraColumn('monthTarget', '月目标', 'Month target');
const PROGRESS = extraColumn('progress', '目标完成率', 'Progress', 'percent');

const monthToDateOf = (x: ExtraContext): [[string, string], Lookup] => [
  [monthStart(x.range[1]), x.range[1]],
  { measures: ['fee'] },
];

async function fillMonthToDate(rows: ReportRow[], x: ExtraContext) {
  const month = await x.over(...monthToDateOf(x));
  for (const row of rows) row.feeMonth = num(month.get(x.keyOf(row))?.fee);
}

async function totalMonthToDate(summary: ReportRow, x: ExtraContext) {
  summary.feeMonth = num((await x.overAll(...monthToDateOf(x))).fee);
}

const monthToDate: Extra = { columns: [MONTH_FEE], fill: fillMonthToDate, total: totalMonthToDate };

/** The teams whose targets are their operators' (monthTargets.ts). */
const TEAM_LEVELS: Partial<Record<DimensionKey, TeamLevel>> = {
  department: 'department',
  group: 'group',
  operator: 'operator',
};

/** The month's target of what the filters keep: the customer filtered on, else the operators within them. */
export async function filteredTarget(x: ExtraContext, month: string): Promise<number | null> {
  const { customerId, deptId, groupId, operatorId } = x.query;
  if (customerId) return (await customerTargets(x.db, month, [customerId])).get(customerId) ?? null;
  return (await teamTargets(x.db, month, x.scope, null, { deptId, groupId, operatorId })).get(null) ?? null;
}

/** Each row's month target, by its id: a team's (its operators'), a customer's; or the filters' for every row. */
async function rowTargets(x: ExtraContext, month: string): Promise<(row: ReportRow) => number | null> {
  const level = x.dimension ? TEAM_LEVELS[x.dimension] : undefined;
  const idOf = (row: ReportRow) => Number(row[`${x.dimension}Id`]);
  if (level) {
    const { deptId, groupId, operatorId } = x.query;
    const ids = x.ids as number[] | null;
    const found = await teamTargets(x.db, month, x.scope, level, { deptId, groupId, operatorId }, ids);
    return (row) => found.get(idOf(row)) ?? null;
  }
  if (x.dimension === 'customer') {
    const found = await customerTargets(x.db, month, x.ids as number[] | null);
    return (row) => found.get(idOf(row)) ?? null;
  }
  const whole = await filteredTarget(x, month);
  return () => whole;
}

const progressOf = (fee: unknown, target: number | null) => (target ? num(fee) / target : null);

/** Month to date against the month's target of the row (operator, customer…), with the time gone by. */
const target: Extra = {
  columns: [MONTH_FEE, MONTH_TARGET, PROGRESS, extraColumn('elapsed', '时间进度', 'Time elapsed', 'percent')],
  async fill(rows, x) {
    const [, targetOf] = await Promise.all([fillMonthToDate(rows, x), rowTargets(x, monthStart(x.range[1]))]);
    const elapsed = monthElapsed(x.range[1], x.today, x.hour);
    for (const row of rows) {
      row.monthTarget = targetOf(row);
      row.progress = progressOf(row.feeMonth, row.monthTarget);
      row.elapsed = elapsed;
    }
  },
  async total(summary, x) {
    const month = monthStart(x.range[1]);
    // Customers' targets are their own, not a team's: their total would be a sum of the page's, which it is not.
    const whole = x.dimension === 'customer' ? Promise.resolve(null) : filteredTarget(x, month);
    const [, amount] = await Promise.all([totalMonthToDate(summary, x), whole]);
    summary.monthTarget = amount;
    summary.progress = progressOf(summary.feeMonth, amount);
    summary.elapsed = monthElapsed(x.range[1], x.today, x.hour);
  },
};

const monthOfRange = (x: ExtraContext): [string, string] => [monthStart(x.range[1]), monthEnd(x.range[1])];

/**
 * The month against its target and where it is headed (progress pages): per row where the rows are teams or
 * customers, and for the whole; rows of days are no month of their own and are left without.
 */
const monthRunRate: Extra = {
  columns: [MONTH_TARGET, ...RUN_RATE_COLUMNS],
  async fill(rows, x) {
    if (!x.dimension) {
      for (const row of rows) for (const { key } of monthRunRate.columns) row[key] = null;
      return;
    }
    const month = monthOfRange(x);
    const targetOf = await rowTargets(x, month[0]);
    for (const row of rows) {
      row.monthTarget = targetOf(row);
      fillRunRate(row, row.monthTarget, month, x);
    }
  },
  async total(summary, x) {
    const month = monthOfRange(x);
    summary.monthTarget = x.dimension === 'customer' ? null : await filteredTarget(x, month[0]);
    fillRunRate(summary, summary.monthTarget, month, x);
  },
};

const daysInMonth = (day: string) => Number(monthEnd(day).slice(8, 10));

/**
 * Rows by day: spend since the month's first day against the target's straight-line pace (the target of the
 * customer, operator, group or department filtered on, else the company's).
 */
const targetPace: Extra = {
  columns: [
    extraColumn('cumulativeFee', '累计消耗', 'Cumulative spend'),
    extraColumn('targetPace', '目标进度线', 'Target pace'),
    MONTH_TARGET,
    PROGRESS,
  ],
  async fill(rows, x) {
    const byDay = await x.over([monthStart(x.range[0]), x.range[1]], { measures: ['fee'], time: true });
    const fees = [...byDay.values()]
      .map((r) => [String(r.day), num(r.fee)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    const months = [...new Set(rows.map((r) => monthStart(String(r.day))))];
    const targetsOf = new Map(
      await Promise.all(months.map(async (m) => [m, await filteredTarget(x, m)] as const)),
    );
    for (const row of rows) {
      const day = String(row.day);
      const month = monthStart(day);
      row.cumulativeFee = fees.filter(([d]) => d >= month && d <= day).reduce((s, [, fee]) => s + fee, 0);
      row.monthTarget = targetsOf.get(month) ?? null;
      row.targetPace =
        row.monthTarget === null
          ? null
          : Math.round((row.monthTarget * Number(day.slice(8, 10))) / daysInMonth(day));
      row.progress = progressOf(row.cumulativeFee, row.monthTarget);
    }
  },
};

/** The accounts of the row within the caller's scope and filters. */
const accounts: Extra = {
  columns: [extraColumn('accountCount', ACCOUNT_COUNT.zh, ACCOUNT_COUNT.en, 'count')],
  async fill(rows, x) {
    const counted = await x.over(x.range, { measures: [ACCOUNT_COUNT], source: 'accounts' });
    for (const row of rows) row.accountCount = num(counted.get(x.keyOf(row))?.accountCount);
  },
  async total(summary, x) {
    const counted = await x.overAll(x.range, { measures: [ACCOUNT_COUNT], source: 'accounts' });
    summary.accountCount = num(counted.accountCount);
  },
};

/** Balance now (or at the range's end) and its runway. */
const balance: Extra = {
  columns: [
    extraColumn('balance', BALANCE.zh, BALANCE.en),
    extraColumn('runway', RUNWAY.zh, RUNWAY.en, 'days'),
  ],
  async fill(rows, x) {
    const found = await x.over(x.range, { measures: [BALANCE, RUNWAY], source: 'balances' });
    for (const row of rows) {
      const b = found.get(x.keyOf(row));
      row.balance = num(b?.balance);
      row.runway = b?.runway === null || b?.runway === undefined ? null : Number(b.runway);
    }
  },
  async total(summary, x) {
    const all = await x.overAll(x.range, { measures: [BALANCE, RUNWAY], source: 'balances' });
    summary.balance = num(all.balance);
    summary.runway = all.runway === null || all.runway === undefined ? null : Number(all.runway);
  },
};

/** The account's campaign plans that are running. */
const plans: Extra = {
  columns: [extraColumn('planCount', '在投计划数', 'Active plans', 'count')],
  async fill(rows, x) {
    if (x.dimension !== 'account') throw new Error('the plans extra reads accounts');
    const counted =
      x.ids?.length === 0
        ? []
        : await queryRows<{ account_id: number; plans: number }>(
            x.db,
            sql`select account_id, count(*)::int as plans from campaign_plans
              where ${x.ids ? sql`account_id in ${x.ids}` : sql`true`} and status = 'active' group by account_id`,
          );
    const by = new Map(counted.map((c) => [c.account_id, c.plans]));
    for (const row of rows) row.planCount = by.get(Number(row.accountId)) ?? 0;
  },
};

export const EXTRAS = {
  sameTimeYesterday,
  monthToDate,
  target,
  targetPace,
  monthRunRate,
  accounts,
  balance,
  plans,
  ...TARGET_EXTRAS,
  ...KPI_EXTRAS,
  ...MONITOR_EXTRAS,
} satisfies Record<string, Extra>;

export type ExtraKey = keyof typeof EXTRAS;
