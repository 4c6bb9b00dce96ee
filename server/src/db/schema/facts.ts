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
import { FACT_COLUMNS, HOURLY_KEYS, SUMMED_KEYS, type SummedKey } from '@adops/common/metrics';
import { adAccounts, campaignPlans, notes } from './business';

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The columns of these measures, as common/metrics.ts names them. */
const measureColumns = <K extends SummedKey>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, count(FACT_COLUMNS[key])])) as {
    [P in K]: ReturnType<typeof count>;
  };

/**
 * The measures of a day of an account (DOMAIN.md): money in cents, the rest counts. Weekly and monthly rollups
 * carry the same columns, summed.
 */
const deliveryMeasures = () => measureColumns(SUMMED_KEYS);

/**
 * A week's or month's first and last day with spend (null without any): what a customer's standing turns on
 * (online, dormant, woken), read off the rollup rather than its days.
 */
const spendDays = () => ({
  firstSpend: date('first_spend', { mode: 'string' }),
  lastSpend: date('last_spend', { mode: 'string' }),
});

const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => adAccounts.id, { onDelete: 'cascade' });

const planId = () =>
  integer('plan_id')
    .notNull()
    .references(() => campaignPlans.id, { onDelete: 'cascade' });

/** One row per account and business day (Asia/Shanghai); written by upsert, so a repeat never double-counts. */
export const accountDaily = pgTable(
  'account_daily',
  { accountId: accountId(), day: date('day', { mode: 'string' }).notNull(), ...deliveryMeasures() },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day] }),
    index('account_daily_day').on(t.day),
    // Pages of account days open on the biggest spenders: their top is read off this index. The day beside the
    // spend passes over other days' rows in the index rather than in the table (deep in it, where a narrow
    // scope's top rows lie).
    index('account_daily_fee').on(t.fee.desc().nullsLast(), t.day),
    // The spend by day of a few accounts (a page's: a pivot's cells, comparisons; a narrow scope's) off the index
    // alone: an account's days lie each on a page of its own, the table being in day order.
    index('account_daily_account_fee').on(t.accountId, t.day, t.fee),
  ],
);

/**
 * Natural weeks (Monday first), kept in the same transaction as the daily rows they sum; indexed by their spend as
 * the days are (the top of a page of account weeks is read off it).
 */
export const accountWeekly = pgTable(
  'account_weekly',
  {
    accountId: accountId(),
    week: date('week', { mode: 'string' }).notNull(),
    ...deliveryMeasures(),
    ...spendDays(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.week] }),
    index('account_weekly_week').on(t.week),
    index('account_weekly_fee').on(t.fee.desc().nullsLast(), t.week),
  ],
);

/** Calendar months (first day), kept in the same transaction as the daily rows they sum; indexed as the weeks. */
export const accountMonthly = pgTable(
  'account_monthly',
  {
    accountId: accountId(),
    month: date('month', { mode: 'string' }).notNull(),
    ...deliveryMeasures(),
    ...spendDays(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.month] }),
    index('account_monthly_month').on(t.month),
    index('account_monthly_fee').on(t.fee.desc().nullsLast(), t.month),
  ],
);

/** A summed rollup's columns: the facts' sums, how many accounts' rows each sums and how many of those spent. */
function summedMeasures() {
  return {
    ...deliveryMeasures(),
    spending: integer('spending').notNull().default(0),
    accounts: integer('accounts').notNull().default(0),
  };
}

/** A rollup's period, and the columns of its length: a week's or a month's days with spend. */
type Period<P extends 'day' | 'week' | 'month', C> = { period: P; columns: C };
const DAY = { period: 'day', columns: {} } satisfies Period<'day', object>;
const LONGER = (period: 'week' | 'month') => ({ period, columns: spendDays() });

/**
 * The accounts' facts summed per customer (as the accounts are placed now; accounts with no customer share the
 * row with none) for each day, week and month, with how many accounts' rows each sums and how many of those
 * spent: what reports of the whole agency's customers read, a row a customer rather than one an account. Kept by
 * the fact writer with the accounts' rollups and refreshed when an account is given to another customer.
 */
function customerRollup<C extends object>(
  name: string,
  { period, columns }: Period<'day' | 'week' | 'month', C>,
) {
  return pgTable(
    name,
    {
      customerId: integer('customer_id'),
      period: date(period, { mode: 'string' }).notNull(),
      ...summedMeasures(),
      ...columns,
    },
    (t) => [
      unique(`${name}_customer`).on(t.customerId, t.period).nullsNotDistinct(),
      index(`${name}_${period}`).on(t.period),
      // The biggest spenders of customer days (weeks, months) are read off it, as those of account days.
      index(`${name}_fee`).on(t.fee.desc().nullsLast(), t.period),
      // The spend of a few customers (a sales person's) over a range, what comparisons, the days of a series and
      // the month so far read, off the index alone: a day's rows of those customers lie on every page of it.
      index(`${name}_customer_fee`).on(t.customerId, t.period, t.fee),
    ],
  );
}

export const customerDaily = customerRollup('customer_daily', DAY);
export const customerWeekly = customerRollup('customer_weekly', LONGER('week'));
export const customerMonthly = customerRollup('customer_monthly', LONGER('month'));

/** Where an account is placed as far as its operator goes: keys of the teams' sums and of others. */
function operatorColumns() {
  return {
    departmentId: integer('department_id'),
    groupId: integer('group_id'),
    operatorId: integer('operator_id'),
  };
}

/** A team: an operator's accounts of one platform product. */
function teamColumns() {
  return { ...operatorColumns(), product: varchar('product', { length: 20 }).notNull() };
}

/**
 * The same sums per team (department, group, operator and platform product, as the accounts are placed now):
 * what reports of operators, groups and departments read, a few hundred rows a day. Refreshed when an account is
 * placed in another team.
 */
function teamRollup<C extends object>(
  name: string,
  { period, columns }: Period<'day' | 'week' | 'month', C>,
) {
  return pgTable(
    name,
    {
      period: date(period, { mode: 'string' }).notNull(),
      ...teamColumns(),
      ...summedMeasures(),
      ...columns,
    },
    (t) => [
      unique(`${name}_team`)
        .on(t.period, t.departmentId, t.groupId, t.operatorId, t.product)
        .nullsNotDistinct(),
    ],
  );
}

export const teamDaily = teamRollup('team_daily', DAY);
export const teamWeekly = teamRollup('team_weekly', LONGER('week'));
export const teamMonthly = teamRollup('team_monthly', LONGER('month'));

/**
 * The same sums per operator and customer (department, group, operator and customer, as the accounts are placed
 * now): what reports of operators read when they count the customers that spent, a row for each customer of each
 * operator rather than one an account. Refreshed when an account is given to another customer or operator.
 */
function operatorCustomerRollup<C extends object>(
  name: string,
  { period, columns }: Period<'day' | 'week' | 'month', C>,
) {
  return pgTable(
    name,
    {
      period: date(period, { mode: 'string' }).notNull(),
      ...operatorColumns(),
      customerId: integer('customer_id'),
      ...summedMeasures(),
      ...columns,
    },
    (t) => [
      unique(`${name}_key`)
        .on(t.period, t.departmentId, t.groupId, t.operatorId, t.customerId)
        .nullsNotDistinct(),
      // A scope of departments, groups or operators reads its own rows of a range by these, not every row of it
      // (written in the key's order within a period, a scope's rows of a day lie on a few pages).
      index(`${name}_department`).on(t.departmentId, t.period),
      index(`${name}_group`).on(t.groupId, t.period),
      index(`${name}_operator`).on(t.operatorId, t.period),
    ],
  );
}

export const operatorCustomerDaily = operatorCustomerRollup('operator_customer_daily', DAY);
export const operatorCustomerWeekly = operatorCustomerRollup('operator_customer_weekly', LONGER('week'));
export const operatorCustomerMonthly = operatorCustomerRollup('operator_customer_monthly', LONGER('month'));

const hourlyMeasures = () => measureColumns(HOURLY_KEYS);

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
 * An account's hours summed per day, kept as the hours are written: what reads an account's hours without their
 * hour (a pivot of accounts by hour ranks its rows over the range, its totals, today in a report by day) reads,
 * a row a day rather than one an hour.
 */
export const accountHoursDaily = pgTable(
  'account_hours_daily',
  { accountId: accountId(), day: date('day', { mode: 'string' }).notNull(), ...hourlyMeasures() },
  (t) => [primaryKey({ columns: [t.accountId, t.day] }), index('account_hours_daily_day').on(t.day)],
);

/** A team's hours: of its accounts (team_hourly) or of their campaign plans (team_plan_hourly). */
function teamHours(name: string) {
  return pgTable(
    name,
    {
      day: date('day', { mode: 'string' }).notNull(),
      hour: smallint('hour').notNull(),
      ...teamColumns(),
      ...hourlyMeasures(),
    },
    (t) => [
      unique(`${name}_team`)
        .on(t.day, t.hour, t.departmentId, t.groupId, t.operatorId, t.product)
        .nullsNotDistinct(),
    ],
  );
}

/**
 * The hours of every account of a team (department, group, operator and platform product, as the accounts are
 * placed now), summed: what the hour-by-hour reports of all accounts read, a few hundred rows an hour rather than
 * ten thousand. Kept by the fact writer as hours are written and moved when an account is placed elsewhere.
 */
export const teamHourly = teamHours('team_hourly');
/** The same of the accounts' campaign plans: the hours of all plans, for the plans' hour by hour. */
export const teamPlanHourly = teamHours('team_plan_hourly');

/**
 * A customer's hours, of its accounts (customer_hourly) or of their campaign plans (customer_plan_hourly), as the
 * accounts are placed now (accounts with no customer share the rows with none): what the hour-by-hour reports
 * read within a scope of customers (a sales person's), whose hours the teams' do not tell apart. Kept as the
 * teams' hours are.
 */
function customerHours(name: string) {
  return pgTable(
    name,
    {
      customerId: integer('customer_id'),
      day: date('day', { mode: 'string' }).notNull(),
      hour: smallint('hour').notNull(),
      ...hourlyMeasures(),
    },
    (t) => [
      unique(`${name}_customer`).on(t.customerId, t.day, t.hour).nullsNotDistinct(),
      // A few customers' hours are a few ranges of this index, read without the table: the rows of a day lie
      // in the order the hours came, every customer's on every page.
      index(`${name}_figures`).on(t.customerId, t.day, t.hour, ...HOURLY_KEYS.map((key) => t[key])),
      // A day's hours of every customer of a sales person (whose customers are kept above the parts read).
      index(`${name}_day`).on(t.day),
    ],
  );
}

export const customerHourly = customerHours('customer_hourly');
export const customerPlanHourly = customerHours('customer_plan_hourly');

export const planHourly = pgTable(
  'plan_hourly',
  {
    planId: planId(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    ...hourlyMeasures(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day, t.hour] }), index('plan_hourly_day').on(t.day)],
);

/** A plan's days, summed from its hours as they are written: the plans ranked over a range. */
export const planDaily = pgTable(
  'plan_daily',
  {
    planId: planId(),
    day: date('day', { mode: 'string' }).notNull(),
    ...hourlyMeasures(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] }), index('plan_daily_day').on(t.day)],
);

/**
 * A note's day as one account promoted it: part of that account's day (never more than it), written by upsert.
 */
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
