import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween } from '../../time';
import { facts } from './facts';
import { only, union } from './parts';
import type { SourceOptions } from './index';
import { readOwn } from './readOwn';

/** The equal-length period just before a range. */
export const previousPeriod = ([start, end]: [string, string]): [string, string] => {
  const days = daysBetween(start, end) + 1;
  return [addDays(start, -days), addDays(start, -1)];
};

/** Each account's spend over a range, read as the facts are (rollups for whole weeks and months). */
function spendOf(range: [string, string], options: SourceOptions): SQL {
  const parts = facts.parts(range, { ...options, bucket: 'none', columns: ['fee'], onePerAccount: false });
  return sql`select r.account_id, sum(r.fee) as fee from (${union(parts)}) r group by r.account_id`;
}

/**
 * The accounts whose spend over the range fell by more than the descent share in force against the equal
 * period before (DOMAIN.md), and those whose descent of this very period was recorded with a reason: a recorded
 * one stays listed, with the figures it was recorded with, whatever the facts say after a restatement.
 */
function descentRows(range: [string, string], options: SourceOptions): SQL {
  const [start, end] = range;
  const kept = 1 - options.inForce.descentRatio;
  return sql`select a0.id as account_id, null::int as plan_id, null::date as period, null::smallint as hour,
      coalesce(c.fee, 0) as fee, coalesce(p.fee, 0) as previous_fee,
      r.reason, r.action, r.fee as recorded_fee, r.previous_fee as recorded_previous_fee, r.recorded_at,
      u.name as recorded_by
    from ad_accounts a0
    left join (${spendOf(range, options)}) c on c.account_id = a0.id
    left join (${spendOf(previousPeriod(range), options)}) p on p.account_id = a0.id
    left join descent_reasons r on r.account_id = a0.id and r.period_start = ${start} and r.period_end = ${end}
    left join users u on u.id = r.recorded_by
    where ((p.fee > 0 and coalesce(c.fee, 0) < p.fee * ${kept}) or r.account_id is not null)${only(sql`a0.id`, options)}`;
}

export const descents = readOwn({
  parts: (range, options) => [descentRows(range, options)],
  periods: false,
  daysRead: (range) => [previousPeriod(range)[0], range[1]],
});
