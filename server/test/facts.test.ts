import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccounts, campaignPlans, customers } from '../src/db/schema';
import { queryRows } from '../src/db/rows';
import { writeDailyFacts, writeHourlyFacts, writePlanHourlyFacts, type DailyFact } from '../src/facts/writer';
import { addDays } from '../src/time';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let accounts: number[];
let customerId: number;

beforeAll(async () => {
  api = await createTestApi();
  const [customer] = await api.app.db
    .insert(customers)
    .values({ name: '事实客户' })
    .returning({ id: customers.id });
  customerId = customer!.id;
  const rows = await api.app.db
    .insert(adAccounts)
    .values([
      { platformId: 'F-1', name: 'F1', customerId },
      { platformId: 'F-2', name: 'F2', customerId },
    ])
    .returning({ id: adAccounts.id });
  accounts = rows.map((r) => r.id);
});
afterAll(() => api.close());

/** 2026-01-20 .. 2026-03-10: across two month ends and many week edges (Monday weeks). */
function facts(accountId: number, scale = 1): DailyFact[] {
  return Array.from({ length: 50 }, (_, i) => {
    const day = addDays('2026-01-20', i);
    const fee = i < 3 && accountId === accounts[1] ? 0 : (1000 + i * 37) * scale;
    return {
      accountId,
      day,
      fee,
      cashFee: Math.floor(fee * 0.9),
      grantFee: fee - Math.floor(fee * 0.9),
      impressions: 100 * i,
      clicks: 3 * i,
      interactions: i,
      consults: i % 3,
      leads: i % 5,
      landingVisits: i,
      orderValue: 0,
    };
  });
}

interface Totals {
  fee: number;
  clicks: number;
  leads: number;
}
const totals = (table: 'account_daily' | 'account_weekly' | 'account_monthly') =>
  queryRows<Totals>(
    api.app.db,
    sql`select sum(fee)::float8 as fee, sum(clicks)::float8 as clicks, sum(leads)::float8 as leads
    from ${sql.identifier(table)}`,
  );

/** Every rollup row against the sum of the daily rows in its period, and its first and last day with spend. */
async function mismatches(table: 'account_weekly' | 'account_monthly', period: 'week' | 'month') {
  return queryRows(
    api.app.db,
    sql`select r.account_id, r.${sql.identifier(period)} as period, r.fee, d.fee as daily_fee
      from ${sql.identifier(table)} r
      left join (select account_id, date_trunc(${period}, day)::date as period, sum(fee) as fee, sum(leads) as leads,
                   min(day) filter (where fee > 0) as first_spend, max(day) filter (where fee > 0) as last_spend
                 from account_daily group by 1, 2) d
        on d.account_id = r.account_id and d.period = r.${sql.identifier(period)}
      where (d.fee, d.leads, d.first_spend, d.last_spend)
        is distinct from (r.fee, r.leads, r.first_spend, r.last_spend)`,
  );
}

/** The customer's months: each with its first and last day with spend. */
const customerMonths = () =>
  queryRows<{ month: string; first: string | null; last: string | null }>(
    api.app.db,
    sql`select month::text as month, first_spend::text as first, last_spend::text as last
      from customer_monthly where customer_id = ${customerId} order by month`,
  );

describe('daily facts', () => {
  it('keep weekly and monthly rollups equal to the sum of their days', async () => {
    await api.app.db.transaction((tx) =>
      writeDailyFacts(tx, [...facts(accounts[0]!), ...facts(accounts[1]!)]),
    );
    expect(await mismatches('account_weekly', 'week')).toEqual([]);
    expect(await mismatches('account_monthly', 'month')).toEqual([]);
    const [daily] = await totals('account_daily');
    expect(await totals('account_monthly')).toEqual([daily]);
    expect(await totals('account_weekly')).toEqual([daily]);
    const months = await queryRows<{ month: string }>(
      api.app.db,
      sql`select distinct month::text from account_monthly order by 1`,
    );
    expect(months.map((m) => m.month)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('change nothing when the same facts come again', async () => {
    const [before] = await totals('account_daily');
    await api.app.db.transaction((tx) => writeDailyFacts(tx, facts(accounts[0]!)));
    expect(await totals('account_daily')).toEqual([before]);
    expect(await totals('account_monthly')).toEqual([before]);
  });

  it('follow a restated day into its week and month', async () => {
    const restated = facts(accounts[0]!)
      .slice(40, 41)
      .map((f) => ({ ...f, fee: f.fee + 500, leads: f.leads + 2 }));
    await api.app.db.transaction((tx) => writeDailyFacts(tx, restated));
    expect(await mismatches('account_weekly', 'week')).toEqual([]);
    expect(await mismatches('account_monthly', 'month')).toEqual([]);
  });

  it('set the first day with spend of the account and its customer', async () => {
    const rows = await api.app.db
      .select({ id: adAccounts.id, onlineDay: adAccounts.onlineDay })
      .from(adAccounts);
    expect(rows.find((r) => r.id === accounts[0])!.onlineDay).toBe('2026-01-20');
    expect(rows.find((r) => r.id === accounts[1])!.onlineDay).toBe('2026-01-23');
    const [customer] = await api.app.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer!.firstSpendDay).toBe('2026-01-20');
  });

  it("keep each month's first and last day with spend, its customer's too, as days are restated", async () => {
    expect(await customerMonths()).toEqual([
      { month: '2026-01-01', first: '2026-01-20', last: '2026-01-31' },
      { month: '2026-02-01', first: '2026-02-01', last: '2026-02-28' },
      { month: '2026-03-01', first: '2026-03-01', last: '2026-03-10' },
    ]);
    const nothingOn = (accountId: number, day: string) => ({
      ...facts(accountId).find((f) => f.day === day)!,
      fee: 0,
      cashFee: 0,
      grantFee: 0,
    });
    await api.app.db.transaction((tx) =>
      writeDailyFacts(tx, [
        nothingOn(accounts[0]!, '2026-01-20'),
        ...accounts.map((id) => nothingOn(id, '2026-03-10')),
        ...accounts.map((id) => nothingOn(id, '2026-03-01')),
      ]),
    );
    expect(await mismatches('account_weekly', 'week')).toEqual([]);
    expect(await mismatches('account_monthly', 'month')).toEqual([]);
    // A first or last day restated to no spend gives way to the nearest day with some, of either account.
    expect(await customerMonths()).toEqual([
      { month: '2026-01-01', first: '2026-01-21', last: '2026-01-31' },
      { month: '2026-02-01', first: '2026-02-01', last: '2026-02-28' },
      { month: '2026-03-01', first: '2026-03-02', last: '2026-03-09' },
    ]);
  });

  it('are written in one transaction with the rollups, or not at all', async () => {
    const [before] = await totals('account_daily');
    const broken = [
      ...facts(accounts[0]!, 2).slice(0, 5),
      { ...facts(accounts[0]!)[5]!, accountId: 999_999 },
    ];
    await expect(api.app.db.transaction((tx) => writeDailyFacts(tx, broken))).rejects.toThrow();
    expect(await totals('account_daily')).toEqual([before]);
    expect(await totals('account_monthly')).toEqual([before]);
  });
});

describe('hourly facts', () => {
  it('are upserted per account, day and hour', async () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      accountId: accounts[0]!,
      day: '2026-03-11',
      hour,
      fee: 10 * hour,
      impressions: hour,
      clicks: 1,
    }));
    await writeHourlyFacts(api.app.db, hours);
    await writeHourlyFacts(
      api.app.db,
      hours.map((h) => ({ ...h, fee: h.fee + 1 })),
    );
    const [row] = await queryRows<{ n: number; fee: number }>(
      api.app.db,
      sql`select count(*)::int as n, sum(fee)::float8 as fee from account_hourly where day = '2026-03-11'`,
    );
    expect(row).toEqual({ n: 24, fee: 10 * 276 + 24 });
    // The account's day and its customer's hours hold the restated hours, not both writes.
    expect(
      await queryRows(
        api.app.db,
        sql`select day::text, fee::float8, impressions::float8, clicks::float8 from account_hours_daily
            where account_id = ${accounts[0]!}`,
      ),
    ).toEqual([{ day: '2026-03-11', fee: 10 * 276 + 24, impressions: 276, clicks: 24 }]);
    expect(
      await queryRows(
        api.app.db,
        sql`select hour, fee::float8 from customer_hourly
            where customer_id = ${customerId} and day = '2026-03-11' order by hour`,
      ),
    ).toEqual(hours.map(({ hour, fee }) => ({ hour, fee: fee + 1 })));
  });

  it('of campaign plans are upserted per plan, day and hour', async () => {
    const [plan] = await api.app.db
      .insert(campaignPlans)
      .values({ accountId: accounts[0]!, platformPlanId: 'PL-1', name: '计划一', marketingTarget: 'leads' })
      .returning({ id: campaignPlans.id });
    const hours = Array.from({ length: 3 }, (_, hour) => ({
      planId: plan!.id,
      day: '2026-03-11',
      hour,
      fee: 7,
      impressions: 1,
      clicks: 0,
    }));
    await writePlanHourlyFacts(api.app.db, hours);
    await writePlanHourlyFacts(
      api.app.db,
      hours.map((h) => ({ ...h, fee: 9 })),
    );
    const [row] = await queryRows<{ n: number; fee: number }>(
      api.app.db,
      sql`select count(*)::int as n, sum(fee)::float8 as fee from plan_hourly where plan_id = ${plan!.id}`,
    );
    expect(row).toEqual({ n: 3, fee: 27 });
    // The plan's day and its team's plan hours hold the restated hours, not both writes.
    expect(
      await queryRows(
        api.app.db,
        sql`select day::text, fee::float8, impressions::float8 from plan_daily where plan_id = ${plan!.id}`,
      ),
    ).toEqual([{ day: '2026-03-11', fee: 27, impressions: 3 }]);
    for (const table of ['team_plan_hourly', 'customer_plan_hourly'])
      expect(
        await queryRows(
          api.app.db,
          sql`select hour, fee::float8 from ${sql.identifier(table)} where day = '2026-03-11' order by hour`,
        ),
        table,
      ).toEqual(hours.map(({ hour }) => ({ hour, fee: 9 })));
  });
});
