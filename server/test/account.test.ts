import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { AccountChangeRow, AccountRow } from '@adops/common/contract/account';
import type { ListResult } from '@adops/common/contract/fields';
import { customers, users } from '../src/db/schema';
import { writeDailyFacts } from '../src/facts/writer';
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

const save = (token: string, body: Record<string, unknown>) =>
  api.call<AccountRow>('POST', '/api/crm/account/save', { token, body });
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
      desc: '参数 groupId 无效：运营组不属于所选部门',
    });
    const taken = await save(admin, { platformId: '6012345678900001', name: 'y' });
    expect(taken).toMatchObject({ status: Status.CONFLICT, desc: '平台账户ID 6012345678900001 已存在' });
    const badDay = await save(admin, { platformId: 'P-3', name: 'z', openedOn: '2026/01/01' });
    expect(badDay.desc).toBe('参数 openedOn 无效：日期格式为 YYYY-MM-DD');
  });

  it('record a transfer to another operator and customer, and a status change, by name, in the change record', async () => {
    const created = await save(admin, {
      platformId: 'T-1',
      name: '转移账户',
      customerId: customerIds[0],
      operatorId: ids.operator,
      groupId: 1,
    });
    await save(admin, {
      id: created.data.id,
      platformId: 'T-1',
      name: '转移账户(改名)',
      customerId: customerIds[0],
      operatorId: ids.operator,
      groupId: 1,
    });
    expect((await changes(admin, { accountId: created.data.id })).data.total).toBe(0);
    const moved = await save(admin, {
      id: created.data.id,
      platformId: 'T-1',
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
    const spent = await save(admin, { platformId: 'D-1', name: '有消耗' });
    await writeDailyFacts(api.app.db, [
      spendFact(spent.data.id, '2026-01-05', 100, { impressions: 1, clicks: 1 }),
    ]);
    const refused = await api.call('POST', '/api/crm/account/delete', {
      token: admin,
      body: { id: spent.data.id },
    });
    expect(refused).toMatchObject({
      status: Status.CONFLICT,
      desc: '账户已有消耗数据，不能删除，可将状态改为已关户',
    });
    const empty = await save(admin, { platformId: 'D-2', name: '无消耗' });
    expect(
      (await api.call('POST', '/api/crm/account/delete', { token: admin, body: { id: empty.data.id } }))
        .status,
    ).toBe(Status.OK);
  });
});

describe('ad accounts within the data scope', () => {
  it("show an operator only their own, answer 140 for another's, and keep their change records to them", async () => {
    const own = await save(admin, {
      platformId: 'S-OWN',
      name: '自己的',
      operatorId: ids.operator,
      groupId: 1,
    });
    const other = await save(admin, {
      platformId: 'S-OTHER',
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
    expect(names).toContain('S-OWN');
    expect(names).not.toContain('S-OTHER');
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
