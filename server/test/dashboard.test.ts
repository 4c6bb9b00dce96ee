import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeCards, HomeCharts } from '@adops/common/contract/dashboard';
import { adAccounts, balanceSnapshots, customers, targets, users } from '../src/db/schema';
import { writeDailyFacts, writeHourlyFacts } from '../src/facts/writer';
import { addDays, monthStart, shanghaiDay, shanghaiHour } from '../src/time';
import { createTestApi, spendFact, type TestApi } from './harness';

let api: TestApi;
let today: string;
let hour: number;

beforeAll(async () => {
  api = await createTestApi();
  // Noon in Shanghai on the 15th of a month, so that "today", "yesterday" and "this month" are all in one month.
  const now = Date.parse('2026-06-15T12:30:00+08:00');
  api.clock.advance(now - api.clock.now());
  today = shanghaiDay(api.clock.now());
  hour = shanghaiHour(api.clock.now());
  const people = Object.fromEntries(
    (await api.app.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [
      u.username,
      u.id,
    ]),
  );
  const [big, small] = await api.app.db
    .insert(customers)
    .values([{ name: '大客户' }, { name: '小客户' }])
    .returning({ id: customers.id });
  const [a1, a2] = await api.app.db
    .insert(adAccounts)
    .values([
      {
        platformId: 'H-1',
        name: '一部账户',
        customerId: big!.id,
        operatorId: people.operator,
        groupId: 1,
        departmentId: 5,
      },
      {
        platformId: 'H-2',
        name: '二部账户',
        customerId: small!.id,
        operatorId: people.gm,
        groupId: 2,
        departmentId: 6,
      },
    ])
    .returning({ id: adAccounts.id });
  const facts = [];
  for (let i = 1; i <= 14; i++) {
    facts.push(
      spendFact(a1!.id, addDays(today, -i), 300_000),
      spendFact(a2!.id, addDays(today, -i), 100_000),
    );
  }
  facts.push(spendFact(a1!.id, addDays(today, -40), 777)); // before the month and the trend
  await writeDailyFacts(api.app.db, facts);
  const hours = (accountId: number, day: string, perHour: number) =>
    Array.from({ length: 24 }, (_, h) => ({
      accountId,
      day,
      hour: h,
      fee: perHour,
      impressions: 0,
      clicks: 0,
    }));
  await writeHourlyFacts(api.app.db, [
    ...hours(a1!.id, addDays(today, -1), 12_500).slice(0, 24),
    ...hours(a1!.id, today, 10_000).slice(0, hour + 1),
    ...hours(a2!.id, today, 5_000).slice(0, hour + 1),
  ]);
  await api.app.db.insert(balanceSnapshots).values([
    { accountId: a1!.id, day: today, available: 600_000 },
    { accountId: a2!.id, day: today, available: 10_000_000 },
  ]);
  // A team's target is its operators' (set on the operators' page): the rows set for the company or a
  // department are not what Home shows.
  const month = monthStart(today);
  await api.app.db.insert(targets).values([
    { scope: 'company', period: 'month', periodStart: month, amount: 99_000_000 },
    { scope: 'department', scopeId: 5, period: 'month', periodStart: month, amount: 1_000_000 },
    { scope: 'operator', scopeId: people.operator!, period: 'month', periodStart: month, amount: 6_000_000 },
    { scope: 'operator', scopeId: people.grouplead!, period: 'month', periodStart: month, amount: 3_000_000 },
    { scope: 'operator', scopeId: people.gm!, period: 'month', periodStart: month, amount: 11_000_000 },
    { scope: 'operator', scopeId: people.gm!, period: 'month', periodStart: addDays(month, -1), amount: 5 },
  ]);
});
afterAll(() => api.close());

describe('Home cards', () => {
  it('add up today so far, yesterday, the month, active and low-balance accounts, against the target', async () => {
    const { token } = await api.login('admin');
    const { data } = await api.call<HomeCards>('GET', '/api/zhImport/homeSearch', { token });
    expect(hour).toBe(12);
    expect(data).toEqual({
      today,
      hour: 12,
      todayFee: 13 * 15_000,
      yesterdaySameTimeFee: 13 * 12_500,
      yesterdayFee: 400_000,
      monthFee: 14 * 400_000 + 13 * 15_000,
      monthTarget: 20_000_000,
      monthElapsed: Math.round(((14 + 13 / 24) / 30) * 10_000) / 10_000,
      activeAccounts: 2,
      lowBalanceAccounts: 1,
      activeDays: 7,
      lowBalanceDays: 3,
    });
  });

  it("count only the department's accounts for its head, against its operators' targets", async () => {
    const { token } = await api.login('depthead');
    const { data } = await api.call<HomeCards>('GET', '/api/zhImport/homeSearch', { token });
    expect(data).toMatchObject({
      todayFee: 13 * 10_000,
      yesterdayFee: 300_000,
      monthTarget: 9_000_000,
      activeAccounts: 1,
    });
  });

  it("show a group lead the sum of the targets the operators' page lists for their group, month to date as it counts it", async () => {
    const { token } = await api.login('grouplead');
    const { data } = await api.call<HomeCards>('GET', '/api/zhImport/homeSearch', { token });
    const operators = await api.call<{ list: { monthTarget: number | null; monthFee: number }[] }>(
      'GET',
      '/api/crm/operator/list',
      { token, query: { pageSize: 100 } },
    );
    const listed = operators.data.list;
    expect(data.monthTarget).toBe(listed.reduce((s, o) => s + (o.monthTarget ?? 0), 0));
    expect(data.monthTarget).toBe(9_000_000);
    // Both count the month to date with today's hours so far.
    expect(listed.reduce((s, o) => s + o.monthFee, 0)).toBe(data.monthFee);
  });
});

describe('Home charts', () => {
  it('give 30 days of trend with empty days as zero, and yesterday by department and by customer', async () => {
    const { token } = await api.login('admin');
    const { data } = await api.call<HomeCharts>('GET', '/api/zhImport/getChart', { token });
    expect(data.trend).toHaveLength(30);
    expect(data.trend.at(-1)).toEqual({ day: addDays(today, -1), fee: 400_000 });
    expect(data.trend[0]).toEqual({ day: addDays(today, -30), fee: 0 });
    expect(data.byDepartment).toEqual([
      { departmentId: 5, name: '运营一部', fee: 300_000 },
      { departmentId: 6, name: '运营二部', fee: 100_000 },
    ]);
    expect(data.topCustomers.map((c) => [c.name, c.fee])).toEqual([
      ['大客户', 300_000],
      ['小客户', 100_000],
    ]);
  });
});
