import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { DeliveryMeasures } from '@adops/common/contract/measures';

/** One account's day, as every source (sync, import, seed) delivers it; money in cents. */
export interface DailyFact extends DeliveryMeasures {
  accountId: number;
  day: string;
}

export interface HourlyFact {
  accountId: number;
  day: string;
  hour: number;
  fee: number;
  impressions: number;
  clicks: number;
}

export interface PlanHourlyFact extends Omit<HourlyFact, 'accountId'> {
  planId: number;
}

/** The daily measures as (column, field) pairs, in table order. */
export const DAILY_MEASURES = [
  ['fee', 'fee'],
  ['cash_fee', 'cashFee'],
  ['grant_fee', 'grantFee'],
  ['impressions', 'impressions'],
  ['clicks', 'clicks'],
  ['interactions', 'interactions'],
  ['consults', 'consults'],
  ['leads', 'leads'],
  ['landing_visits', 'landingVisits'],
  ['order_value', 'orderValue'],
] as const;

/** Rows per statement: one JSON parameter each, well within what both drivers take at once. */
const CHUNK = 5_000;

const measureColumns = DAILY_MEASURES.map(([column]) => column).join(', ');
const measureTypes = DAILY_MEASURES.map(([column]) => `${column} bigint`).join(', ');
const measureUpdates = DAILY_MEASURES.map(([column]) => `${column} = excluded.${column}`).join(', ');
const measureSums = DAILY_MEASURES.map(([column]) => `sum(${column})`).join(', ');

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const asJson = (rows: Record<string, unknown>[]) => JSON.stringify(rows);

/**
 * Writes daily facts by upsert (a repeated sync or import replaces, never adds), then, in the same
 * transaction, the weekly and monthly rollups of every week and month touched and the first-spend days of
 * the accounts and their customers. Returns the rows written.
 */
export async function writeDailyFacts(tx: Executor, facts: DailyFact[]): Promise<number> {
  if (!facts.length) return 0;
  for (const part of chunks(facts)) {
    const rows = part.map((f) => ({
      account_id: f.accountId,
      day: f.day,
      ...Object.fromEntries(DAILY_MEASURES.map(([column, key]) => [column, f[key]])),
    }));
    await tx.execute(sql`insert into account_daily (account_id, day, ${sql.raw(measureColumns)})
      select * from json_to_recordset(${asJson(rows)}::json)
        as x(account_id int, day date, ${sql.raw(measureTypes)})
      on conflict (account_id, day) do update set ${sql.raw(measureUpdates)}`);
  }
  const touched = asJson(uniquePairs(facts));
  await refreshRollup(tx, 'account_weekly', 'week', sql`date_trunc('week', day)::date`, touched);
  await refreshRollup(tx, 'account_monthly', 'month', sql`date_trunc('month', day)::date`, touched);
  await refreshFirstSpend(tx, [...new Set(facts.map((f) => f.accountId))]);
  return facts.length;
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
    insert into ${sql.identifier(table)} (account_id, ${sql.identifier(period)}, ${sql.raw(measureColumns)})
    select d.account_id, t.period, ${sql.raw(measureSums)}
    from touched t join account_daily d
      on d.account_id = t.account_id and ${sql.raw(`date_trunc('${period}', d.day)::date`)} = t.period
    group by d.account_id, t.period
    on conflict (account_id, ${sql.identifier(period)}) do update set ${sql.raw(measureUpdates)}`);
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
 * After a bulk load straight into account_daily (the seed): every weekly and monthly rollup and every
 * first-spend day, computed afresh from the daily rows.
 */
export async function rebuildFromDailyFacts(tx: Executor): Promise<void> {
  for (const [table, period] of [
    ['account_weekly', 'week'],
    ['account_monthly', 'month'],
  ] as const) {
    await tx.execute(sql`delete from ${sql.identifier(table)}`);
    await tx.execute(sql`insert into ${sql.identifier(table)} (account_id, ${sql.identifier(period)}, ${sql.raw(measureColumns)})
      select account_id, ${sql.raw(`date_trunc('${period}', day)::date`)}, ${sql.raw(measureSums)}
      from account_daily group by 1, 2`);
  }
  await refreshFirstSpend(tx, 'all');
}

/** The hours' measures, as the hourly tables name them. */
const HOUR_COLUMNS = ['fee', 'impressions', 'clicks'] as const;
const hourColumns = HOUR_COLUMNS.join(', ');
const hourTypes = HOUR_COLUMNS.map((c) => `${c} bigint`).join(', ');
const hourUpdates = HOUR_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ');

/** A team: the accounts of one department, group, operator and product (team_hourly). */
const TEAM_COLUMNS = ['department_id', 'group_id', 'operator_id', 'product'] as const;
/** The team columns of a table alias, as a SELECT or GROUP BY list reads them. */
export const teamColumnsOf = (alias: string) => sql.raw(TEAM_COLUMNS.map((c) => `${alias}.${c}`).join(', '));
const teamColumns = TEAM_COLUMNS.join(', ');
const teamConflict = sql.raw(
  `on conflict (day, hour, ${teamColumns}) do update set ${HOUR_COLUMNS.map(
    (c) => `${c} = team_hourly.${c} + excluded.${c}`,
  ).join(', ')}`,
);

type HourRow = Omit<HourlyFact, 'accountId'> & { key: number };

/** Hours of one keyed thing (an account or a plan) as a JSON parameter read as rows. */
const hourRecords = (key: 'account_id' | 'plan_id', part: HourRow[]) =>
  sql`json_to_recordset(${asJson(
    part.map(({ key: id, day, hour, fee, impressions, clicks }) => ({
      [key]: id,
      day,
      hour,
      fee,
      impressions,
      clicks,
    })),
  )}::json) as x(${sql.identifier(key)} int, day date, hour smallint, ${sql.raw(hourTypes)})`;

/** The upsert of hours on (key, day, hour) from `rows`: a repeated hour replaces the one before. */
const upsertHours = (table: 'account_hourly' | 'plan_hourly', key: 'account_id' | 'plan_id', rows: SQL) =>
  sql`insert into ${sql.identifier(table)} (${sql.identifier(key)}, day, hour, ${sql.raw(hourColumns)})
    select * from ${rows}
    on conflict (${sql.identifier(key)}, day, hour) do update set ${sql.raw(hourUpdates)}`;

/**
 * Today's (or a past day's) hours of accounts, by upsert; their teams' hours change by the difference each
 * account's hour makes (the statement's CTEs all see the hours as they were before it).
 */
export async function writeHourlyFacts(tx: Executor, facts: HourlyFact[]): Promise<number> {
  for (const part of chunks(facts)) {
    const records = hourRecords(
      'account_id',
      part.map(({ accountId, ...f }) => ({ key: accountId, ...f })),
    );
    await tx.execute(sql`with incoming as (select * from ${records}),
      written as (${upsertHours('account_hourly', 'account_id', sql`incoming`)})
      insert into team_hourly (day, hour, ${sql.raw(teamColumns)}, ${sql.raw(hourColumns)})
      select i.day, i.hour, ${teamColumnsOf('a')},
        ${sql.raw(HOUR_COLUMNS.map((c) => `sum(i.${c} - coalesce(h.${c}, 0))`).join(', '))}
      from incoming i join ad_accounts a on a.id = i.account_id
        left join account_hourly h on h.account_id = i.account_id and h.day = i.day and h.hour = i.hour
      group by i.day, i.hour, ${teamColumnsOf('a')}
      ${teamConflict}`);
  }
  return facts.length;
}

/** The same hours of campaign plans. */
export async function writePlanHourlyFacts(tx: Executor, facts: PlanHourlyFact[]): Promise<number> {
  for (const part of chunks(facts)) {
    const records = hourRecords(
      'plan_id',
      part.map(({ planId, ...f }) => ({ key: planId, ...f })),
    );
    await tx.execute(upsertHours('plan_hourly', 'plan_id', records));
  }
  return facts.length;
}

/** An account's placement as far as its team goes. */
export type Team = Record<'departmentId' | 'groupId' | 'operatorId', number | null> & { product: string };
const TEAM_FIELDS = ['departmentId', 'groupId', 'operatorId', 'product'] as const;

/**
 * An account placed in another team takes its hours along: they leave the old team's sums and join the new
 * one's (reports group an account's history by where it is placed now).
 */
export async function moveAccountHours(tx: Executor, accountId: number, from: Team, to: Team) {
  if (TEAM_FIELDS.every((field) => from[field] === to[field])) return;
  for (const [team, sign] of [
    [from, -1],
    [to, 1],
  ] as const) {
    await tx.execute(sql`insert into team_hourly (day, hour, ${sql.raw(teamColumns)}, ${sql.raw(hourColumns)})
      select day, hour, ${team.departmentId}::int, ${team.groupId}::int, ${team.operatorId}::int, ${team.product},
        ${sql.raw(HOUR_COLUMNS.map((c) => `${sign} * sum(${c})`).join(', '))}
      from account_hourly where account_id = ${accountId} group by day, hour
      ${teamConflict}`);
  }
}

/** After a bulk load straight into account_hourly (the seed): the teams' hours afresh. */
export async function rebuildTeamHours(tx: Executor): Promise<void> {
  await tx.execute(sql`delete from team_hourly`);
  await tx.execute(sql`insert into team_hourly (day, hour, ${sql.raw(teamColumns)}, ${sql.raw(hourColumns)})
    select h.day, h.hour, ${teamColumnsOf('a')}, ${sql.raw(HOUR_COLUMNS.map((c) => `sum(h.${c})`).join(', '))}
    from account_hourly h join ad_accounts a on a.id = h.account_id
    group by 1, 2, ${teamColumnsOf('a')} order by 1, 2`);
}
