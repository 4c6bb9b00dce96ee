import { sql, type SQL } from 'drizzle-orm';
import { SUMMED, type SummedKey } from '@adops/common/metrics';
import { keysOf, SUMMED_BY, summedTable, type SummedBy } from '../facts/writer';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { addDays } from '../time';
import { COLUMN_OF } from './measures';
import { segments, type Bucket, type Segment } from './segments';

/**
 * The rows `f` a report aggregates, one per account (or plan) and period:
 * - facts: the account facts, read from the rollups for whole weeks and months, the daily facts around them
 *   and the hours for today (segments.ts);
 * - planFacts: the campaign plans' hours (their account alongside);
 * - balances: each account's balance as of the range's last day and its spend of the 7 days before;
 * - accounts: the accounts themselves, to count them.
 * Every source answers account_id, period and hour, so dimensions, scope and filters apply alike; the facts
 * and the plans also answer `spending`: whether the account spent in the period (see SPENDING_ACCOUNTS).
 * The facts can also be read summed per customer, per team or per operator and customer (their rollups): then
 * rows answer those key columns instead of account_id, `spending` is how many of their accounts spent and `accounts` how
 * many accounts' rows they sum.
 */
export type SourceKey = 'facts' | 'planFacts' | 'balances' | 'accounts';

export interface SourceOptions {
  bucket: Bucket;
  today: string;
  /** The last day the daily facts hold, where known (segments.ts). */
  factsUntil?: string | null;
  /** Only the hours up to this one (inclusive), read from the hours even for closed days: "same time". */
  upToHour?: number;
  /** Only the rows of the accounts (or customers) this condition on an account `a` picks. */
  within?: SQL;
  /** The summed measures read (what the report's measures are made of); each part answers these columns. */
  columns: SummedKey[];
  /**
   * One row per account and period: the finer parts of a period (loose days, today's hours) summed per account.
   * Needed by what counts rows; anything else sums the parts as they are.
   */
  onePerAccount?: boolean;
  /**
   * Facts read as the sums per customer, per team or per operator and customer (customer_daily…, team_daily…,
   * operator_customer_daily…, a team's hours from team_hourly): rows carry those key columns, not account_id.
   */
  summedBy?: SummedBy;
}

const zeroes = (keys: SummedKey[]) => keys.map((k) => `0::bigint as ${COLUMN_OF[k]}`).join(', ');
const columnList = (keys: SummedKey[]) => keys.map((k) => COLUMN_OF[k]).join(', ');

const TABLE = { monthly: 'account_monthly', weekly: 'account_weekly', daily: 'account_daily' } as const;
const DAY_COLUMN = { monthly: 'month', weekly: 'week', daily: 'day', hourly: 'day' } as const;

function periodExpr(bucket: Bucket, source: Segment['source']): SQL {
  const column = DAY_COLUMN[source];
  switch (bucket) {
    case 'none':
      return sql`null::date`;
    case 'hour':
    case 'day':
      return sql.raw(column);
    case 'week':
      return source === 'weekly' ? sql`week` : sql.raw(`date_trunc('week', ${column})::date`);
    case 'month':
      return source === 'monthly' ? sql`month` : sql.raw(`date_trunc('month', ${column})::date`);
  }
}

/** ` and <column> in (the picked accounts' ids, or their customers')`, if only some are read. */
const only = (column: SQL, options: SourceOptions, of: 'id' | 'customer_id' = 'id') =>
  options.within
    ? sql` and ${column} in (select a.${sql.identifier(of)} from ad_accounts a where ${options.within})`
    : sql``;

/**
 * The hours of [from, to]: the accounts', or their plans' with the plan's id, or the teams' (of their accounts
 * or of their plans); with no hour bucket, the plans' are read from their days.
 */
function hourRows(
  from: string,
  to: string,
  options: SourceOptions,
  of: 'accounts' | 'plans' | 'teams' | 'teamPlans',
): SQL {
  const measures = options.columns
    .map((k) => (SUMMED[k].hourly ? `h.${COLUMN_OF[k]}` : `0::bigint as ${COLUMN_OF[k]}`))
    .join(', ');
  const hour = options.bucket === 'hour' ? sql`h.hour` : sql`null::smallint`;
  const upTo = options.upToHour === undefined ? sql`` : sql` and h.hour <= ${options.upToHour}`;
  const plans = of === 'plans';
  const accounts = plans ? sql`p.account_id` : sql`h.account_id`;
  const period = periodExpr(options.bucket, 'hourly');
  if (of === 'teams' || of === 'teamPlans') {
    // A team's hour holds many accounts: what counts accounts cannot read it.
    return sql`select ${keysOf('team', 'h')}, ${period} as period, ${hour} as hour, ${sql.raw(measures)},
        null::int as spending, null::int as accounts
      from ${sql.identifier(of === 'teams' ? 'team_hourly' : 'team_plan_hourly')} h
      where h.day between ${from} and ${to}${upTo}`;
  }
  const days = plans && options.bucket !== 'hour' && options.upToHour === undefined;
  // Every plan has its account: a left join is the same join, and one the planner drops when nothing reads it.
  return plans
    ? sql`select p.account_id, h.plan_id, ${period} as period, ${hour} as hour, ${sql.raw(measures)},
        (h.fee > 0)::int as spending
        from ${sql.identifier(days ? 'plan_daily' : 'plan_hourly')} h
          left join campaign_plans p on p.id = h.plan_id
        where h.day between ${from} and ${to}${upTo}${only(accounts, options)}`
    : sql`select h.account_id, null::int as plan_id, ${period} as period, ${hour} as hour, ${sql.raw(measures)},
        (h.fee > 0)::int as spending
        from account_hourly h where h.day between ${from} and ${to}${upTo}${only(accounts, options)}`;
}

/** The rollup a bucket's periods are whole in: its own rows are one per account (or customer) and period. */
const OWN: Record<Bucket, Segment['source'] | null> = {
  none: null,
  hour: null,
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

/** The facts of a range as the rows of its parts, to be added up by UNION ALL. */
function factParts([start, end]: [string, string], options: SourceOptions): SQL[] {
  const parts: Segment[] =
    options.upToHour !== undefined
      ? [{ source: 'hourly', from: start, to: end }]
      : segments(start, end, options.today, options.bucket, options.factsUntil);
  const period = (s: Segment) => periodExpr(options.bucket, s.source);
  const ofAccounts = (s: Segment) => {
    if (s.source === 'hourly') return hourRows(s.from, s.to, options, 'accounts');
    const column = DAY_COLUMN[s.source];
    return sql`select account_id, null::int as plan_id, ${period(s)} as period,
      null::smallint as hour, ${sql.raw(columnList(options.columns))}, (fee > 0)::int as spending
      from ${sql.identifier(TABLE[s.source])} where ${sql.identifier(column)} between ${s.from} and ${s.to}${only(
        sql`account_id`,
        options,
      )}`;
  };
  // An empty range still answers the right columns.
  if (!parts.length) {
    const keys = options.summedBy
      ? SUMMED_BY[options.summedBy]
          .map((k) => `null::${k === 'product' ? 'varchar' : 'int'} as ${k}`)
          .join(', ')
      : 'null::int as account_id, null::int as plan_id';
    return [
      sql`select ${sql.raw(keys)}, null::date as period, null::smallint as hour,
        ${sql.raw(zeroes(options.columns))}, 0 as spending${sql.raw(options.summedBy ? ', 0 as accounts' : '')}
        where false`,
    ];
  }
  if (options.summedBy) return summedRows(parts, options, options.summedBy, ofAccounts);
  if (options.bucket === 'hour' || options.bucket === 'none' || !options.onePerAccount)
    return parts.map(ofAccounts);
  // One row per account and period: a rollup of the bucket's own length is that already (a whole week or
  // month, a closed day); the finer parts of a period (its loose days and weeks, today's hours) are summed.
  const whole = parts.filter((s) => s.source === OWN[options.bucket]).map(ofAccounts);
  const finer = parts.filter((s) => s.source !== OWN[options.bucket]).map(ofAccounts);
  return [...whole, ...(finer.length ? [perAccount(union(finer), options.columns)] : [])];
}

/** Rows of several parts added up. */
export const union = (rows: SQL[]) => sql.join(rows, sql` union all `);

/** The summed columns of the rows `r` as bigint, the facts' own type (a sum would turn them numeric). */
const bigintSums = (columns: SummedKey[]) =>
  sql.raw(columns.map((k) => `sum(r.${COLUMN_OF[k]})::bigint as ${COLUMN_OF[k]}`).join(', '));

/**
 * The facts summed per customer, per team or per operator and customer: their rollups where they answer, the accounts' rows summed likewise
 * for the rest (where accounts are counted, the finer parts of a period, summed per account first so that each
 * spending account counts once; today's hours, which a team has summed already unless accounts are counted).
 * Where accounts are counted rows are one per customer or team and period: with no bucket the engine reads so
 * only one closed day (summedByOf).
 */
function summedRows(
  parts: Segment[],
  options: SourceOptions,
  by: SummedBy,
  ofAccounts: (s: Segment) => SQL,
): SQL[] {
  const keys = SUMMED_BY[by];
  const keyList = sql.raw(keys.join(', '));
  const whole = (s: Segment) =>
    s.source === 'hourly'
      ? by === 'team' && !options.onePerAccount
      : options.bucket === 'none' || !options.onePerAccount || s.source === OWN[options.bucket];
  const ofRollup = (s: Segment) => {
    if (s.source === 'hourly') return hourRows(s.from, s.to, options, 'teams');
    const column = DAY_COLUMN[s.source];
    return sql`select ${keyList}, ${periodExpr(options.bucket, s.source)} as period, null::smallint as hour,
      ${sql.raw(columnList(options.columns))}, spending, accounts
      from ${sql.identifier(summedTable(by, s.source))}
      where ${sql.identifier(column)} between ${s.from} and ${s.to}${
        by === 'team' ? sql`` : only(sql`customer_id`, options, 'customer_id')
      }`;
  };
  const rows = parts.filter(whole).map(ofRollup);
  const finer = parts.filter((s) => !whole(s)).map(ofAccounts);
  if (finer.length) {
    const accounts = union(finer);
    const ofA = keysOf(by, 'a');
    rows.push(sql`select ${ofA}, r.period, r.hour, ${bigintSums(options.columns)}, sum(r.spending)::int as spending,
        count(*)::int as accounts
      from (${options.onePerAccount ? perAccount(accounts, options.columns) : accounts}) r
        join ad_accounts a on a.id = r.account_id
      group by ${ofA}, r.period, r.hour`);
  }
  return rows;
}

/** The last day the daily facts hold (null: none yet). */
export async function factsUntil(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from account_daily`,
  );
  return row?.day ?? null;
}

/** The first day whose hours are held, the accounts' or the plans' (null: none): hours are kept a few weeks. */
export async function hoursFrom(db: Executor, source: SourceKey): Promise<string | null> {
  const table = source === 'planFacts' ? 'plan_hourly' : 'account_hourly';
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select min(day)::text as day from ${sql.identifier(table)}`,
  );
  return row?.day ?? null;
}

/** Balances as of a day (today: as of the last sync) beside the spend of the 7 days before it. */
function balanceRows(asOf: string, options: SourceOptions): SQL {
  return sql`select b.account_id, null::int as plan_id, b.day as period, null::smallint as hour,
      b.day as as_of, b.available, coalesce(w.fee7, 0) as fee7, 0::bigint as fee
    from balance_snapshots b
    left join (select account_id, sum(fee) as fee7 from account_daily
               where day between ${addDays(asOf, -7)} and ${addDays(asOf, -1)}${only(sql`account_id`, options)}
               group by account_id) w
      on w.account_id = b.account_id
    where b.day = ${asOf}${only(sql`b.account_id`, options)}`;
}

/**
 * The facts summed per account (and plan) and period before anything is joined: a month of days and weeks
 * becomes one row per account, so the joins and the grouping by names work on thousands of rows, not on
 * every day of every account.
 */
export function perAccount(rows: SQL, columns: SummedKey[]): SQL {
  // Back to bigint: numeric rows beside the facts' own would turn them all numeric, which sorts and sums slower.
  return sql`select account_id, plan_id, period, hour, ${bigintSums(columns)}, (sum(r.fee) > 0)::int as spending
    from (${rows}) r group by account_id, plan_id, period, hour`;
}

/**
 * The rows a report sums, as the parts they are read from (added up by UNION ALL): each part's rows are distinct
 * report rows where rows are one per account and period, so a top-N of the whole is one of the parts' top-Ns.
 */
export function sourceParts(source: SourceKey, range: [string, string], options: SourceOptions): SQL[] {
  switch (source) {
    case 'facts':
      return factParts(range, options);
    case 'planFacts':
      return [hourRows(range[0], range[1], options, options.summedBy === 'team' ? 'teamPlans' : 'plans')];
    case 'balances':
      return [balanceRows(range[1] < options.today ? range[1] : options.today, options)];
    case 'accounts':
      return [
        sql`select id as account_id, null::int as plan_id, null::date as period, null::smallint as hour
          from ad_accounts`,
      ];
  }
}
