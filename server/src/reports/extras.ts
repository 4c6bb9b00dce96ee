import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportQuery, ReportRow } from '@adops/common/contract/report';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { addDays, monthElapsed, monthEnd, monthStart } from '../time';
import { change } from './comparisons';
import type { DimensionKey } from './dimensions';
import { BALANCE, RUNWAY, ACCOUNT_COUNT, type Measure } from './measures';
import type { SourceKey } from './sources';

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
  query: ReportQuery;
  range: [string, string];
  today: string;
  /** The current hour (Asia/Shanghai). */
  hour: number;
  /** The report's first dimension: what a row is (an operator, a customer, an account…), if anything. */
  dimension: DimensionKey | undefined;
  /** The page's rows' ids of that dimension; null for too many to name (an export's): read them all. */
  ids: (string | number)[] | null;
  keyOf(row: Record<string, unknown>, time?: boolean): string;
  /** The lookup's measures for the page's rows over `range`, by row key. */
  over(range: [string, string], lookup: Lookup): Promise<Map<string, Record<string, unknown>>>;
}

export interface Extra {
  columns: ReportColumn[];
  fill(rows: ReportRow[], x: ExtraContext): Promise<void>;
}

const column = (key: string, zh: string, en: string, kind: ReportColumn['kind'] = 'money'): ReportColumn => ({
  key,
  zh,
  en,
  kind,
  sortable: false,
});

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** Yesterday up to the hour it is now (a closed range: up to its last hour), and the change against it. */
const sameTimeYesterday: Extra = {
  columns: [
    column('feeSameTime', '昨日同时段', 'Same time yesterday'),
    column('feeSameTimeChange', '较昨日同时段', 'vs same time yesterday', 'change'),
  ],
  async fill(rows, x) {
    const day = addDays(x.range[1], -1);
    const upToHour = x.range[1] >= x.today ? x.hour : 23;
    const before = await x.over([day, day], { measures: ['fee'], upToHour });
    for (const row of rows) {
      row.feeSameTime = num(before.get(x.keyOf(row))?.fee);
      row.feeSameTimeChange = change(num(row.fee), row.feeSameTime);
    }
  },
};

const MONTH_FEE = column('feeMonth', '本月消耗', 'Month to date');
const MONTH_TARGET = column('monthTarget', '月目标', 'Month target');
const PROGRESS = column('progress', '目标完成率', 'Progress', 'percent');

async function monthToDateOf(rows: ReportRow[], x: ExtraContext) {
  const month = await x.over([monthStart(x.range[1]), x.range[1]], { measures: ['fee'] });
  for (const row of rows) row.feeMonth = num(month.get(x.keyOf(row))?.fee);
}

const monthToDate: Extra = { columns: [MONTH_FEE], fill: monthToDateOf };

/** The target scope a row stands for: its dimension, or (no dimension) the narrowest filter. */
const TARGET_SCOPES: Partial<Record<DimensionKey, string>> = {
  department: 'department',
  group: 'group',
  operator: 'operator',
  customer: 'customer',
};

function filterScope(query: ReportQuery): [string, number | null] {
  if (query.customerId) return ['customer', query.customerId];
  if (query.operatorId) return ['operator', query.operatorId];
  if (query.groupId) return ['group', query.groupId];
  if (query.deptId) return ['department', query.deptId];
  return ['company', null];
}

async function monthTargets(db: Executor, scope: string, ids: (number | null)[] | null, months: string[]) {
  const found = await queryRows<{ scope_id: number | null; month: string; amount: string }>(
    db,
    sql`select scope_id, to_char(period_start, 'YYYY-MM-DD') as month, amount from targets
        where scope = ${scope} and period = 'month' and period_start in ${months}
          and ${ids === null ? sql`true` : ids.includes(null) ? sql`scope_id is null` : sql`scope_id in ${ids}`}`,
  );
  return (id: number | null, month: string) =>
    found.find((t) => t.scope_id === id && t.month === month)?.amount ?? null;
}

const daysInMonth = (day: string) => Number(monthEnd(day).slice(8, 10));

/** Month to date against the month's target of the row (operator, customer…), with the time gone by. */
const target: Extra = {
  columns: [MONTH_FEE, MONTH_TARGET, PROGRESS, column('elapsed', '时间进度', 'Time elapsed', 'percent')],
  async fill(rows, x) {
    await monthToDateOf(rows, x);
    const month = monthStart(x.range[1]);
    const scope = x.dimension ? TARGET_SCOPES[x.dimension] : undefined;
    const [filterKind, filterId] = filterScope(x.query);
    const targetOf = await monthTargets(
      x.db,
      scope ?? filterKind,
      scope ? (x.ids as number[] | null) : [filterId],
      [month],
    );
    const idKey = x.dimension ? `${x.dimension}Id` : null;
    const elapsed = monthElapsed(x.range[1], x.today, x.hour);
    for (const row of rows) {
      const amount = targetOf(scope && idKey ? Number(row[idKey]) : filterId, month);
      row.monthTarget = amount === null ? null : Number(amount);
      row.progress = row.monthTarget ? num(row.feeMonth) / row.monthTarget : null;
      row.elapsed = elapsed;
    }
  },
};

/**
 * Rows by day: spend since the month's first day against the target's straight-line pace (the target of the
 * customer, operator, group or department filtered on, else the company's).
 */
const targetPace: Extra = {
  columns: [
    column('cumulativeFee', '累计消耗', 'Cumulative spend'),
    column('targetPace', '目标进度线', 'Target pace'),
    MONTH_TARGET,
    PROGRESS,
  ],
  async fill(rows, x) {
    const byDay = await x.over([monthStart(x.range[0]), x.range[1]], { measures: ['fee'], time: true });
    const fees = [...byDay.values()]
      .map((r) => [String(r.day), num(r.fee)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    const [kind, id] = filterScope(x.query);
    const months = [...new Set(rows.map((r) => monthStart(String(r.day))))];
    const targetOf = await monthTargets(x.db, kind, [id], months.length ? months : [monthStart(x.range[1])]);
    for (const row of rows) {
      const day = String(row.day);
      const month = monthStart(day);
      row.cumulativeFee = fees.filter(([d]) => d >= month && d <= day).reduce((s, [, fee]) => s + fee, 0);
      const amount = targetOf(id, month);
      row.monthTarget = amount === null ? null : Number(amount);
      row.targetPace =
        row.monthTarget === null
          ? null
          : Math.round((row.monthTarget * Number(day.slice(8, 10))) / daysInMonth(day));
      row.progress = row.monthTarget ? row.cumulativeFee / row.monthTarget : null;
    }
  },
};

/** The accounts of the row within the caller's scope and filters. */
const accounts: Extra = {
  columns: [column('accountCount', ACCOUNT_COUNT.zh, ACCOUNT_COUNT.en, 'count')],
  async fill(rows, x) {
    const counted = await x.over(x.range, { measures: [ACCOUNT_COUNT], source: 'accounts' });
    for (const row of rows) row.accountCount = num(counted.get(x.keyOf(row))?.accountCount);
  },
};

/** Balance now (or at the range's end) and its runway. */
const balance: Extra = {
  columns: [column('balance', BALANCE.zh, BALANCE.en), column('runway', RUNWAY.zh, RUNWAY.en, 'days')],
  async fill(rows, x) {
    const found = await x.over(x.range, { measures: [BALANCE, RUNWAY], source: 'balances' });
    for (const row of rows) {
      const b = found.get(x.keyOf(row));
      row.balance = num(b?.balance);
      row.runway = b?.runway === null || b?.runway === undefined ? null : Number(b.runway);
    }
  },
};

/** The account's campaign plans that are running. */
const plans: Extra = {
  columns: [column('planCount', '在投计划数', 'Active plans', 'count')],
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
  accounts,
  balance,
  plans,
} satisfies Record<string, Extra>;

export type ExtraKey = keyof typeof EXTRAS;
