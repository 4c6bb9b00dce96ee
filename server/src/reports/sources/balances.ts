import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../time';
import { only } from './parts';
import type { SourceOptions } from './index';
import { readOwn } from './readOwn';

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

/** Each account's balance as of the range's last day and its spend of the 7 days before (BALANCE, RUNWAY). */
export const balances = readOwn({
  parts: ([, end], options) => [balanceRows(end < options.today ? end : options.today, options)],
  periods: true,
  daysRead: ([, end], options) => {
    const asOf = end < options.today ? end : options.today;
    return [addDays(asOf, -7), asOf];
  },
});
