import { sql } from 'drizzle-orm';
import { AVERAGE_DAYS } from '@adops/common/thresholds';
import { runwayDays } from '../../db/runway';
import { addDays } from '../../time';
import { only } from './parts';
import type { SourceOptions } from './index';
import { readOwn } from './readOwn';

/**
 * Each account as it stands today (the workbench's to-dos): its spend so far, yesterday's to the same hour, this
 * hour's, its available balance and the spend of the 7 days before (its runway), and the thresholds it is
 * monitored by, if it is (monitored_accounts). Flagged by the thresholds in force: a low balance; a descent
 * against yesterday to the same hour; a spike (this hour above the spike factor times the average hour of the
 * 7 days before); a CPC anomaly (today's CPC above the CPC factor times the 7 days'). One row per account
 * whatever the range: it is about today.
 */
function todayRows(options: SourceOptions) {
  const { today } = options;
  const hour = options.hour ?? 23;
  const yesterday = addDays(today, -1);
  const { lowBalanceDays, descentRatio, spikeFactor, cpcFactor } = options.inForce;
  return sql`select a0.id as account_id, null::int as plan_id, ${today}::date as period, null::smallint as hour,
      coalesce(t.fee, 0) as fee, coalesce(y.fee, 0) as fee_same_time, coalesce(h.fee, 0) as hour_fee,
      b.available, coalesce(w.fee7, 0) as fee7,
      coalesce(${runwayDays(sql`b.available`, sql`w.fee7`, AVERAGE_DAYS)} < ${lowBalanceDays}, false) as low_balance,
      coalesce(y.fee > 0 and coalesce(t.fee, 0) < y.fee * ${1 - descentRatio}, false) as descent,
      coalesce(w.fee7 > 0 and h.fee > w.fee7 * ${spikeFactor / (AVERAGE_DAYS * 24)}, false) as spike,
      coalesce(t.clicks > 0 and w.clicks7 > 0 and t.fee * w.clicks7 > ${cpcFactor} * w.fee7 * t.clicks, false)
        as cpc_anomaly,
      m.account_id is not null as monitored, m.hourly_fee as hourly_limit, m.balance as balance_limit
    from ad_accounts a0
    left join account_hours_daily t on t.account_id = a0.id and t.day = ${today}
    left join account_hourly h on h.account_id = a0.id and h.day = ${today} and h.hour = ${hour}
    left join (${sameTime(yesterday, hour, options)}) y on y.account_id = a0.id
    left join balance_snapshots b on b.account_id = a0.id and b.day = ${today}
    left join (select account_id, sum(fee) as fee7, sum(clicks) as clicks7 from account_daily
               where day between ${addDays(today, -7)} and ${yesterday}${only(sql`account_id`, options)}
               group by account_id) w on w.account_id = a0.id
    left join monitored_accounts m on m.account_id = a0.id
    where true${only(sql`a0.id`, options)}`;
}

/**
 * Each account's spend of `day` up to the end of `hour`: its hours up to it, or late in the day its whole day
 * less the hours after it, whichever reads fewer hours.
 */
function sameTime(day: string, hour: number, options: SourceOptions) {
  if (hour < 12)
    return sql`select account_id, sum(fee) as fee from account_hourly
      where day = ${day} and hour <= ${hour}${only(sql`account_id`, options)} group by account_id`;
  return sql`select d.account_id, d.fee - coalesce(l.fee, 0) as fee from account_hours_daily d
    left join (select account_id, sum(fee) as fee from account_hourly
               where day = ${day} and hour > ${hour}${only(sql`account_id`, options)} group by account_id) l
      on l.account_id = d.account_id
    where d.day = ${day}${only(sql`d.account_id`, options)}`;
}

export const todayAccounts = readOwn({
  parts: (_range, options) => [todayRows(options)],
  periods: false,
  daysRead: (_range, { today }) => [addDays(today, -7), today],
});
