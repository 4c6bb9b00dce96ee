import { sql, type SQL } from 'drizzle-orm';
import { HOURS_SUMMED_BY, keysOf, SUMMED_BY, summedTable, type SummedBy } from '../../facts/writer';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { segments, type Bucket, type Segment } from '../segments';
import { hourRows } from './hours';
import { bigintSums, columnList, dayColumn, only, perAccount, periodExpr, union, zeroes } from './parts';
import type { SourceDefinition, SourceOptions } from './index';

const TABLE = { monthly: 'account_monthly', weekly: 'account_weekly', daily: 'account_daily' } as const;

/** The rollup a bucket's periods are whole in: its own rows are one per account (or customer) and period. */
const OWN: Record<Bucket, Segment['source'] | null> = {
  none: null,
  hour: null,
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

/** Where the facts of a range are read from: its rollup periods, loose days and hours (segments.ts). */
const partsOf = ([start, end]: [string, string], options: SourceOptions): Segment[] =>
  options.upToHour !== undefined
    ? [{ source: 'hourly', from: start, to: end }]
    : segments(start, end, options.today, options.bucket, options.factsUntil);

/** The facts of a range as the rows of its parts, to be added up by UNION ALL. */
function factParts([start, end]: [string, string], options: SourceOptions): SQL[] {
  const parts = partsOf([start, end], options);
  const period = (s: Segment) => periodExpr(options.bucket, s.source);
  const ofAccounts = (s: Segment) => {
    if (s.source === 'hourly') return hourRows(s.from, s.to, options, 'accounts');
    const column = dayColumn(s.source);
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

/**
 * The facts summed per customer, per team or per operator and customer: their rollups where they answer, the accounts' rows summed likewise
 * for the rest (where accounts are counted, the finer parts of a period, summed per account first so that each
 * spending account counts once; today's hours, which a team or a customer has summed already unless accounts
 * are counted).
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
      ? HOURS_SUMMED_BY.some((b) => b === by) && !options.onePerAccount
      : options.bucket === 'none' || !options.onePerAccount || s.source === OWN[options.bucket];
  const ofRollup = (s: Segment) => {
    if (s.source === 'hourly') return hourRows(s.from, s.to, options, 'accounts', by);
    const column = dayColumn(s.source);
    return sql`select ${keyList}, ${periodExpr(options.bucket, s.source)} as period, null::smallint as hour,
      ${sql.raw(columnList(options.columns))}, spending, accounts
      from ${sql.identifier(summedTable(by, s.source))}
      where ${sql.identifier(column)} between ${s.from} and ${s.to}${
        by === 'team' ? sql`` : only(sql`customer_id`, options, 'customer_id', by === 'customer')
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
async function factsUntil(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from account_daily`,
  );
  return row?.day ?? null;
}

const EVERY_SUM: readonly SummedBy[] = ['team', 'customer', 'operatorCustomer'];

/**
 * The account facts, read from the rollups for whole weeks and months, the daily facts around them and the
 * hours for today (segments.ts); each row answers `spending`, whether the account spent in the period (see
 * SPENDING_ACCOUNTS). They can also be read summed per customer, per team or per operator and customer.
 */
export const facts: SourceDefinition = {
  parts: factParts,
  periods: true,
  summedRollups: () => EVERY_SUM,
  summable: true,
  flat: true,
  keepsAccounts: true,
  hoursTable: 'account_hourly',
  factsUntil,
  // A week or month read whole from its rollup reads its days past the range too.
  daysRead: (range, options) => {
    const parts = partsOf(range, options);
    return [
      parts.reduce((from, p) => (p.from < from ? p.from : from), range[0]),
      parts.reduce((to, p) => (p.to > to ? p.to : to), range[1]),
    ];
  },
};
