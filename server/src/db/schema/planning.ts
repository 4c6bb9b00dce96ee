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
import { customers } from './business';

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
