import { sql, type SQL } from 'drizzle-orm';
import { SUMMED } from '@adops/common/metrics';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { keysOf } from '../../facts/writer';
import { COLUMN_OF } from '../measures';
import { only, periodExpr } from './parts';
import type { SourceOptions } from './index';

/**
 * The hours of [from, to]: the accounts', or their plans' with the plan's id, or the teams' (of their accounts
 * or of their plans); with no hour bucket, the plans' are read from their days.
 */
export function hourRows(
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

/** The first day an hours table holds (null: none): hours are kept a few weeks. */
export async function hoursFrom(db: Executor, table: string): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select min(day)::text as day from ${sql.identifier(table)}`,
  );
  return row?.day ?? null;
}
