import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { DeliveryMeasures } from '@adops/common/contract/measures';
import { FACT_COLUMNS, HOURLY_KEYS, SUMMED_KEYS, type HourlyKey } from '@adops/common/metrics';
import { queryRows } from '../db/rows';
import { moveDays } from './versions';

/** One account's day, as every source (sync, import, seed) delivers it; money in cents. */
export interface DailyFact extends DeliveryMeasures {
  accountId: number;
  day: string;
}

export interface HourlyFact extends Record<HourlyKey, number> {
  accountId: number;
  day: string;
  hour: number;
}

export interface PlanHourlyFact extends Omit<HourlyFact, 'accountId'> {
  planId: number;
}

/** The daily measures as (column, field) pairs, in table order. */
export const DAILY_MEASURES = SUMMED_KEYS.map((key) => [FACT_COLUMNS[key], key] as const);

/** Rows per statement: one JSON parameter each, well within what both drivers take at once. */
const CHUNK = 5_000;

const measureColumns = DAILY_MEASURES.map(([column]) => column).join(', ');
const measureTypes = DAILY_MEASURES.map(([column]) => `${column} bigint`).join(', ');
const measureUpdates = DAILY_MEASURES.map(([column]) => `${column} = excluded.${column}`).join(', ');
const qualifiedMeasures = DAILY_MEASURES.map(([column]) => `account_daily.${column}`).join(', ');
const excludedMeasures = DAILY_MEASURES.map(([column]) => `excluded.${column}`).join(', ');
const measureSums = DAILY_MEASURES.map(([column]) => `sum(${column})`).join(', ');
/** A week's or month's first and last day with spend, beside its sums: from its days, or from rollups of it. */
const spendDayColumns = 'first_spend, last_spend';
const spendDaysOfDays = 'min(day) filter (where fee > 0), max(day) filter (where fee > 0)';
const spendDaysOfRollups = (alias: string) => `min(${alias}.first_spend), max(${alias}.last_spend)`;
const spendDayUpdates = 'first_spend = excluded.first_spend, last_spend = excluded.last_spend';

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const asJson = (rows: Record<string, unknown>[]) => JSON.stringify(rows);

/**
 * How a source writes a measure over the stored day: an SQL expression of the incoming row `x` and the stored row
 * `d` (all null for a new day). A measure not named takes the incoming value.
 */
export type DailyMerge = Partial<Record<(typeof DAILY_MEASURES)[number][0], string>>;

/**
 * Writes daily facts by upsert (a repeated sync or import replaces, never adds), then, in the same
 * transaction, the weekly and monthly rollups of every week and month touched, the customers' and the teams'
 * rollups of those days, weeks and months, and the first-spend days of the accounts and their customers. Returns the
 * rows written.
 */
export async function writeDailyFacts(tx: Executor, facts: DailyFact[]): Promise<number> {
  await mergeDailyFacts(tx, facts);
  return facts.length;
}

/**
 * `writeDailyFacts` with each measure written as `merge` says (an import keeps what its file does not carry);
 * answers how many days changed and how many of those are new.
 */
export async function mergeDailyFacts(
  tx: Executor,
  facts: Partial<DailyFact>[],
  merge: DailyMerge = {},
): Promise<{ changed: number; created: number }> {
  if (!facts.length) return { changed: 0, created: 0 };
  const changed: { account_id: number; day: string; created: boolean }[] = [];
  const values = DAILY_MEASURES.map(([column]) => merge[column] ?? `x.${column}`).join(', ');
  const stored = Object.keys(merge).length
    ? sql`left join account_daily d on d.account_id = x.account_id and d.day = x.day`
    : sql``;
  for (const part of chunks(facts)) {
    const rows = part.map((f) => ({
      account_id: f.accountId,
      day: f.day,
      ...Object.fromEntries(DAILY_MEASURES.map(([column, key]) => [column, f[key]])),
    }));
    // A day sent again as it was (the sync re-reads the last days) changes nothing, not even its version.
    changed.push(
      ...(await queryRows<{ account_id: number; day: string; created: boolean }>(
        tx,
        sql`insert into account_daily (account_id, day, ${sql.raw(measureColumns)})
      select x.account_id, x.day, ${sql.raw(values)}
      from json_to_recordset(${asJson(rows)}::json) as x(account_id int, day date, ${sql.raw(measureTypes)})
      ${stored}
      on conflict (account_id, day) do update set ${sql.raw(measureUpdates)}
        where (${sql.raw(qualifiedMeasures)}) is distinct from (${sql.raw(excludedMeasures)})
      returning account_id, day::text as day, xmax = 0 as created`,
      )),
    );
  }
  const created = changed.filter((c) => c.created).length;
  if (!changed.length) return { changed: 0, created };
  await moveDays(
    tx,
    changed.map((c) => c.day),
  );
  const touched = asJson(uniquePairs(changed.map((c) => ({ accountId: c.account_id, day: c.day }))));
  await refreshRollup(tx, 'account_weekly', 'week', sql`date_trunc('week', day)::date`, touched);
  await refreshRollup(tx, 'account_monthly', 'month', sql`date_trunc('month', day)::date`, touched);
  for (const rollup of SUMMED_ROLLUPS) await refreshSummedPeriods(tx, rollup, touched);
  await refreshFirstSpend(tx, [...new Set(facts.map((f) => f.accountId!))]);
  return { changed: changed.length, created };
}

/** (account, day) pairs once each, for the rollup refresh. */
function uniquePairs(facts: { accountId: number; day: string }[]) {
  const seen = new Map<string, { account_id: number; day: string }>();
  for (const f of facts) seen.set(`${f.accountId}:${f.day}`, { account_id: f.accountId, day: f.day });
  return [...seen.values()];
}

/** Recomputes whole periods from the daily rows, so the rollup always equals the sum of its days. */
async function refreshRollup(tx: Executor, table: string, period: string, bucket: SQL, touchedJson: string) {
  await tx.execute(sql`with touched as (
      select distinct x.account_id, ${bucket} as period
      from json_to_recordset(${touchedJson}::json) as x(account_id int, day date)
    )
    insert into ${sql.identifier(table)} (account_id, ${sql.identifier(period)}, ${sql.raw(`${measureColumns}, ${spendDayColumns}`)})
    select d.account_id, t.period, ${sql.raw(`${measureSums}, ${spendDaysOfDays}`)}
    from touched t join account_daily d
      on d.account_id = t.account_id and ${sql.raw(`date_trunc('${period}', d.day)::date`)} = t.period
    group by d.account_id, t.period
    on conflict (account_id, ${sql.identifier(period)}) do update set ${sql.raw(`${measureUpdates}, ${spendDayUpdates}`)}`);
}

/**
 * The accounts' facts summed per customer, per team or per operator and customer, by the columns of the account
 * that key them (a team: department, group, operator and platform product). Accounts are grouped by where they
 * are placed now.
 */
export const SUMMED_BY = {
  customer: ['customer_id'],
  team: ['department_id', 'group_id', 'operator_id', 'product'],
  operatorCustomer: ['department_id', 'group_id', 'operator_id', 'customer_id'],
} as const;
export type SummedBy = keyof typeof SUMMED_BY;
/** The table of a summed rollup: `team_weekly`, `operator_customer_daily`. */
export const summedTable = (by: SummedBy, length: 'daily' | 'weekly' | 'monthly') =>
  `${by.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_${length}`;
/** Columns under an alias, as a SELECT or GROUP BY list reads them. */
const listOf = (alias: string, keys: readonly string[]) =>
  sql.raw(keys.map((k) => `${alias}.${k}`).join(', '));
/** The key columns of a customer's or team's rows under an alias. */
export const keysOf = (by: SummedBy, alias: string) => listOf(alias, SUMMED_BY[by]);
const PERIODS = [
  ['day', 'daily'],
  ['week', 'weekly'],
  ['month', 'monthly'],
] as const;

/** The summed rollups, each beside the account rollup it sums. */
const SUMMED_ROLLUPS = (Object.keys(SUMMED_BY) as SummedBy[]).flatMap((by) =>
  PERIODS.map(([period, length]) => ({
    by,
    table: summedTable(by, length),
    source: `account_${length}`,
    period,
    keys: SUMMED_BY[by],
  })),
);
type SummedRollup = (typeof SUMMED_ROLLUPS)[number];

/**
 * A summed rollup's columns, their sums over the account rollup `r` (how many accounts spent, and in all; a week's
 * or month's days with spend) and their update from an upsert's row.
 */
const longer = (period: string, columns: string) => (period === 'day' ? '' : `, ${columns}`);
const summedColumns = (period: string) =>
  sql.raw(`${measureColumns}, spending, accounts${longer(period, spendDayColumns)}`);
const summedSums = (period: string) =>
  sql.raw(
    `${DAILY_MEASURES.map(([column]) => `sum(r.${column})`).join(', ')}, count(*) filter (where r.fee > 0), count(*)` +
      longer(period, spendDaysOfRollups('r')),
  );
const summedUpdates = (period: string) =>
  sql.raw(
    `${measureUpdates}, spending = excluded.spending, accounts = excluded.accounts${longer(period, spendDayUpdates)}`,
  );
/** Keys equal, null to null: ids compared as 0 when null, so that the join can hash (the product is never null). */
const sameKeys = (x: string, y: string, keys: readonly string[]) =>
  sql.raw(
    keys
      .map((k) =>
        k === 'product' ? `${x}.${k} = ${y}.${k}` : `coalesce(${x}.${k}, 0) = coalesce(${y}.${k}, 0)`,
      )
      .join(' and '),
  );

/** Recomputes the summed rows of the periods the written days fall in, from the accounts' rollups. */
async function refreshSummedPeriods(tx: Executor, rollup: SummedRollup, touchedJson: string) {
  const { table, source, period, keys } = rollup;
  const periodColumn = sql.identifier(period);
  // The periods' accounts first, then each one's rollup by its key: the planner, guessing a hundred touched
  // rows for any JSON, would otherwise read every account's rollup of each period (seconds for a month's import).
  await tx.execute(sql`with t as (
      select distinct ${listOf('a', keys)}, ${sql.raw(`date_trunc('${period}', x.day)::date`)} as period
      from json_to_recordset(${touchedJson}::json) as x(account_id int, day date)
        join ad_accounts a on a.id = x.account_id
    ),
    ta as materialized (
      select ${listOf('t', keys)}, t.period, a.id as account_id
      from t join ad_accounts a on ${sameKeys('a', 't', keys)}
    )
    insert into ${sql.identifier(table)} (${sql.raw(keys.join(', '))}, ${periodColumn}, ${summedColumns(period)})
    select ${listOf('t', keys)}, t.period, ${summedSums(period)}
    from ta t join ${sql.identifier(source)} r on r.account_id = t.account_id and r.${periodColumn} = t.period
    group by ${listOf('t', keys)}, t.period order by t.period, ${listOf('t', keys)}
    on conflict (${sql.raw(keys.join(', '))}, ${periodColumn}) do update set ${summedUpdates(period)}`);
}

/** One row key of a summed rollup (a customer, null for the accounts with none; a team...), as its key columns. */
export type RollupKey = Record<string, number | string | null>;

/**
 * A summed rollup, for these keys (customers, teams...) or all, afresh from the accounts' rollups: after a bulk
 * load, and when an account is placed elsewhere. Written in period order, as the reports read them
 * (ranges of periods), and by key within a period, so that a scope's rows of a period (a department's, a
 * group's, an operator's) lie together.
 */
export async function rebuildSummedRollups(tx: Executor, by: SummedBy, only?: RollupKey[]) {
  for (const { table, source, period, keys } of SUMMED_ROLLUPS.filter((r) => r.by === by)) {
    const these = (alias: string) =>
      only
        ? sql`exists (select 1 from json_to_recordset(${JSON.stringify(only)}::json)
            as k(${sql.raw(keys.map((c) => `${c} ${c === 'product' ? 'text' : 'int'}`).join(', '))})
            where ${sameKeys(alias, 'k', keys)})`
        : sql`true`;
    await tx.execute(sql`delete from ${sql.identifier(table)} c where ${these('c')}`);
    await tx.execute(sql`insert into ${sql.identifier(table)} (${sql.raw(keys.join(', '))}, ${sql.identifier(period)}, ${summedColumns(period)})
      select ${listOf('a', keys)}, r.${sql.identifier(period)}, ${summedSums(period)}
      from ${sql.identifier(source)} r join ad_accounts a on a.id = r.account_id
      where ${these('a')}
      group by ${listOf('a', keys)}, r.${sql.identifier(period)}
      order by r.${sql.identifier(period)}, ${listOf('a', keys)}`);
  }
}

/** An account is online from its first day with spend; a customer from its accounts' first. */
async function refreshFirstSpend(tx: Executor, accountIds: number[] | 'all') {
  const ids = JSON.stringify(accountIds === 'all' ? [] : accountIds);
  const these = (column: SQL) =>
    accountIds === 'all'
      ? sql`true`
      : sql`${column} in (select value::int from json_array_elements_text(${ids}::json))`;
  await tx.execute(sql`update ad_accounts a set online_day = f.first_day
    from (select d.account_id, min(d.day) as first_day from account_daily d
          where ${these(sql`d.account_id`)} and d.fee > 0
          group by d.account_id) f
    where a.id = f.account_id and a.online_day is distinct from f.first_day`);
  await tx.execute(sql`update customers c set first_spend_day = f.first_day
    from (select a.customer_id, min(a.online_day) as first_day from ad_accounts a
          where a.customer_id in (select customer_id from ad_accounts where ${these(sql`id`)})
          group by a.customer_id) f
    where c.id = f.customer_id and c.first_spend_day is distinct from f.first_day`);
}

/**
 * After a bulk load straight into account_daily (the seed): every weekly and monthly rollup, the customers'
 * and the teams' rollups and every first-spend day, computed afresh from the daily rows.
 */
export async function rebuildFromDailyFacts(tx: Executor): Promise<void> {
  for (const [table, period] of [
    ['account_weekly', 'week'],
    ['account_monthly', 'month'],
  ] as const) {
    await tx.execute(sql`delete from ${sql.identifier(table)}`);
    await tx.execute(sql`insert into ${sql.identifier(table)} (account_id, ${sql.identifier(period)}, ${sql.raw(`${measureColumns}, ${spendDayColumns}`)})
      select account_id, ${sql.raw(`date_trunc('${period}', day)::date`)}, ${sql.raw(`${measureSums}, ${spendDaysOfDays}`)}
      from account_daily group by 1, 2`);
  }
  for (const by of Object.keys(SUMMED_BY) as SummedBy[]) await rebuildSummedRollups(tx, by);
  await refreshFirstSpend(tx, 'all');
}

/** The hours' measures, as the hourly tables name them. */
const HOUR_COLUMNS = HOURLY_KEYS.map((key) => FACT_COLUMNS[key]);
const hourColumns = HOUR_COLUMNS.join(', ');
const hourTypes = HOUR_COLUMNS.map((c) => `${c} bigint`).join(', ');
const hourUpdates = HOUR_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ');

/** The keys whose hours are kept summed: a team's (team_hourly…) and a customer's (customer_hourly…). */
export const HOURS_SUMMED_BY = ['team', 'customer'] as const satisfies readonly SummedBy[];
export type HoursSummedBy = (typeof HOURS_SUMMED_BY)[number];
/** The hours summed: of accounts, or of their campaign plans. */
export type HoursOf = 'accounts' | 'plans';
/** The table of the hours summed by a key: `team_hourly`, `customer_plan_hourly`. */
export const summedHoursTable = (by: HoursSummedBy, of: HoursOf) =>
  `${by}_${of === 'plans' ? 'plan_' : ''}hourly`;
/** The hours `h` of accounts or of their plans, each with its account `a`. */
const HOURS_OF: Record<HoursOf, SQL> = {
  accounts: sql`account_hourly h join ad_accounts a on a.id = h.account_id`,
  plans: sql`plan_hourly h join campaign_plans p on p.id = h.plan_id join ad_accounts a on a.id = p.account_id`,
};
/** Adds to a summed hour, or to an account's or a plan's day: sums kept by the differences written hours make. */
const addedOn = (table: string, key: string) =>
  sql.raw(
    `on conflict (${key}) do update set ${HOUR_COLUMNS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`,
  );
/** The hours' measures summed, each as `<expr of the column>`. */
const hourSums = (expr: (column: string) => string) =>
  sql.raw(HOUR_COLUMNS.map((c) => `sum(${expr(c)})`).join(', '));
/** Adds rows `d` of hours (their differences), with their account `a`, to the hours summed by a key. */
function addToSummedHours(by: HoursSummedBy, of: HoursOf, rows: SQL) {
  const table = summedHoursTable(by, of);
  const keys = SUMMED_BY[by].join(', ');
  return sql`insert into ${sql.identifier(table)} (day, hour, ${sql.raw(keys)}, ${sql.raw(hourColumns)})
    select d.day, d.hour, ${keysOf(by, 'a')}, ${hourSums((c) => `d.${c}`)} from ${rows}
    group by d.day, d.hour, ${keysOf(by, 'a')}
    ${addedOn(table, `day, hour, ${keys}`)}`;
}
/** Parts of one statement's WITH, each adding rows `d` of hours to the hours summed by a key (team_hours…). */
const summedHourParts = (of: HoursOf, rows: SQL) =>
  sql.join(
    HOURS_SUMMED_BY.map((by) => sql`${sql.identifier(`${by}_hours`)} as (${addToSummedHours(by, of, rows)})`),
    sql`, `,
  );
/** The difference each incoming hour `i` makes to the hour `h` stored before it, per measure. */
const difference = sql.raw(HOUR_COLUMNS.map((c) => `i.${c} - coalesce(h.${c}, 0) as ${c}`).join(', '));

type HourRow = Omit<HourlyFact, 'accountId'> & { key: number };

/** Hours of one keyed thing (an account or a plan) as a JSON parameter read as rows. */
const hourRecords = (key: 'account_id' | 'plan_id', part: HourRow[]) =>
  sql`json_to_recordset(${asJson(
    part.map(({ key: id, day, hour, ...measures }) => ({
      [key]: id,
      day,
      hour,
      ...Object.fromEntries(HOURLY_KEYS.map((k) => [FACT_COLUMNS[k], measures[k]])),
    })),
  )}::json) as x(${sql.identifier(key)} int, day date, hour smallint, ${sql.raw(hourTypes)})`;

/** The upsert of hours on (key, day, hour) from `rows`: a repeated hour replaces the one before. */
const upsertHours = (table: 'account_hourly' | 'plan_hourly', key: 'account_id' | 'plan_id', rows: SQL) =>
  sql`insert into ${sql.identifier(table)} (${sql.identifier(key)}, day, hour, ${sql.raw(hourColumns)})
    select * from ${rows}
    on conflict (${sql.identifier(key)}, day, hour) do update set ${sql.raw(hourUpdates)}`;

/**
 * Today's (or a past day's) hours of accounts, by upsert; their days, their teams' and their customers' hours
 * change by the difference each account's hour makes (the statement's CTEs all see the hours as they were before
 * it).
 */
export async function writeHourlyFacts(tx: Executor, facts: HourlyFact[]): Promise<number> {
  for (const part of chunks(facts)) {
    const records = hourRecords(
      'account_id',
      part.map(({ accountId, ...f }) => ({ key: accountId, ...f })),
    );
    await tx.execute(sql`with incoming as (select * from ${records}),
      written as (${upsertHours('account_hourly', 'account_id', sql`incoming`)}),
      d as (select i.account_id, i.day, i.hour, ${difference}
            from incoming i left join account_hourly h
              on h.account_id = i.account_id and h.day = i.day and h.hour = i.hour),
      ${summedHourParts('accounts', sql`d join ad_accounts a on a.id = d.account_id`)}
      insert into account_hours_daily (account_id, day, ${sql.raw(hourColumns)})
      select account_id, day, ${hourSums((c) => c)} from d group by account_id, day
      ${addedOn('account_hours_daily', 'account_id, day')}`);
  }
  await moveDays(
    tx,
    facts.map((f) => f.day),
  );
  return facts.length;
}

/** The same hours of campaign plans; the plans' days and their teams' and customers' plan hours change likewise. */
export async function writePlanHourlyFacts(tx: Executor, facts: PlanHourlyFact[]): Promise<number> {
  for (const part of chunks(facts)) {
    const records = hourRecords(
      'plan_id',
      part.map(({ planId, ...f }) => ({ key: planId, ...f })),
    );
    await tx.execute(sql`with incoming as (select * from ${records}),
      written as (${upsertHours('plan_hourly', 'plan_id', sql`incoming`)}),
      d as (select i.plan_id, i.day, i.hour, ${difference}
            from incoming i left join plan_hourly h on h.plan_id = i.plan_id and h.day = i.day and h.hour = i.hour),
      ${summedHourParts('plans', sql`d join campaign_plans p on p.id = d.plan_id join ad_accounts a on a.id = p.account_id`)}
      insert into plan_daily (plan_id, day, ${sql.raw(hourColumns)})
      select plan_id, day, ${hourSums((c) => c)} from d group by plan_id, day
      ${addedOn('plan_daily', 'plan_id, day')}`);
  }
  await moveDays(
    tx,
    facts.map((f) => f.day),
  );
  return facts.length;
}

/** Where an account is placed: its customer and its team (department, group, operator and product). */
export type Placement = Record<'customerId' | 'departmentId' | 'groupId' | 'operatorId', number | null> & {
  product: string;
};

/** The placement's field behind each key column of the summed rollups. */
const FIELD_OF = {
  customer_id: 'customerId',
  department_id: 'departmentId',
  group_id: 'groupId',
  operator_id: 'operatorId',
  product: 'product',
} as const;
/** A placement's row key in the rollups summed `by`. */
const keyOf = (by: SummedBy, p: Placement): RollupKey =>
  Object.fromEntries(SUMMED_BY[by].map((column) => [column, p[FIELD_OF[column]]]));
const moved = (by: SummedBy, from: Placement, to: Placement) =>
  SUMMED_BY[by].some((column) => from[FIELD_OF[column]] !== to[FIELD_OF[column]]);

/** A placement's key values in the order of the key's columns, as SQL parameters. */
const keyValues = (by: SummedBy, p: Placement) =>
  sql.join(
    SUMMED_BY[by].map((column) =>
      column === 'product' ? sql`${p[FIELD_OF[column]]}::varchar` : sql`${p[FIELD_OF[column]]}::int`,
    ),
    sql`, `,
  );

/**
 * An account placed elsewhere takes its facts along (reports group an account's history by where it is placed
 * now): the sums of the customers, teams and operators' customers it leaves and joins are recomputed, and its
 * hours and its plans' leave the old team's and customer's hours and join the new ones'.
 */
export async function placeAccount(tx: Executor, accountId: number, from: Placement, to: Placement) {
  for (const by of Object.keys(SUMMED_BY) as SummedBy[])
    if (moved(by, from, to)) await rebuildSummedRollups(tx, by, [keyOf(by, from), keyOf(by, to)]);
  for (const by of HOURS_SUMMED_BY) {
    if (!moved(by, from, to)) continue;
    for (const kind of Object.keys(HOURS_OF) as HoursOf[]) {
      const table = summedHoursTable(by, kind);
      const keys = SUMMED_BY[by].join(', ');
      for (const [placement, sign] of [
        [from, -1],
        [to, 1],
      ] as const) {
        await tx.execute(sql`insert into ${sql.identifier(table)} (day, hour, ${sql.raw(keys)}, ${sql.raw(hourColumns)})
          select h.day, h.hour, ${keyValues(by, placement)}, ${hourSums((c) => `${sign} * h.${c}`)}
          from ${HOURS_OF[kind]} where a.id = ${accountId} group by h.day, h.hour
          ${addedOn(table, `day, hour, ${keys}`)}`);
      }
    }
  }
}

/**
 * After a bulk load straight into account_hourly and plan_hourly (the seed): the hours' sums afresh, the teams'
 * and customers' hours and the accounts' and plans' days.
 */
export async function rebuildHourSums(tx: Executor): Promise<void> {
  for (const by of HOURS_SUMMED_BY) {
    for (const kind of Object.keys(HOURS_OF) as HoursOf[]) {
      const table = sql.identifier(summedHoursTable(by, kind));
      await tx.execute(sql`delete from ${table}`);
      await tx.execute(sql`insert into ${table} (day, hour, ${sql.raw(SUMMED_BY[by].join(', '))}, ${sql.raw(hourColumns)})
        select h.day, h.hour, ${keysOf(by, 'a')}, ${hourSums((c) => `h.${c}`)}
        from ${HOURS_OF[kind]} group by 1, 2, ${keysOf(by, 'a')} order by 1, 2`);
    }
  }
  for (const [table, key, hours] of [
    ['plan_daily', 'plan_id', 'plan_hourly'],
    ['account_hours_daily', 'account_id', 'account_hourly'],
  ] as const) {
    await tx.execute(sql`delete from ${sql.identifier(table)}`);
    await tx.execute(sql`insert into ${sql.identifier(table)} (${sql.identifier(key)}, day, ${sql.raw(hourColumns)})
      select ${sql.identifier(key)}, day, ${hourSums((c) => c)} from ${sql.identifier(hours)} group by 1, 2 order by 2`);
  }
}
