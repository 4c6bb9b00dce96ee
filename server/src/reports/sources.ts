import { sql, type SQL } from 'drizzle-orm';
import { SUMMED, type SummedKey } from '@adops/common/metrics';
import { teamColumnsOf } from '../facts/writer';
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
 * Every source answers account_id, period and hour, so dimensions, scope and filters apply alike.
 */
export type SourceKey = 'facts' | 'planFacts' | 'balances' | 'accounts';

export interface SourceOptions {
  bucket: Bucket;
  today: string;
  /** Only the hours up to this one (inclusive), read from the hours even for closed days: "same time". */
  upToHour?: number;
  /** Only these accounts: a query of their ids. */
  accounts?: SQL;
  /** The summed measures read (what the report's measures are made of); each part answers these columns. */
  columns: SummedKey[];
  /**
   * One row per account and period: the finer parts of a period (loose days, today's hours) summed per account.
   * Needed by what counts rows; anything else sums the parts as they are.
   */
  onePerAccount?: boolean;
  /** Hours read as the teams' sums (team_hourly), each row carrying its team instead of an account. */
  teams?: boolean;
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

const only = (column: SQL, options: SourceOptions) =>
  options.accounts ? sql` and ${column} in (${options.accounts})` : sql``;

/** The hours of [from, to]: the account's, or its plans' with the plan's id, or the teams'. */
function hourRows(from: string, to: string, options: SourceOptions, plans: boolean): SQL {
  const measures = options.columns
    .map((k) => (SUMMED[k].hourly ? `h.${COLUMN_OF[k]}` : `0::bigint as ${COLUMN_OF[k]}`))
    .join(', ');
  const hour = options.bucket === 'hour' ? sql`h.hour` : sql`null::smallint`;
  const upTo = options.upToHour === undefined ? sql`` : sql` and h.hour <= ${options.upToHour}`;
  const accounts = plans ? sql`p.account_id` : sql`h.account_id`;
  const period = periodExpr(options.bucket, 'hourly');
  if (options.teams) {
    return sql`select null::int as account_id, null::int as plan_id, ${period} as period, ${hour} as hour,
        ${sql.raw(measures)}, ${teamColumnsOf('h')}
      from team_hourly h where h.day between ${from} and ${to}${upTo}`;
  }
  return plans
    ? sql`select p.account_id, h.plan_id, ${period} as period, ${hour} as hour, ${sql.raw(measures)}
        from plan_hourly h join campaign_plans p on p.id = h.plan_id
        where h.day between ${from} and ${to}${upTo}${only(accounts, options)}`
    : sql`select h.account_id, null::int as plan_id, ${period} as period, ${hour} as hour, ${sql.raw(measures)}
        from account_hourly h where h.day between ${from} and ${to}${upTo}${only(accounts, options)}`;
}

function factRows([start, end]: [string, string], options: SourceOptions): SQL {
  const parts: Segment[] =
    options.upToHour !== undefined
      ? [{ source: 'hourly', from: start, to: end }]
      : segments(start, end, options.today, options.bucket);
  const select = (s: Segment) => {
    if (s.source === 'hourly') return hourRows(s.from, s.to, options, false);
    const column = DAY_COLUMN[s.source];
    return sql`select account_id, null::int as plan_id, ${periodExpr(options.bucket, s.source)} as period,
      null::smallint as hour, ${sql.raw(columnList(options.columns))}
      from ${sql.identifier(TABLE[s.source])} where ${sql.identifier(column)} between ${s.from} and ${s.to}${only(
        sql`account_id`,
        options,
      )}`;
  };
  // An empty range still answers the right columns.
  if (!parts.length) {
    return sql`select null::int as account_id, null::int as plan_id, null::date as period,
      null::smallint as hour, ${sql.raw(zeroes(options.columns))} where false`;
  }
  if (options.bucket === 'hour' || options.bucket === 'none' || !options.onePerAccount)
    return sql.join(parts.map(select), sql` union all `);
  // One row per account and period: a rollup of the bucket's own length is that already (a whole week or
  // month, a closed day); the finer parts of a period (its loose days and weeks, today's hours) are summed.
  const own = { day: 'daily', week: 'weekly', month: 'monthly' }[options.bucket];
  const whole = parts.filter((s) => s.source === own).map(select);
  const finer = parts.filter((s) => s.source !== own).map(select);
  return sql.join(
    [...whole, ...(finer.length ? [perAccount(sql.join(finer, sql` union all `), options.columns)] : [])],
    sql` union all `,
  );
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
  const sums = columns.map((k) => `sum(${COLUMN_OF[k]}) as ${COLUMN_OF[k]}`).join(', ');
  return sql`select account_id, plan_id, period, hour, ${sql.raw(sums)}
    from (${rows}) r group by account_id, plan_id, period, hour`;
}

export function sourceRows(source: SourceKey, range: [string, string], options: SourceOptions): SQL {
  switch (source) {
    case 'facts':
      return factRows(range, options);
    case 'planFacts':
      return hourRows(range[0], range[1], options, true);
    case 'balances':
      return balanceRows(range[1] < options.today ? range[1] : options.today, options);
    case 'accounts':
      return sql`select id as account_id, null::int as plan_id, null::date as period, null::smallint as hour
        from ad_accounts`;
  }
}
