import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { adAccounts, campaignPlans, notes } from './business';

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The measures of a day of an account (DOMAIN.md): money in cents, the rest counts. Weekly and monthly rollups
 * carry the same columns, summed.
 */
function deliveryMeasures() {
  return {
    fee: count('fee'),
    cashFee: count('cash_fee'),
    grantFee: count('grant_fee'),
    impressions: count('impressions'),
    clicks: count('clicks'),
    interactions: count('interactions'),
    consults: count('consults'),
    leads: count('leads'),
    landingVisits: count('landing_visits'),
    orderValue: count('order_value'),
  };
}

const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => adAccounts.id, { onDelete: 'cascade' });

/** One row per account and business day (Asia/Shanghai); written by upsert, so a repeat never double-counts. */
export const accountDaily = pgTable(
  'account_daily',
  { accountId: accountId(), day: date('day', { mode: 'string' }).notNull(), ...deliveryMeasures() },
  (t) => [primaryKey({ columns: [t.accountId, t.day] }), index('account_daily_day').on(t.day)],
);

/** Natural weeks (Monday first), kept in the same transaction as the daily rows they sum. */
export const accountWeekly = pgTable(
  'account_weekly',
  { accountId: accountId(), week: date('week', { mode: 'string' }).notNull(), ...deliveryMeasures() },
  (t) => [primaryKey({ columns: [t.accountId, t.week] }), index('account_weekly_week').on(t.week)],
);

/** Calendar months (first day), kept in the same transaction as the daily rows they sum. */
export const accountMonthly = pgTable(
  'account_monthly',
  { accountId: accountId(), month: date('month', { mode: 'string' }).notNull(), ...deliveryMeasures() },
  (t) => [primaryKey({ columns: [t.accountId, t.month] }), index('account_monthly_month').on(t.month)],
);

function hourlyMeasures() {
  return { fee: count('fee'), impressions: count('impressions'), clicks: count('clicks') };
}

export const accountHourly = pgTable(
  'account_hourly',
  {
    accountId: accountId(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    ...hourlyMeasures(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.hour] }), index('account_hourly_day').on(t.day)],
);

/**
 * The hours of every account of a team (department, group, operator and platform product, as the accounts are
 * placed now), summed: what the hour-by-hour reports of all accounts read, a few hundred rows an hour rather than
 * ten thousand. Kept by the fact writer as hours are written and moved when an account is placed elsewhere.
 */
export const teamHourly = pgTable(
  'team_hourly',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    departmentId: integer('department_id'),
    groupId: integer('group_id'),
    operatorId: integer('operator_id'),
    product: varchar('product', { length: 20 }).notNull(),
    ...hourlyMeasures(),
  },
  (t) => [
    unique('team_hourly_team')
      .on(t.day, t.hour, t.departmentId, t.groupId, t.operatorId, t.product)
      .nullsNotDistinct(),
  ],
);

export const planHourly = pgTable(
  'plan_hourly',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => campaignPlans.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    ...hourlyMeasures(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day, t.hour] }), index('plan_hourly_day').on(t.day)],
);

export const noteDaily = pgTable(
  'note_daily',
  {
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    day: date('day', { mode: 'string' }).notNull(),
    fee: count('fee'),
    impressions: count('impressions'),
    clicks: count('clicks'),
    interactions: count('interactions'),
    leads: count('leads'),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.accountId, t.day] }), index('note_daily_day').on(t.day)],
);
