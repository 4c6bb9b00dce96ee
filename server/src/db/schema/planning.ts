import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { adAccounts, customers } from './business';

/** Spend targets of the company, a department, a group, an operator or a customer, per month or quarter. */
export const targets = pgTable(
  'targets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scope: varchar('scope', { length: 20 }).notNull(),
    /** The department, group, operator or customer; null for the company. */
    scopeId: integer('scope_id'),
    period: varchar('period', { length: 10 }).notNull(),
    /** First day of the month or quarter. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('targets_unique').on(t.scope, sql`coalesce(${t.scopeId}, 0)`, t.period, t.periodStart)],
);

export const customerBudgets = pgTable(
  'customer_budgets',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    budget: bigint('budget', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.month] })],
);

/** An account's month task (PAGES.md, the workbench's account task list): the spend it should reach. */
export const accountTasks = pgTable(
  'account_tasks',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);

/** The accounts watched from the workbench, with the thresholds they are watched by (null: not by that one). */
export const monitoredAccounts = pgTable('monitored_accounts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => adAccounts.id, { onDelete: 'cascade' }),
  /** An hour's spend above this (cents) is over. */
  hourlyFee: bigint('hourly_fee', { mode: 'number' }),
  /** An available balance below this (cents) is over. */
  balance: bigint('balance', { mode: 'number' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});
