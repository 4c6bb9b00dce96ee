import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { departments, operationGroups } from './org';

/** The agency's clients (advertisers). The business-data issue adds the rest of their fields. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    salesId: integer('sales_id').references(() => users.id),
    departmentId: integer('department_id').references(() => departments.id),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_sales').on(t.salesId), index('customers_department').on(t.departmentId)],
);

/** Promotion accounts on the ad platform, each run by one operator. */
export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    platformId: varchar('platform_id', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    operatorId: integer('operator_id').references(() => users.id),
    groupId: integer('group_id').references(() => operationGroups.id),
    departmentId: integer('department_id').references(() => departments.id),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_accounts_customer').on(t.customerId),
    index('ad_accounts_operator').on(t.operatorId),
    index('ad_accounts_group').on(t.groupId),
    index('ad_accounts_department').on(t.departmentId),
  ],
);
