import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

export interface UnreconciledDay {
  accountId: number;
  day: string;
  /** The day's change of the account's balance, cents. */
  change: number;
  /** The day's fund records less its spend, cents. */
  booked: number;
}

/**
 * The days whose balance change is not what the books say: for every account and every day whose day before
 * has a balance too, the balance at the day's end less the one before must be the day's fund records (money
 * in, money out) less the day's spend (closed days from the daily facts, today from its hours). Day by day it
 * holds, so it holds over any period. Empty when the ledger reconciles.
 */
export async function unreconciledDays(db: Executor, limit = 20): Promise<UnreconciledDay[]> {
  const rows = await queryRows<{ account_id: number; day: string; change: string; booked: string }>(
    db,
    sql`
    with changes as (
      select account_id, day, total - lag(total) over w as change, lag(day) over w as before
      from balance_snapshots
      window w as (partition by account_id order by day)
    ),
    funds as (
      select account_id, (occurred_at at time zone 'Asia/Shanghai')::date as day, sum(amount) as amount
      from fund_records group by 1, 2
    ),
    hours as (
      select account_id, day, sum(fee) as fee from account_hourly
      where day > (select max(day) from account_daily) group by 1, 2
    )
    select c.account_id, to_char(c.day, 'YYYY-MM-DD') as day, c.change,
      coalesce(f.amount, 0) - coalesce(d.fee, h.fee, 0) as booked
    from changes c
    left join funds f on f.account_id = c.account_id and f.day = c.day
    left join account_daily d on d.account_id = c.account_id and d.day = c.day
    left join hours h on h.account_id = c.account_id and h.day = c.day
    where c.before = c.day - 1 and c.change <> coalesce(f.amount, 0) - coalesce(d.fee, h.fee, 0)
    order by c.account_id, c.day
    limit ${limit}`,
  );
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    day: r.day,
    change: Number(r.change),
    booked: Number(r.booked),
  }));
}
