import { bigint, date, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { adAccounts } from './business';

/**
 * A descent the operator explained (descentDetails): the account's spend in a period against the equal period
 * before, as it stood when recorded, with the reason and the action taken. Kept as recorded: restated facts
 * change the report's figures, never this record.
 */
export const descentReasons = pgTable(
  'descent_reasons',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    previousFee: bigint('previous_fee', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    action: varchar('action', { length: 500 }).notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.periodStart, t.periodEnd] })],
);

/** What the operator did with an account in a natural week (accountWeekOperation), from its Monday. */
export const accountWeekNotes = pgTable(
  'account_week_notes',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 1000 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.week] })],
);
