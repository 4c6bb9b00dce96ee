import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

export interface UnreconciledDay {
  accountId: number;
  day: string;
  /** The day's change of the account's balance, cents. */
  change: number;
  /** The day's fund records less the spend since the balance before, cents. */
  booked: number;
}

/**
 * The days whose balance change is not what the books say: for every account and every day whose day before
 * has a balance too, the balance of the day less the one before must be the day's fund records (money in, money
 * out) less the spend between the two balances. A balance is the platform's as read at its `read_at` with the
 * day's later records (`facts/balances.ts`): a closed day's end, or a reading during the day, which holds the
 * day's spend its hours say (they are read together), the rest of that day's spend (its daily fact less those
 * hours) falling to the next day's change. Day by day it holds, so it holds over any period. Empty when the
 * ledger reconciles.
 */
export async function unreconciledDays(db: Executor, limit = 20): Promise<UnreconciledDay[]> {
  const rows = await queryRows<{ account_id: number; day: string; change: string; booked: string }>(
    db,
    sql`
    with spend as (
      select b.account_id, b.day, b.total, coalesce(d.fee, h.fee, 0) as fee,
        case when b.read_at < (b.day + 1)::timestamp at time zone 'Asia/Shanghai' then coalesce(h.fee, 0)
          else coalesce(d.fee, h.fee, 0) end as counted
      from balance_snapshots b
      left join account_daily d on d.account_id = b.account_id and d.day = b.day
      left join account_hours_daily h on h.account_id = b.account_id and h.day = b.day
    ),
    changes as (
      select account_id, day, counted, total - lag(total) over w as change, lag(day) over w as before,
        lag(fee - counted) over w as rest
      from spend
      window w as (partition by account_id order by day)
    ),
    funds as (
      select account_id, (occurred_at at time zone 'Asia/Shanghai')::date as day, sum(amount) as amount
      from fund_records group by 1, 2
    ),
    booked as (
      select c.account_id, c.day, c.change, coalesce(f.amount, 0) - c.counted - c.rest as booked
      from changes c
      left join funds f on f.account_id = c.account_id and f.day = c.day
      where c.before = c.day - 1
    )
    select account_id, to_char(day, 'YYYY-MM-DD') as day, change, booked from booked
    where change <> booked
    order by account_id, day
    limit ${limit}`,
  );
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    day: r.day,
    change: Number(r.change),
    booked: Number(r.booked),
  }));
}
