import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListResult } from '@adops/common/contract/fields';
import type { AccountRow } from '@adops/common/contract/account';
import type { OperationRow } from '@adops/common/contract/todayOperation';
import { createSimulator } from '../src/connectors/platform/simulator';
import { queryRows } from '../src/db/rows';
import { seedDemo } from '../src/db/seed/demo';
import { TIERS } from '../src/db/seed/tiers';
import { SIMULATED_WORLD, readSetting, type SimulatedWorld } from '../src/db/settings';
import { addDays, shanghaiDay, shanghaiHour, shanghaiTime } from '../src/time';
import { createTestApi, DEMO_PASSWORD, TestClock, type TestApi } from './harness';

let api: TestApi;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
const today = shanghaiDay(clock.now());
const tier = TIERS.small;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(api.app.db, query))[0]!;

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock, robotBase: 'https://qyapi.weixin.qq.com' });
});
afterAll(() => api.close());

describe('the demo seed', () => {
  it('writes nothing into a database that has users', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from account_daily`);
    expect(
      await seedDemo(api.database, { password: DEMO_PASSWORD, tier: 'small', now: () => new Date() }),
    ).toBe(false);
    expect(await one<{ n: number }>(sql`select count(*)::int as n from account_daily`)).toEqual(before);
  });

  it('files every account under a customer and an operator of its own group and department', async () => {
    const counts = await one<{
      accounts: number;
      customers: number;
      misfiled: number;
      unassigned: number;
    }>(sql`
      select (select count(*)::int from ad_accounts) as accounts,
             (select count(*)::int from customers where region_code is not null and sales_id is not null) as customers,
             (select count(*)::int from ad_accounts a join users u on u.id = a.operator_id
               where a.department_id <> u.department_id or a.group_id is distinct from u.group_id) as misfiled,
             (select count(*)::int from ad_accounts where customer_id is null or operator_id is null) as unassigned`);
    expect(counts.customers).toBe(tier.brands);
    expect(counts.accounts).toBeGreaterThan(tier.brands);
    expect(counts.misfiled).toBe(0);
    expect(counts.unassigned).toBe(0);
  });

  it('holds the simulator’s closed days, and the world it came from is kept to continue after a restart', async () => {
    const world = await readSetting<SimulatedWorld>(api.app.db, SIMULATED_WORLD);
    expect(world).toMatchObject({ seed: tier.seed, anchorDay: today, accounts: tier.accounts });
    // A simulator made later from the kept world tells the same history.
    const later = createSimulator({ ...world!, now: () => new Date(clock.now() + 3 * 86_400_000) });
    const first = addDays(today, -tier.dailyDays);
    let expected = 0;
    for (const a of later.accounts.filter((x) => x.openedOn <= today)) {
      for (const row of later.dailyRows(a.advertiserId, first, addDays(today, -8))) expected += row.fee;
    }
    const stored = await one<{ fee: number }>(
      sql`select coalesce(sum(fee), 0)::bigint as fee from account_daily where day <= ${addDays(today, -8)}`,
    );
    expect(Number(stored.fee)).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('keeps every weekly and monthly rollup equal to the sum of its days', async () => {
    for (const [table, period] of [
      ['account_weekly', 'week'],
      ['account_monthly', 'month'],
    ]) {
      const mismatched = await one<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table!)} r
        full join (select account_id, date_trunc(${period}, day)::date as period, sum(fee) as fee, sum(clicks) as clicks
                   from account_daily group by 1, 2) d
          on d.account_id = r.account_id and d.period = r.${sql.identifier(period!)}
        where r.fee is distinct from d.fee or r.clicks is distinct from d.clicks`);
      expect(mismatched.n).toBe(0);
    }
  });

  it('has today up to the current hour, the hours before it, balances, fund records and targets', async () => {
    const hours = await one<{ latest: number; days: number }>(
      sql`select max(hour) filter (where day = ${today}) as latest, count(distinct day)::int as days from account_hourly`,
    );
    expect(hours).toEqual({ latest: shanghaiHour(clock.now()), days: tier.hourlyDays });
    const money = await one<{ balances: number; funds: number; targets: number; online: number }>(sql`
      select (select count(*)::int from balance_snapshots where day = ${today}) as balances,
             (select count(*)::int from fund_records) as funds,
             (select count(*)::int from targets where scope = 'operator' and period_start = ${today.slice(0, 8) + '01'}) as targets,
             (select count(*)::int from ad_accounts where online_day is not null) as online`);
    expect(money.balances).toBeGreaterThan(0);
    expect(money.funds).toBeGreaterThan(0);
    expect(money.targets).toBeGreaterThan(0);
    expect(money.online).toBeGreaterThan(0);
  });

  it('gives the demo operator a book of their own, and only that', async () => {
    const { token, id } = await api.login('operator');
    const list = await api.call<ListResult<AccountRow>>('GET', '/api/crm/account/list', {
      token,
      query: { page: 1, pageSize: 100 },
    });
    expect(list.status).toBe(1);
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.list.every((a) => a.operatorId === id)).toBe(true);
  });

  it('gives the demo a day of operations to show, all of it before now', async () => {
    const { token } = await api.login('admin');
    const day = await api.call<ListResult<OperationRow>>('GET', '/api/crm/todayOperation/list', {
      token,
      query: { pageSize: 100 },
    });
    expect(day.data.list.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['operatorChanged', 'descentRecorded', 'questionOpened', 'questionSolved']),
    );
    const now = shanghaiTime(clock.now());
    expect(day.data.list.every((r) => r.time >= `${today} 00:00:00` && r.time <= now)).toBe(true);
    const opened = await one<{ n: number }>(
      sql`select count(*)::int as n from ad_accounts where created_at >= ${`${today}T00:00:00+08:00`}::timestamptz`,
    );
    const openedToday = await one<{ n: number }>(
      sql`select count(*)::int as n from ad_accounts where opened_on = ${today}`,
    );
    expect(opened).toEqual(openedToday);
  });

  it('gives operations departments and the biggest customers group robots, and the rules on them', async () => {
    const robots = await queryRows<{ name: string; kind: string }>(
      api.app.db,
      sql`select name, kind from notice_robots order by id`,
    );
    expect(robots.filter((r) => r.kind === 'internal').map((r) => r.name)).toEqual([
      '运营一部内部群',
      '运营二部内部群',
      '运营三部内部群',
      '运营四部内部群',
    ]);
    expect(robots.filter((r) => r.kind === 'customer')).toHaveLength(3);
    const rules = await queryRows<{ event: string; robots: string[] }>(
      api.app.db,
      sql`select r.event, array(select b.kind from notice_robots b where b.id = any(r.robot_ids) order by b.id) as robots
        from notice_rules r order by r.id`,
    );
    expect(rules.map((r) => [r.event, [...new Set(r.robots)]])).toEqual([
      ['dailyReport', ['customer']],
      ['lowBalance', ['internal']],
      ['questionAssigned', ['internal']],
    ]);
  });
});
