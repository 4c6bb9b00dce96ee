import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { ListResult } from '@adops/common/contract/fields';
import type { OperatorRow } from '@adops/common/contract/operator';
import { adAccounts, targets, users } from '../src/db/schema';
import { writeDailyFacts } from '../src/facts/writer';
import { monthStart, shanghaiDay } from '../src/time';
import { createTestApi, spendFact, type TestApi } from './harness';

let api: TestApi;
let admin: string;
const people: Record<string, number> = {};
let month: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  for (const u of await api.app.db.select({ id: users.id, username: users.username }).from(users))
    people[u.username] = u.id;
  month = monthStart(shanghaiDay(api.clock.now()));
  const [account] = await api.app.db
    .insert(adAccounts)
    .values({ platformId: 'O-1', name: '运营账户', operatorId: people.operator, groupId: 1, departmentId: 5 })
    .returning({ id: adAccounts.id });
  await writeDailyFacts(api.app.db, [spendFact(account!.id, month, 88_800)]);
});
afterAll(() => api.close());

const list = (token: string) =>
  api.call<ListResult<OperatorRow>>('GET', '/api/crm/operator/list', { token, query: { pageSize: 100 } });

describe('operators', () => {
  it('list the people who run accounts with their accounts, month spend and target', async () => {
    const { data } = await list(admin);
    expect(data.list.map((o) => o.username).sort()).toEqual(['grouplead', 'operator']);
    expect(data.list.find((o) => o.username === 'operator')).toMatchObject({
      departmentName: '运营一部',
      groupName: '非电商1组',
      accountCount: 1,
      monthFee: 88_800,
      monthTarget: null,
    });
  });

  it('take a month target, replaced when set again, audited', async () => {
    const first = await api.call('POST', '/api/crm/operator/saveTarget', {
      token: admin,
      body: { operatorId: people.operator, month, amount: 5_000_000 },
    });
    expect(first.status).toBe(Status.OK);
    await api.call('POST', '/api/crm/operator/saveTarget', {
      token: admin,
      body: { operatorId: people.operator, month, amount: 6_000_000 },
    });
    expect((await list(admin)).data.list.find((o) => o.username === 'operator')!.monthTarget).toBe(6_000_000);
    expect(await api.app.db.$count(targets, eq(targets.scopeId, people.operator!))).toBe(1);
    const notFirstDay = await api.call('POST', '/api/crm/operator/saveTarget', {
      token: admin,
      body: { operatorId: people.operator, month: `${month.slice(0, 8)}15`, amount: 1 },
    });
    expect(notFirstDay.desc).toBe('月份无效：月份以当月 1 日表示，如 2026-06-01');
    // A negative target is refused naming the field, never stored as 0.
    const negative = await api.call('POST', '/api/crm/operator/saveTarget', {
      token: admin,
      body: { operatorId: people.operator, month, amount: -5 },
    });
    expect(negative).toMatchObject({ status: Status.INVALID });
    expect(negative.desc).toMatch(/^金额无效：/);
    expect((await list(admin)).data.list.find((o) => o.username === 'operator')!.monthTarget).toBe(6_000_000);
  });

  it('keep to the scope: a group lead sees and sets only their group', async () => {
    const { token } = await api.login('grouplead');
    expect((await list(token)).data.list.map((o) => o.username).sort()).toEqual(['grouplead', 'operator']);
    const { token: depthead } = await api.login('depthead');
    expect((await list(depthead)).data.total).toBe(2);
    const outside = await api.call('POST', '/api/crm/operator/saveTarget', {
      token,
      body: { operatorId: people.finance, month, amount: 1 },
    });
    expect(outside.status).toBe(Status.NOT_FOUND);
  });
});
