import { bigint, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { adAccounts } from './business';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * An account's balance on a day: the platform's figures as read at `readAt` (a closed day's end, or the last sync
 * of the day), and the fund records of the day that came after that reading, once the books have them.
 */
export const balanceSnapshots = pgTable(
  'balance_snapshots',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    cash: cents('cash'),
    grant: cents('grant_balance'),
    credit: cents('credit'),
    frozen: cents('frozen'),
    total: cents('total'),
    available: cents('available'),
    /** When the platform's figures were read; a day's spend after it is not in the balance. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day] }),
    // A day's balances of every account (a month's end, for the customers' months) off the index alone: a day's
    // rows lie on as many pages of the table as there are accounts.
    index('balance_snapshots_day').on(t.day, t.accountId, t.available),
  ],
);

/** Money moving in or out of an account: recharges, transfers, refunds, grants. */
export const fundRecords = pgTable(
  'fund_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    operatorId: integer('operator_id').references(() => users.id),
    orderId: varchar('order_id', { length: 40 }),
    /** The platform's id of the record, so a repeated sync finds it again. */
    platformRecordId: varchar('platform_record_id', { length: 60 }).unique(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [index('fund_records_account_time').on(t.accountId, t.occurredAt)],
);
