import { rowVersion } from './version';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { departments, operationGroups } from './org';
import { createdAt } from './columns';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

/** Industry → sub-industry; customers and accounts are filed under it. */
export const accountCategories = pgTable(
  'account_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => accountCategories.id),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_categories_parent_name').on(sql`coalesce(${t.parentId}, 0)`, t.name)],
);

/** The agency's clients (advertisers). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 50 }),
    categoryId: integer('category_id').references(() => accountCategories.id),
    /** Six-digit administrative code (province, city, county). */
    regionCode: char('region_code', { length: 6 }),
    salesId: integer('sales_id').references(() => users.id),
    departmentId: integer('department_id').references(() => departments.id),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    /** Service fee and rebate as basis points of spend (600 = 6%). */
    serviceFeeRate: integer('service_fee_rate').notNull().default(0),
    rebateRate: integer('rebate_rate').notNull().default(0),
    /** First day with spend, kept by the fact writer. */
    firstSpendDay: date('first_spend_day', { mode: 'string' }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    version: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_sales').on(t.salesId),
    index('customers_department').on(t.departmentId),
    uniqueIndex('customers_name').on(t.name),
  ],
);

/** Promotion accounts on the ad platform, each run by one operator. */
export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The platform's advertiser id. */
    platformId: varchar('platform_id', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    operatorId: integer('operator_id').references(() => users.id),
    groupId: integer('group_id').references(() => operationGroups.id),
    departmentId: integer('department_id').references(() => departments.id),
    categoryId: integer('category_id').references(() => accountCategories.id),
    product: varchar('product', { length: 20 }).notNull().default('juguang'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    openedOn: date('opened_on', { mode: 'string' }),
    /** First day with spend, kept by the fact writer. */
    onlineDay: date('online_day', { mode: 'string' }),
    dailyBudget: cents('daily_budget'),
    createdAt: createdAt(),
    version: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ad_accounts_customer').on(t.customerId),
    index('ad_accounts_operator').on(t.operatorId),
    index('ad_accounts_group').on(t.groupId),
    index('ad_accounts_department').on(t.departmentId),
  ],
);

/** Campaign plans (计划) of an account. */
export const campaignPlans = pgTable(
  'campaign_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    platformPlanId: varchar('platform_plan_id', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    marketingTarget: varchar('marketing_target', { length: 20 }).notNull(),
    placement: varchar('placement', { length: 20 }).notNull().default('feed'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    budget: cents('budget'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaign_plans_account').on(t.accountId)],
);

/** The customers' own Xiaohongshu accounts (C端账号) whose notes are promoted. */
export const contentAccounts = pgTable(
  'content_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    platformUserId: varchar('platform_user_id', { length: 40 }).notNull().unique(),
    nickname: varchar('nickname', { length: 100 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    followers: integer('followers').notNull().default(0),
    noteCount: integer('note_count').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    createdAt: createdAt(),
    version: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_accounts_customer').on(t.customerId)],
);

/** Posts (笔记) of a content account. */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    platformNoteId: varchar('platform_note_id', { length: 40 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    contentAccountId: integer('content_account_id').references(() => contentAccounts.id),
    customerId: integer('customer_id').references(() => customers.id),
    publishedOn: date('published_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('notes_customer').on(t.customerId)],
);
