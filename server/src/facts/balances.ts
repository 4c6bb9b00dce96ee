import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import type { PlatformBalance } from '../connectors/platform/types';
import { moveDays } from './versions';

/**
 * An account's balance snapshot of a day is the platform's figures as read at its `read_at`, plus the fund records
 * of that day the books have that came after the reading. Both writers keep it so: a reading written by the sync
 * takes the day's later records along, and a record new in the books is counted in its day's balance when that
 * was read before it, and in no other. A transfer is thus counted once in a balance, whichever of
 * the sync and the booking comes first.
 */

export interface BalanceReading extends Omit<PlatformBalance, 'advertiserId'> {
  accountId: number;
  day: string;
  /** When the platform's figures were read. */
  readAt: Date;
}

export interface NewFundRecord {
  accountId: number;
  occurredAt: Date;
  /** Cents, positive in, negative out. */
  amount: number;
}

const BALANCE_COLUMNS = ['cash', 'grant_balance', 'credit', 'frozen', 'total', 'available', 'read_at'];
const dayOf = (column: string) => sql.raw(`(${column} at time zone 'Asia/Shanghai')::date`);

/** Writes the platform's readings as the days' balances, each with the day's records in the books after it. */
export async function writeReadings(tx: Executor, readings: BalanceReading[]): Promise<number> {
  if (!readings.length) return 0;
  const rows = readings.map((r) => ({
    account_id: r.accountId,
    day: r.day,
    cash: r.cash,
    grant_balance: r.grant,
    credit: r.credit,
    frozen: r.frozen,
    total: r.total,
    available: r.available,
    read_at: r.readAt.toISOString(),
  }));
  await tx.execute(sql`with x as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(account_id int, day date, cash bigint,
        grant_balance bigint, credit bigint, frozen bigint, total bigint, available bigint, read_at timestamptz)
    ),
    later as (
      select x.account_id, coalesce(sum(f.amount), 0) as amount from x
      left join fund_records f on f.account_id = x.account_id and f.occurred_at > x.read_at
        and ${dayOf('f.occurred_at')} = x.day
      group by x.account_id
    )
    insert into balance_snapshots (account_id, day, ${sql.raw(BALANCE_COLUMNS.join(', '))})
    select x.account_id, x.day, x.cash + l.amount, x.grant_balance, x.credit, x.frozen, x.total + l.amount,
      x.available + l.amount, x.read_at
    from x join later l on l.account_id = x.account_id
    on conflict (account_id, day) do update set
      ${sql.raw(BALANCE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))}`);
  await moveDays(tx, [...new Set(readings.map((r) => r.day))]);
  return readings.length;
}

/**
 * Counts records new in the books in their days' balances read before them. A record's time is the platform's, to
 * the second; `booked`: the console booked them from the platform's answer, no sync having pulled them, and a
 * reading within the record's second then came before it (a sync that read after it would have pulled it, fund
 * records being pulled before the balance).
 */
export async function countInBalances(tx: Executor, records: NewFundRecord[], booked = false): Promise<void> {
  if (!records.length) return;
  const rows = records.map((r) => ({
    account_id: r.accountId,
    occurred_at: r.occurredAt.toISOString(),
    amount: r.amount,
  }));
  const before = booked ? sql.raw(`r.occurred_at + interval '1 second'`) : sql.raw('r.occurred_at');
  const moved = await queryRows<{ day: string }>(
    tx,
    sql`with r as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(account_id int, occurred_at timestamptz, amount bigint)
    ),
    counted as (
      select b.account_id, b.day, sum(r.amount) as amount from r
      join balance_snapshots b on b.account_id = r.account_id and b.day = ${dayOf('r.occurred_at')}
        and b.read_at < ${before}
      group by b.account_id, b.day
    )
    update balance_snapshots b set cash = b.cash + c.amount, total = b.total + c.amount,
      available = b.available + c.amount
    from counted c where b.account_id = c.account_id and b.day = c.day
    returning b.day::text as day`,
  );
  await moveDays(tx, [...new Set(moved.map((m) => m.day))]);
}
