import { sql, type SQL } from 'drizzle-orm';
import { SUMMED } from '@adops/common/metrics';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { HOURS_SUMMED_BY, keysOf, summedHoursTable, type HoursOf, type SummedBy } from '../../facts/writer';
import { COLUMN_OF } from '../measures';
import { only, periodExpr } from './parts';
import type { SourceOptions } from './index';

/** The hours of a day are 0 to 23. */
const LAST_HOUR = 23;

/**
 * The hours of [from, to]: the accounts', or their plans' with the plan's id; or, `summed`, those summed per
 * team or customer (of their accounts or of their plans). Where the rows are not told apart by their hour (no
 * hour bucket, or not grouped by it) and every hour of a day is read, an account's or a plan's are read from
 * their days.
 */
export function hourRows(
  from: string,
  to: string,
  options: SourceOptions,
  of: HoursOf,
  summed?: SummedBy,
): SQL {
  const measures = options.columns
    .map((k) => (SUMMED[k].hourly ? `h.${COLUMN_OF[k]}` : `0::bigint as ${COLUMN_OF[k]}`))
    .join(', ');
  const byHour = options.bucket === 'hour' && options.byHour !== false;
  const hour = byHour ? sql`h.hour` : sql`null::smallint`;
  // Up to the day's last hour is the whole day.
  const upToHour =
    options.upToHour !== undefined && options.upToHour < LAST_HOUR ? options.upToHour : undefined;
  const upTo = upToHour === undefined ? sql`` : sql` and h.hour <= ${upToHour}`;
  const plans = of === 'plans';
  const accounts = plans ? sql`p.account_id` : sql`h.account_id`;
  const period = periodExpr(options.bucket, 'hourly');
  if (summed) {
    const by = HOURS_SUMMED_BY.find((b) => b === summed);
    if (!by) throw new Error(`no hours are kept summed by ${summed}`);
    // A team's or a customer's hour holds many accounts: what counts accounts cannot read it.
    return sql`select ${keysOf(by, 'h')}, ${period} as period, ${hour} as hour, ${sql.raw(measures)},
        null::int as spending, null::int as accounts
      from ${sql.identifier(summedHoursTable(by, of))} h
      where h.day between ${from} and ${to}${upTo}`;
  }
  const days = !byHour && upToHour === undefined;
  const table = plans
    ? days
      ? 'plan_daily'
      : 'plan_hourly'
    : days
      ? 'account_hours_daily'
      : 'account_hourly';
  // Every plan has its account: a left join is the same join, and one the planner drops when nothing reads it.
  return plans
    ? sql`select p.account_id, h.plan_id, ${period} as period, ${hour} as hour, ${sql.raw(measures)},
        (h.fee > 0)::int as spending
        from ${sql.identifier(table)} h
          left join campaign_plans p on p.id = h.plan_id
        where h.day between ${from} and ${to}${upTo}${only(accounts, options)}`
    : sql`select h.account_id, null::int as plan_id, ${period} as period, ${hour} as hour, ${sql.raw(measures)},
        (h.fee > 0)::int as spending
        from ${sql.identifier(table)} h where h.day between ${from} and ${to}${upTo}${only(accounts, options)}`;
}

/** The first day an hours table holds (null: none): hours are kept a few weeks. */
export async function hoursFrom(db: Executor, table: string): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select min(day)::text as day from ${sql.identifier(table)}`,
  );
  return row?.day ?? null;
}
