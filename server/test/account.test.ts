import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { AccountChangeRow, AccountRow } from '@adops/common/contract/account';
import type { ListResult } from '@adops/common/contract/fields';
import { campaignPlans, customers, rechargeOrders, users } from '../src/db/schema';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows';
import { writeDailyFacts, writeHourlyFacts, writePlanHourlyFacts } from '../src/facts/writer';
import { shanghaiDay } from '../src/time';
import { createTestApi, spendFact, type TestApi } from './harness';

let api: TestApi;
let admin: string;
const ids: Record<string, number> = {};
const customerIds: number[] = [];

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  for (const u of await api.app.db.select({ id: users.id, username: users.username }).from(users))
    ids[u.username] = u.id;
  const rows = await api.app.db
    .insert(customers)
    .values([{ name: '客户一' }, { name: '客户二' }])
    .returning({ id: customers.id });
  customerIds.push(...rows.map((r) => r.id));
});
afterAll(() => api.close());

/** A save; a new account belongs to 客户一 and the demo operator unless the body says otherwise. */
const save = (token: string, body: Record<string, unknown>) =>
  api.call<AccountRow>('POST', '/api/crm/account/save', {
    token,
    body: body.id ? body : { customerId: customerIds[0], operatorId: ids.operator, ...body },
  });
const changes = (token: string, query: Record<string, unknown>) =>
  api.call<ListResult<AccountChangeRow>>('GET', '/api/crm/accountChange/list', { token, query });

describe('ad accounts', () => {
  it('take their department from their group, and refuse a group outside the department or a taken platform id', async () => {
    const created = await save(admin, {
      platformId: '6012345678900001',
      name: '客户一-聚光01',
      customerId: customerIds[0],
      operatorId: ids.operator,
      groupId: 1,
      dailyBudget: 500_000,
    });
    expect(created.data).toMatchObject({
      customerName: '客户一',
      operatorName: '陈运营',
      groupName: '非电商1组',
      departmentName: '运营一部',
      product: 'juguang',
      status: 'active',
      dailyBudget: 500_000,
      balance: null,
      monthFee: 0,
    });
    const outside = await save(admin, {
      platformId: '6012345678900002',
      name: 'x',
      groupId: 1,
      departmentId: 6,
    });
    expect(outside).toMatchObject({
      status: Status.INVALID,
      desc: '运营组无效：运营组不属于所选部门',
    });
    const taken = await save(admin, { platformId: '6012345678900001', name: 'y' });
    expect(taken).toMatchObject({ status: Status.CONFLICT, desc: '平台账户ID 6012345678900001 已存在' });
    const badDay = await save(admin, { platformId: '6012345678910000', name: 'z', openedOn: '2026/01/01' });
    expect(badDay.desc).toBe('开户日期无效：日期格式为 YYYY-MM-DD');
  });

  it('refuse an account id not shaped as the platform’s, and an account without its customer or operator', async () => {
    const raw = (body: Record<string, unknown>) =>
      api.call<AccountRow>('POST', '/api/crm/account/save', { token: admin, body });
    const owners = { customerId: customerIds[0], operatorId: ids.operator };
    expect((await raw({ platformId: '12ab', name: 'x', ...owners })).desc).toBe(
      '账户ID无效：账户ID为平台的广告主编号：6 至 20 位数字，不以 0 开头',
    );
    expect((await raw({ platformId: '6012345678999999', name: 'x', operatorId: ids.operator })).desc).toBe(
      '客户无效：必填',
    );
    expect(
      (await raw({ platformId: '6012345678999999', name: 'x', customerId: customerIds[0], operatorId: '' }))
        .desc,
    ).toBe('运营无效：必填');
    // An edit names only what it changes, but cannot empty what is required.
    const created = await raw({ platformId: '6012345678999999', name: 'x', ...owners });
    expect((await raw({ id: created.data.id, name: '改名' })).data.customerId).toBe(customerIds[0]);
    expect((await raw({ id: created.data.id, customerId: null })).desc).toBe('客户无效：必填');
  });

  it('record a transfer to another operator and customer, and a status change, by name, in the change record', async () => {
    const created = await save(admin, {
      platformId: '6012345678910001',
      name: '转移账户',
      customerId: customerIds[0],
      operatorId: ids.operator,
      groupId: 1,
    });
    await save(admin, {
      id: created.data.id,
      platformId: '6012345678910001',
      name: '转移账户(改名)',
      customerId: customerIds[0],
      operatorId: ids.operator,
      groupId: 1,
    });
    expect((await changes(admin, { accountId: created.data.id })).data.total).toBe(0);
    const moved = await save(admin, {
      id: created.data.id,
      platformId: '6012345678910001',
      name: '转移账户(改名)',
      customerId: customerIds[1],
      operatorId: ids.grouplead,
      groupId: 1,
      status: 'paused',
    });
    expect(moved.data).toMatchObject({ operatorName: '赵组长', customerName: '客户二', status: 'paused' });
    const trail = await changes(admin, { accountId: created.data.id, sort: 'field' });
    expect(
      trail.data.list.map(({ field, before, after, changedByName, source }) => ({
        field,
        before,
        after,
        changedByName,
        source,
      })),
    ).toEqual([
      {
        field: 'customerId',
        before: '客户一',
        after: '客户二',
        changedByName: '系统管理员',
        source: 'manual',
      },
      {
        field: 'operatorId',
        before: '陈运营',
        after: '赵组长',
        changedByName: '系统管理员',
        source: 'manual',
      },
      { field: 'status', before: 'active', after: 'paused', changedByName: '系统管理员', source: 'manual' },
    ]);
    const today = shanghaiDay(api.clock.now());
    expect((await changes(admin, { accountId: created.data.id, start: today, end: today })).data.total).toBe(
      3,
    );
    expect((await changes(admin, { accountId: created.data.id, end: '2020-01-01' })).data.total).toBe(0);
    expect((await changes(admin, { field: 'operatorId', accountId: created.data.id })).data.total).toBe(1);
  });

  it('refuse deletion once they have spend, and go when they have none', async () => {
    const spent = await save(admin, { platformId: '6012345678910002', name: '有消耗' });
    await writeDailyFacts(api.app.db, [
      spendFact(spent.data.id, '2026-01-05', 100, { impressions: 1, clicks: 1 }),
    ]);
    const refused = await api.call('POST', '/api/crm/account/delete', {
      token: admin,
      body: { id: spent.data.id },
    });
    expect(refused).toMatchObject({
      status: Status.CONFLICT,
      desc: '账户已有消耗或资金数据，不能删除，可将状态改为已关户',
    });
    const empty = await save(admin, { platformId: '6012345678910003', name: '无消耗' });
    expect(
      (await api.call('POST', '/api/crm/account/delete', { token: admin, body: { id: empty.data.id } }))
        .status,
    ).toBe(Status.OK);
    const hoursOnly = await save(admin, { platformId: '6012345678910004', name: '今日有消耗' });
    await writeHourlyFacts(api.app.db, [hourFact(hoursOnly.data.id, 9, 50)]);
    expect(
      (await api.call('POST', '/api/crm/account/delete', { token: admin, body: { id: hoursOnly.data.id } }))
        .status,
    ).toBe(Status.CONFLICT);
    // A recharge order is kept for good, and so is the account it names.
    const ordered = await save(admin, { platformId: '6012345678910096', name: '有订单' });
    const [customer] = await api.app.db
      .insert(customers)
      .values({ name: '订单客户' })
      .returning({ id: customers.id });
    await api.app.db.insert(rechargeOrders).values({
      orderNo: 'R-TEST-0001',
      customerId: customer!.id,
      accountId: ordered.data.id,
      amount: 10_000,
      paymentMethod: 'bankTransfer',
    });
    expect(
      (await api.call('POST', '/api/crm/account/delete', { token: admin, body: { id: ordered.data.id } }))
        .status,
    ).toBe(Status.CONFLICT);
  });

  it("take their hours along to the team they are placed in, so the teams' hours stay the accounts' sums", async () => {
    const moved = await save(admin, {
      platformId: '6012345678910005',
      name: '换组',
      operatorId: ids.operator,
      groupId: 1,
    });
    const stays = await save(admin, {
      platformId: '6012345678910006',
      name: '不动',
      operatorId: ids.operator,
      groupId: 1,
    });
    // A restated hour replaces the one before, in the team's sum too.
    await writeHoursToMove(moved.data.id, stays.data.id, {
      hours: [
        [9, 100],
        [10, 30],
      ],
      staying: 7,
      plan: 60,
      restated: 120,
    });
    expect(await teamHours()).toEqual(await accountHours());
    const placed = { platformId: '6012345678910005', name: '换组', operatorId: ids.operator };
    await save(admin, { id: moved.data.id, ...placed, groupId: 2, product: 'pugongying' });
    await save(admin, {
      id: stays.data.id,
      platformId: '6012345678910006',
      name: '不动了',
      operatorId: ids.operator,
      groupId: 1,
    });
    expect(await teamHours()).toEqual(await accountHours());
    expect(await teamHours('team_plan_hourly')).toEqual(await accountHours(PLAN_HOURS));
    const [team] = await teamHoursOf(moved.data.id);
    expect(team).toMatchObject({ group_id: 2, product: 'pugongying', fee: 150 });
  });

  it("take their hours along to the customer they are given to, so the customers' hours and the accounts' days stay the hours' sums", async () => {
    const [first, second] = customerIds;
    const given = await save(admin, {
      platformId: '6012345678910012',
      name: '换客户时段',
      customerId: first,
    });
    const kept = await save(admin, { platformId: '6012345678910013', name: '留下时段', customerId: first });
    // A restated hour replaces the one before, in the customer's hour and the account's day too.
    await writeHoursToMove(given.data.id, kept.data.id, {
      hours: [
        [8, 40],
        [9, 25],
      ],
      staying: 11,
      plan: 20,
      restated: 30,
    });
    const agree = async () => {
      expect(await customerHours()).toEqual(await hoursByCustomer());
      expect(await customerHours('customer_plan_hourly')).toEqual(await hoursByCustomer(PLAN_HOURS));
      expect(await accountDays()).toEqual(await hoursByAccount());
    };
    await agree();
    await save(admin, {
      id: given.data.id,
      platformId: '6012345678910012',
      name: '换客户时段',
      customerId: second,
      operatorId: ids.operator,
    });
    await agree();
    expect(
      await queryRows(
        api.app.db,
        sql`select hour, fee::float8 from customer_hourly where customer_id = ${second} and day = ${HOUR_DAY}
            and fee <> 0 order by hour`,
      ),
    ).toEqual([
      { hour: 8, fee: 40 },
      { hour: 9, fee: 30 },
    ]);
  });

  it("take their days along to the customer, team and operator they are given to, so those rollups stay the accounts' sums", async () => {
    const [first, second] = customerIds;
    const placed = { operatorId: ids.operator, groupId: 1 };
    const given = await save(admin, {
      platformId: '6012345678910007',
      name: '换客户',
      customerId: first,
      ...placed,
    });
    const kept = await save(admin, {
      platformId: '6012345678910008',
      name: '留下',
      customerId: first,
      ...placed,
    });
    const loose = await save(admin, {
      customerId: second,
      ...placed,
      platformId: '6012345678910009',
      name: '客户二的',
    });
    // Two days of one week, a day of the next month; one account spends nothing on a day.
    await writeDailyFacts(api.app.db, [
      spendFact(given.data.id, '2026-02-27', 100),
      spendFact(given.data.id, '2026-03-02', 40),
      spendFact(kept.data.id, '2026-02-27', 0, { impressions: 5 }),
      spendFact(kept.data.id, '2026-03-01', 9),
      spendFact(loose.data.id, '2026-03-01', 3),
    ]);
    // A restated day replaces the one before, in the sums too.
    await writeDailyFacts(api.app.db, [spendFact(given.data.id, '2026-02-27', 120)]);
    const agree = async () => {
      for (const by of SUMMED)
        for (const period of PERIODS)
          expect(await summedRollup(by, period)).toEqual(await accountRollup(by, period));
    };
    await agree();
    await save(admin, {
      id: given.data.id,
      platformId: '6012345678910007',
      name: '换客户',
      customerId: second,
      ...placed,
      groupId: 2,
    });
    await save(admin, {
      id: loose.data.id,
      platformId: '6012345678910009',
      name: '换到客户一',
      customerId: first,
      ...placed,
    });
    await agree();
    expect(
      await queryRows(
        api.app.db,
        sql`select week::text, fee::float8, spending from customer_weekly where customer_id = ${second}`,
      ),
    ).toEqual([
      { week: '2026-02-23', fee: 120, spending: 1 },
      { week: '2026-03-02', fee: 40, spending: 1 },
    ]);
  });
});

const SUMMED = [
  ['customer', 'customer_id'],
  ['team', 'department_id, group_id, operator_id, product'],
  ['operator_customer', 'department_id, group_id, operator_id, customer_id'],
] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const ROLLUP_OF = { day: 'daily', week: 'weekly', month: 'monthly' } as const;
type Summed = (typeof SUMMED)[number];
type Period = (typeof PERIODS)[number];
const inMonths = (column: string) => sql.raw(`${column} between '2026-02-01' and '2026-03-31'`);
/** A summed rollup (by customer, team, or operator and customer) as stored, and as the accounts' rollup of the period says it should be. */
const summedRollup = ([by, keys]: Summed, period: Period) =>
  queryRows(
    api.app.db,
    sql`select ${sql.raw(keys)}, ${sql.identifier(period)}::text as period, fee::float8, impressions::float8, spending, accounts
        from ${sql.identifier(`${by}_${ROLLUP_OF[period]}`)}
        where ${inMonths(period)} and (fee, impressions) <> (0, 0) order by ${sql.raw(keys)}, period`,
  );
const accountRollup = ([, keys]: Summed, period: Period) =>
  queryRows(
    api.app.db,
    sql`select ${sql.raw(keys.replace(/(\w+)/g, 'a.$1'))}, r.${sql.identifier(period)}::text as period,
          sum(r.fee)::float8 as fee, sum(r.impressions)::float8 as impressions,
          (count(*) filter (where r.fee > 0))::int as spending, count(*)::int as accounts
        from ${sql.identifier(`account_${ROLLUP_OF[period]}`)} r join ad_accounts a on a.id = r.account_id
        where ${inMonths(`r.${period}`)} group by ${sql.raw(keys.replace(/(\w+)/g, 'a.$1'))}, period
        order by ${sql.raw(keys.replace(/(\w+)/g, 'a.$1'))}, period`,
  );

const HOUR_DAY = '2026-03-11';
const hourFact = (accountId: number, hour: number, fee: number) => ({
  accountId,
  day: HOUR_DAY,
  hour,
  fee,
  impressions: fee * 10,
  clicks: 1,
});
/** The teams' hours (of accounts or of plans) as stored, and as the hours say they should be: (team, hour) → sums. */
const teamHours = (table: 'team_hourly' | 'team_plan_hourly' = 'team_hourly') =>
  queryRows(
    api.app.db,
    sql`select department_id, group_id, operator_id, product, hour, fee::float8, impressions::float8, clicks::float8
        from ${sql.identifier(table)} where day = ${HOUR_DAY} and (fee, impressions, clicks) <> (0, 0, 0)
        order by 1, 2, 3, 4, 5`,
  );
const PLAN_HOURS = sql`plan_hourly h join campaign_plans p on p.id = h.plan_id join ad_accounts a on a.id = p.account_id`;
const accountHours = (hours = sql`account_hourly h join ad_accounts a on a.id = h.account_id`) =>
  queryRows(
    api.app.db,
    sql`select a.department_id, a.group_id, a.operator_id, a.product, h.hour, sum(h.fee)::float8 as fee,
          sum(h.impressions)::float8 as impressions, sum(h.clicks)::float8 as clicks
        from ${hours} where h.day = ${HOUR_DAY} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
/**
 * Hours of an account about to be placed elsewhere (`hours`, then hour 9 restated), hour 9 of one that stays, and
 * hour 9 of a campaign plan of the first.
 */
async function writeHoursToMove(
  moving: number,
  staying: number,
  fees: { hours: [number, number][]; staying: number; plan: number; restated: number },
) {
  await writeHourlyFacts(api.app.db, [
    ...fees.hours.map(([hour, fee]) => hourFact(moving, hour, fee)),
    hourFact(staying, 9, fees.staying),
  ]);
  const [plan] = await api.app.db
    .insert(campaignPlans)
    .values({
      accountId: moving,
      platformPlanId: `H-${moving}-P`,
      name: `计划${moving}`,
      marketingTarget: 'leads',
    })
    .returning({ id: campaignPlans.id });
  const { accountId: _, ...planHour } = hourFact(moving, 9, fees.plan);
  await writePlanHourlyFacts(api.app.db, [{ ...planHour, planId: plan!.id }]);
  await writeHourlyFacts(api.app.db, [hourFact(moving, 9, fees.restated)]);
}
/** The customers' hours (of accounts or of plans) as stored, and as the hours say they should be. */
const customerHours = (table: 'customer_hourly' | 'customer_plan_hourly' = 'customer_hourly') =>
  queryRows(
    api.app.db,
    sql`select customer_id, hour, fee::float8, impressions::float8, clicks::float8
        from ${sql.identifier(table)} where day = ${HOUR_DAY} and (fee, impressions, clicks) <> (0, 0, 0)
        order by 1, 2`,
  );
const hoursByCustomer = (hours = sql`account_hourly h join ad_accounts a on a.id = h.account_id`) =>
  queryRows(
    api.app.db,
    sql`select a.customer_id, h.hour, sum(h.fee)::float8 as fee, sum(h.impressions)::float8 as impressions,
          sum(h.clicks)::float8 as clicks
        from ${hours} where h.day = ${HOUR_DAY} group by 1, 2 order by 1, 2`,
  );
/** The accounts' days of hours as stored, and as their hours sum. */
const accountDays = () =>
  queryRows(
    api.app.db,
    sql`select account_id, fee::float8, impressions::float8, clicks::float8 from account_hours_daily
        where day = ${HOUR_DAY} order by 1`,
  );
const hoursByAccount = () =>
  queryRows(
    api.app.db,
    sql`select account_id, sum(fee)::float8 as fee, sum(impressions)::float8 as impressions,
          sum(clicks)::float8 as clicks
        from account_hourly where day = ${HOUR_DAY} group by 1 order by 1`,
  );
const teamHoursOf = (accountId: number) =>
  queryRows(
    api.app.db,
    sql`select t.group_id, t.product, sum(t.fee)::float8 as fee from team_hourly t join ad_accounts a
          on a.group_id = t.group_id and a.product = t.product and a.operator_id = t.operator_id
        where a.id = ${accountId} and t.day = ${HOUR_DAY} group by 1, 2`,
  );

describe('ad accounts within the data scope', () => {
  it("show an operator only their own, answer 140 for another's, and keep their change records to them", async () => {
    const own = await save(admin, {
      platformId: '6012345678910010',
      name: '自己的',
      operatorId: ids.operator,
      groupId: 1,
    });
    const other = await save(admin, {
      platformId: '6012345678910011',
      name: '别人的',
      operatorId: ids.gm,
      groupId: 3,
    });
    await save(admin, { ...pick(other.data), status: 'paused' });
    const { token } = await api.login('operator');
    const list = await api.call<ListResult<AccountRow>>('GET', '/api/crm/account/list', {
      token,
      query: { pageSize: 100 },
    });
    const names = list.data.list.map((a) => a.platformId);
    expect(names).toContain('6012345678910010');
    expect(names).not.toContain('6012345678910011');
    expect(
      (await api.call('GET', '/api/crm/account/detail', { token, query: { id: other.data.id } })).status,
    ).toBe(Status.NOT_FOUND);
    // Handing one's own account to somebody else takes it out of reach: refused, nothing written.
    const away = await save(token, { ...pick(own.data), operatorId: ids.gm });
    expect(away.status).toBe(Status.FORBIDDEN);
    expect(
      (await api.call<AccountRow>('GET', '/api/crm/account/detail', { token, query: { id: own.data.id } }))
        .data.operatorId,
    ).toBe(ids.operator);
    const grouplead = await api.login('grouplead');
    const seen = await changes(grouplead.token, { pageSize: 100 });
    expect(seen.data.list.some((c) => c.platformId === 'S-OTHER')).toBe(false);
  });
});

function pick(row: AccountRow) {
  const { id, platformId, name, customerId, operatorId, groupId, departmentId, categoryId, product, status } =
    row;
  return { id, platformId, name, customerId, operatorId, groupId, departmentId, categoryId, product, status };
}
