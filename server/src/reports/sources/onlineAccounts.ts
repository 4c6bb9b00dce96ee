import { sql } from 'drizzle-orm';
import { addDays } from '../../time';
import { only } from './parts';
import type { SourceOptions } from './index';
import { readOwn } from './readOwn';

/**
 * The accounts whose first day with spend (their online day, kept by the fact writer) falls in the range, one
 * row each on that day, with their spend since up to the last closed day, and whether it was their customer's
 * first day too (a new customer).
 */
function onlineRows([start, end]: [string, string], options: SourceOptions) {
  const lastClosed = addDays(options.today, -1);
  const period = options.bucket === 'none' ? sql`null::date` : sql`a0.online_day`;
  return sql`select a0.id as account_id, null::int as plan_id, ${period} as period, null::smallint as hour,
      (select coalesce(sum(d.fee), 0) from account_daily d
        where d.account_id = a0.id and d.day between a0.online_day and ${lastClosed}) as fee,
      coalesce(c0.first_spend_day = a0.online_day, false) as new_customer
    from ad_accounts a0 left join customers c0 on c0.id = a0.customer_id
    where a0.online_day between ${start} and ${end}${only(sql`a0.id`, options)}`;
}

export const onlineAccounts = readOwn({
  parts: (range, options) => [onlineRows(range, options)],
  periods: true,
  daysRead: ([start], { today }) => [start, addDays(today, -1)],
});
