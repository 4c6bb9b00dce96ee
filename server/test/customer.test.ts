import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { CustomerRow } from '@adops/common/contract/customer';
import type { ListResult } from '@adops/common/contract/fields';
import {
  accountCategories,
  accountMonthly,
  adAccounts,
  auditLog,
  customers,
  invoices,
  users,
} from '../src/db/schema';
import { monthStart, shanghaiDay } from '../src/time';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
const ids: Record<string, number> = {};
let categoryId: number;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  for (const u of await api.app.db.select({ id: users.id, username: users.username }).from(users))
    ids[u.username] = u.id;
  const [category] = await api.app.db
    .insert(accountCategories)
    .values({ name: '美妆' })
    .returning({ id: accountCategories.id });
  categoryId = category!.id;
});
afterAll(() => api.close());

/** A save; a new customer has its required category, region, sales owner and department unless the body says. */
const save = (token: string, body: Record<string, unknown>) =>
  api.call<CustomerRow>('POST', '/api/crm/customer/save', {
    token,
    body: body.id ? body : { categoryId, regionCode: '440305', salesId: ids.sales, departmentId: 5, ...body },
  });
const list = (token: string, query: Record<string, unknown> = {}) =>
  api.call<ListResult<CustomerRow>>('GET', '/api/crm/customer/list', { token, query });

describe('customers', () => {
  it('are created with their references shown by name, region checked against the region list', async () => {
    const created = await save(admin, {
      name: '花漾美妆',
      shortName: '花漾',
      regionCode: '440305',
      salesId: ids.sales,
      departmentId: 5,
      serviceFeeRate: 600,
    });
    expect(created.status).toBe(Status.OK);
    expect(created.data).toMatchObject({
      name: '花漾美妆',
      regionCode: '440305',
      salesName: '李商务',
      departmentName: '运营一部',
      status: 'active',
      serviceFeeRate: 600,
      accountCount: 0,
      monthFee: 0,
    });
    const badRegion = await save(admin, { name: '某客户', regionCode: '999999' });
    expect(badRegion).toMatchObject({
      status: Status.INVALID,
      desc: '所在地区无效：没有这个地区编码',
    });
    const shortRegion = await save(admin, { name: '某客户', regionCode: '4403' });
    expect(shortRegion.desc).toBe('所在地区无效：地区编码为 6 位数字');
    const duplicate = await save(admin, { name: '花漾美妆' });
    expect(duplicate).toMatchObject({ status: Status.CONFLICT, desc: '客户名称 花漾美妆 已存在' });
    expect((await save(admin, { name: '某客户', salesId: 98765 })).status).toBe(Status.INVALID);
    expect(await api.app.db.$count(customers, eq(customers.name, '某客户'))).toBe(0);
  });

  it('require a category, a region, a sales owner and a department, also of an edit', async () => {
    const bare = await api.call('POST', '/api/crm/customer/save', {
      token: admin,
      body: { name: '只有名称' },
    });
    expect(bare).toMatchObject({ status: Status.INVALID, desc: '类别无效：必填' });
    expect(bare.data).toMatchObject({
      errors: ['categoryId', 'regionCode', 'salesId', 'departmentId'].map((field) => ({
        field,
        message: '必填',
      })),
    });
    const created = await save(admin, { name: '只有名称' });
    const cleared = await save(admin, { id: created.data.id, regionCode: '' });
    expect(cleared).toMatchObject({ status: Status.INVALID, desc: '所在地区无效：必填' });
    const tooHigh = await save(admin, { id: created.data.id, serviceFeeRate: 15_000 });
    expect(tooHigh.status).toBe(Status.INVALID);
    expect(tooHigh.desc).toMatch(/^服务费率无效：/);
    expect(
      (
        await api.call<CustomerRow>('GET', '/api/crm/customer/detail', {
          token: admin,
          query: { id: created.data.id },
        })
      ).data,
    ).toMatchObject({ regionCode: '440305', serviceFeeRate: 0 });
  });

  it('are edited and audited with before and after', async () => {
    const created = await save(admin, { name: '轻食工坊' });
    const edited = await save(admin, {
      id: created.data.id,
      name: '轻食工坊',
      status: 'paused',
    });
    expect(edited.data).toMatchObject({ status: 'paused', regionCode: '440305' });
    const rows = await api.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(created.data.id))));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.before).toMatchObject({ status: 'active' });
    expect(rows[1]!.after).toMatchObject({ status: 'paused' });
  });

  it('list with paging, keyword, filters and sort, and show this month’s spend', async () => {
    for (const name of ['甲品牌', '乙品牌', '丙品牌']) await save(admin, { name, departmentId: 6 });
    const [account] = await api.app.db
      .insert(adAccounts)
      .values({
        platformId: '6012345678920001',
        name: '甲品牌-聚光01',
        customerId: (await list(admin, { keyword: '甲品牌' })).data.list[0]!.id,
      })
      .returning({ id: adAccounts.id });
    await api.app.db.insert(accountMonthly).values({
      accountId: account!.id,
      month: monthStart(shanghaiDay(api.clock.now())),
      fee: 123_456,
    });
    const page = await list(admin, { departmentId: 6, sort: 'name', pageSize: 2 });
    expect(page.data.total).toBe(3);
    expect(page.data.list).toHaveLength(2);
    const bySpend = await list(admin, { departmentId: 6, sort: '-monthFee' });
    expect(bySpend.data.list[0]).toMatchObject({ name: '甲品牌', monthFee: 123_456, accountCount: 1 });
    const bad = await list(admin, { sort: 'password' });
    expect(bad).toMatchObject({ status: Status.INVALID, desc: '排序无效：不能按 password 排序' });
  });

  it('refuse deletion while accounts remain, then go', async () => {
    const created = await save(admin, { name: '待删客户' });
    const [account] = await api.app.db
      .insert(adAccounts)
      .values({ platformId: '6012345678920002', name: '待删-01', customerId: created.data.id })
      .returning({ id: adAccounts.id });
    const refused = await api.call('POST', '/api/crm/customer/delete', {
      token: admin,
      body: { id: created.data.id },
    });
    expect(refused).toMatchObject({ status: Status.CONFLICT, desc: '客户下还有 1 个账户，不能删除' });
    await api.app.db.delete(adAccounts).where(eq(adAccounts.id, account!.id));
    // An invoice is kept for good, and so is the customer it names.
    const [invoice] = await api.app.db
      .insert(invoices)
      .values({ customerId: created.data.id, amount: 10_000, title: '待删客户' })
      .returning({ id: invoices.id });
    const kept = await api.call('POST', '/api/crm/customer/delete', {
      token: admin,
      body: { id: created.data.id },
    });
    expect(kept).toMatchObject({
      status: Status.CONFLICT,
      desc: '客户已有 1 条订单、提现或发票记录，不能删除，可将状态改为流失',
    });
    await api.app.db.delete(invoices).where(eq(invoices.id, invoice!.id));
    expect(
      (await api.call('POST', '/api/crm/customer/delete', { token: admin, body: { id: created.data.id } }))
        .status,
    ).toBe(Status.OK);
    expect(
      (await api.call('GET', '/api/crm/customer/detail', { token: admin, query: { id: created.data.id } }))
        .status,
    ).toBe(Status.NOT_FOUND);
  });
});

describe('customers within the data scope', () => {
  const names: Record<string, number> = {};
  beforeAll(async () => {
    const make = async (name: string, values: Partial<typeof customers.$inferInsert>) => {
      const [row] = await api.app.db
        .insert(customers)
        .values({ name, ...values })
        .returning({ id: customers.id });
      names[name] = row!.id;
    };
    // The demo operator role has no customers page; an administrator grants it, so its scope can be seen.
    const checked = await api.call<number[]>('GET', '/api/crm/sys/listCheckedModule', {
      token: admin,
      query: { roleId: 6 },
    });
    await api.call('POST', '/api/crm/sys/insertRoleModule', {
      token: admin,
      body: { roleId: 6, moduleIds: [...checked.data, 456, 178] },
    });
    await make('商务自己的', { salesId: ids.sales, departmentId: 13 });
    await make('运营一部的', { departmentId: 5 });
    await make('运营二部的', { departmentId: 6 });
    await make('有本人账户的', { departmentId: 7 });
    await api.app.db.insert(adAccounts).values({
      platformId: '6012345678920003',
      name: '本人账户',
      customerId: names['有本人账户的']!,
      operatorId: ids.operator,
      groupId: 1,
      departmentId: 5,
    });
  });

  const visible = async (username: string) => {
    const { token } = await api.login(username);
    const { data } = await list(token, { pageSize: 100 });
    return data.list
      .map((c) => c.name)
      .filter((n) => n in names)
      .sort();
  };

  it('shows each role exactly its customers', async () => {
    expect(await visible('gm')).toEqual(Object.keys(names).sort());
    expect(await visible('sales')).toEqual(['商务自己的']);
    expect(await visible('operator')).toEqual(['有本人账户的']);
    expect(await visible('grouplead')).toEqual(['有本人账户的']);
    expect(await visible('depthead')).toEqual(['运营一部的', '有本人账户的'].sort());
  });

  it("answers 140 for another's customer by id, and refuses to save one out of reach", async () => {
    const { token } = await api.login('sales');
    const other = await api.call('GET', '/api/crm/customer/detail', {
      token,
      query: { id: names['运营二部的'] },
    });
    expect(other.status).toBe(Status.NOT_FOUND);
    const edit = await save(token, { id: names['运营二部的'], name: '运营二部的' });
    expect(edit.status).toBe(Status.NOT_FOUND);
    // A customer the sales user would not own is not theirs to create either.
    const outside = await save(token, { name: '别人的客户', salesId: ids.gm, departmentId: 13 });
    expect(outside).toMatchObject({
      status: Status.FORBIDDEN,
      desc: '所选的商务不在您的数据权限范围内',
    });
    expect(await api.app.db.$count(customers, eq(customers.name, '别人的客户'))).toBe(0);
    const own = await save(token, { name: '自己的新客户', salesId: ids.sales, departmentId: 13 });
    expect(own.status).toBe(Status.OK);
  });
});
