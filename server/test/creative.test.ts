import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type {
  CategoryNode,
  ContentAccountLogRow,
  ContentAccountRow,
  CustomerBudgetRow,
} from '@adops/common/contract/creative';
import type { ListResult } from '@adops/common/contract/fields';
import { THRESHOLDS_SAVE_URL } from '@adops/common/contract/thresholds';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import {
  accountCategories,
  adAccounts,
  contentAccounts,
  customerBudgets,
  customers,
  users,
} from '../src/db/schema';
import { writeDailyFacts } from '../src/facts/writer';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, spendFact, TestClock, type TestApi } from './harness';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Customer A is of 运营一部 (the department head's), B of 运营二部. */
let customerA: number;
let customerB: number;
let accountA: number;
let accountB: number;

const NOW = Date.parse('2026-11-20T04:00:00Z');

beforeAll(async () => {
  api = await createTestApi({}, { clock: new TestClock(NOW) });
  for (const name of ['admin', 'depthead', 'operator', 'sales']) tokens[name] = (await api.login(name)).token;
  for (const u of await api.app.db.select({ id: users.id, username: users.username }).from(users))
    ids[u.username] = u.id;
  const db = api.app.db;
  const [a, b] = await db
    .insert(customers)
    .values([
      { name: '甲客户', departmentId: 5, salesId: ids.sales },
      { name: '乙客户', departmentId: 6 },
    ])
    .returning({ id: customers.id });
  customerA = a!.id;
  customerB = b!.id;
  const [x, y] = await db
    .insert(adAccounts)
    .values([
      { platformId: 'A-1', name: '甲账户', customerId: customerA, departmentId: 5 },
      { platformId: 'B-1', name: '乙账户', customerId: customerB, departmentId: 6 },
    ])
    .returning({ id: adAccounts.id });
  accountA = x!.id;
  accountB = y!.id;
});
afterAll(() => api.close());

const get = <T>(url: string, token: string, query: Record<string, unknown> = {}) =>
  api.call<T>('GET', url, { token, query });
const post = <T = unknown>(url: string, token: string, body: Record<string, unknown>) =>
  api.call<T>('POST', url, { token, body });

describe('account categories', () => {
  const tree = async () => (await get<CategoryNode[]>('/api/crm/accountCategory/list', tokens.admin!)).data;
  const save = (body: Record<string, unknown>) => post('/api/crm/accountCategory/save', tokens.admin!, body);
  const created = async (body: Record<string, unknown>) => {
    const answer = await save(body);
    expect(answer.status, answer.desc).toBe(Status.OK);
    return (answer.data as { id: number }).id;
  };

  it('nest two levels: created, renamed and moved, never a third level', async () => {
    const beauty = await created({ name: '美妆' });
    const food = await created({ name: '食品' });
    const skincare = await created({ name: '护肤', parentId: beauty });
    const snacks = await created({ name: '零食', parentId: beauty });
    expect(await tree()).toEqual([
      expect.objectContaining({
        name: '美妆',
        children: [expect.objectContaining({ name: '护肤' }), expect.objectContaining({ name: '零食' })],
      }),
      expect.objectContaining({ name: '食品', parentId: null }),
    ]);
    expect((await save({ id: skincare, name: '护肤品' })).status).toBe(Status.OK);
    const moved = await post('/api/crm/accountCategory/move', tokens.admin!, { id: snacks, parentId: food });
    expect(moved.status, moved.desc).toBe(Status.OK);
    const after = await tree();
    expect(after.map((n) => [n.name, n.children?.map((c) => c.name)])).toEqual([
      ['美妆', ['护肤品']],
      ['食品', ['零食']],
    ]);

    // A third level, by a save or a move, and an industry with children moved below another: refused whole.
    const deep = await save({ name: '面霜', parentId: skincare });
    expect(deep).toMatchObject({
      status: Status.INVALID,
      desc: '上级无效：账户分类最多两级（行业 → 子行业）',
    });
    const under = await post('/api/crm/accountCategory/move', tokens.admin!, { id: beauty, parentId: food });
    expect(under.status).toBe(Status.INVALID);
    expect(under.desc).toContain('上级');
    const duplicate = await post('/api/crm/accountCategory/move', tokens.admin!, {
      id: snacks,
      parentId: null,
    });
    expect(duplicate.status).toBe(Status.OK);
    await created({ name: '零食', parentId: food });
    const clash = await post('/api/crm/accountCategory/move', tokens.admin!, { id: snacks, parentId: food });
    expect(clash).toMatchObject({ status: Status.CONFLICT, desc: '同级下已有分类 零食' });
    expect(await api.app.db.$count(accountCategories, eq(accountCategories.name, '面霜'))).toBe(0);
    const blank = await save({ name: '  ' });
    expect(blank.status).toBe(Status.INVALID);
    expect(blank.desc).toMatch(/^名称/);
  });

  it('picked by customers and accounts cannot be deleted (150 naming it and its users); unused ones go', async () => {
    const retail = await created({ name: '零售' });
    const grocery = await created({ name: '商超', parentId: retail });
    const spare = await created({ name: '便利店', parentId: retail });
    const picked = await post('/api/crm/customer/save', tokens.admin!, {
      id: customerA,
      categoryId: grocery,
      regionCode: '440305',
      salesId: ids.sales,
      departmentId: 5,
    });
    expect(picked.status, picked.desc).toBe(Status.OK);
    expect(picked.data).toMatchObject({ categoryId: grocery, categoryName: '商超' });
    await api.app.db.update(adAccounts).set({ categoryId: grocery }).where(eq(adAccounts.id, accountA));

    const inUse = await post('/api/crm/accountCategory/delete', tokens.admin!, { id: grocery });
    expect(inUse).toMatchObject({
      status: Status.CONFLICT,
      desc: '分类“商超”被 1 个客户、1 个账户使用，不能删除',
    });
    const parent = await post('/api/crm/accountCategory/delete', tokens.admin!, { id: retail });
    expect(parent.status).toBe(Status.CONFLICT);
    expect(await api.app.db.$count(accountCategories, eq(accountCategories.id, grocery))).toBe(1);
    expect((await post('/api/crm/accountCategory/delete', tokens.admin!, { id: spare })).status).toBe(
      Status.OK,
    );
    expect(await api.app.db.$count(accountCategories, eq(accountCategories.id, spare))).toBe(0);
  });

  it('are kept by holders of their module only', async () => {
    expect((await get('/api/crm/accountCategory/list', tokens.sales!)).status).toBe(Status.FORBIDDEN);
    expect((await get('/api/crm/accountCategory/list', tokens.depthead!)).status).toBe(Status.OK);
  });
});

describe('customer budgets', () => {
  const list = (token: string, query: Record<string, unknown> = {}) =>
    get<ListResult<CustomerBudgetRow>>('/api/crm/customerBudget/list', token, query);
  const row = async (token: string, id: number, month?: string) =>
    (await list(token, month ? { month } : {})).data.list.find((r) => r.id === id);
  const save = (token: string, body: Record<string, unknown>) =>
    post('/api/crm/customerBudget/save', token, body);

  it('show the share of a month’s budget its real spend used, warning from the threshold on', async () => {
    await writeDailyFacts(api.app.db, [
      spendFact(accountA, '2026-10-03', 500_000),
      spendFact(accountA, '2026-10-28', 430_000),
      spendFact(accountA, '2026-09-30', 999_999),
      spendFact(accountB, '2026-10-03', 70_000),
    ]);
    expect(await row(tokens.admin!, customerA, '2026-10-01')).toMatchObject({
      month: '2026-10-01',
      budget: null,
      fee: 930_000,
      used: null,
      warning: false,
    });
    const set = await save(tokens.admin!, { id: customerA, month: '2026-10-01', budget: 1_000_000 });
    expect(set.status, set.desc).toBe(Status.OK);
    expect(await row(tokens.admin!, customerA, '2026-10-01')).toMatchObject({
      budget: 1_000_000,
      fee: 930_000,
      used: 0.93,
      warning: true,
    });
    // The month shown is the one asked for; another month has its own budget and spend.
    expect(await row(tokens.admin!, customerA, '2026-09-01')).toMatchObject({ budget: null, fee: 999_999 });
    // The current month without a filter.
    expect(await row(tokens.admin!, customerA)).toMatchObject({ month: '2026-11-01', fee: 0 });

    const looser = { ...DEFAULT_THRESHOLDS, budgetWarning: 0.95 };
    expect((await post(THRESHOLDS_SAVE_URL, tokens.admin!, looser)).status).toBe(Status.OK);
    expect(await row(tokens.admin!, customerA, '2026-10-01')).toMatchObject({ used: 0.93, warning: false });
    await post(THRESHOLDS_SAVE_URL, tokens.admin!, DEFAULT_THRESHOLDS);
  });

  it('refuse a bad budget naming the field, writing nothing; 0 clears it', async () => {
    const stored = () =>
      api.app.db
        .select({ budget: customerBudgets.budget })
        .from(customerBudgets)
        .where(and(eq(customerBudgets.customerId, customerA), eq(customerBudgets.month, '2026-10-01')));
    for (const budget of [-1, 'abc', 1e14]) {
      const refused = await save(tokens.admin!, { id: customerA, month: '2026-10-01', budget });
      expect(refused.status).toBe(Status.INVALID);
      expect(refused.desc).toMatch(/^月预算无效/);
    }
    const badMonth = await save(tokens.admin!, { id: customerA, month: '2026-10-15', budget: 5 });
    expect(badMonth.status).toBe(Status.INVALID);
    expect(badMonth.desc).toMatch(/^月份无效/);
    expect(await stored()).toEqual([{ budget: 1_000_000 }]);
    expect((await save(tokens.admin!, { id: customerA, month: '2026-10-01', budget: 0 })).status).toBe(
      Status.OK,
    );
    expect(await stored()).toEqual([]);
  });

  it('hold to the caller’s scope: rows, spend and saves', async () => {
    const seen = (await list(tokens.depthead!, { month: '2026-10-01', pageSize: 500 })).data.list;
    expect(seen.map((r) => r.id)).toContain(customerA);
    expect(seen.map((r) => r.id)).not.toContain(customerB);
    const outside = await save(tokens.depthead!, { id: customerB, month: '2026-10-01', budget: 100 });
    expect(outside.status).toBe(Status.NOT_FOUND);
    expect(await api.app.db.$count(customerBudgets, eq(customerBudgets.customerId, customerB))).toBe(0);
    const inside = await save(tokens.depthead!, { id: customerA, month: '2026-10-01', budget: 2_000_000 });
    expect(inside.status, inside.desc).toBe(Status.OK);
    expect(await row(tokens.depthead!, customerA, '2026-10-01')).toMatchObject({
      budget: 2_000_000,
      used: 0.465,
    });
    expect((await list(tokens.operator!)).status).toBe(Status.FORBIDDEN);
  });
});

describe('content accounts and their log', () => {
  const list = (token: string, query: Record<string, unknown> = {}) =>
    get<ListResult<ContentAccountRow>>('/api/crm/contentAccount/list', token, query);
  const save = (token: string, body: Record<string, unknown>) =>
    post<ContentAccountRow>('/api/crm/contentAccount/save', token, body);
  const log = (token: string, query: Record<string, unknown> = {}) =>
    get<ListResult<ContentAccountLogRow>>('/api/crm/contentAccountLog/list', token, query);

  it('are created, edited, disabled and enabled, each change in the log with who and what', async () => {
    const made = await save(tokens.admin!, {
      nickname: '甲的小红书',
      platformUserId: 'xhs_a_001',
      customerId: customerA,
      followers: 1200,
    });
    expect(made.status, made.desc).toBe(Status.OK);
    expect(made.data).toMatchObject({ customerName: '甲客户', status: 'active', noteCount: 0 });
    const id = made.data.id;
    const opened = await get<ContentAccountRow>('/api/crm/contentAccount/detail', tokens.depthead!, { id });
    expect(opened.data.version).toBe(1);

    const edited = await save(tokens.depthead!, { id, followers: 1500, version: 1 });
    expect(edited.status, edited.desc).toBe(Status.OK);
    const stale = await save(tokens.admin!, { id, nickname: '旧的', version: 1 });
    expect(stale.status).toBe(Status.CONFLICT);
    expect((await post('/api/crm/contentAccount/disable', tokens.admin!, { id })).status).toBe(Status.OK);
    const again = await post('/api/crm/contentAccount/disable', tokens.admin!, { id });
    expect(again.status).toBe(Status.CONFLICT);
    expect((await list(tokens.admin!, { status: 'disabled' })).data.list.map((r) => r.id)).toEqual([id]);
    expect((await post('/api/crm/contentAccount/enable', tokens.admin!, { id })).status).toBe(Status.OK);

    const entries = (await log(tokens.admin!, { contentAccountId: id })).data.list;
    expect(entries.map((e) => e.action)).toEqual(['enable', 'disable', 'update', 'create']);
    expect(entries[2]).toMatchObject({ userName: '张部长', changes: '粉丝数: 1200 → 1500' });
    expect(entries[1]!.changes).toBe('状态: 启用 → 停用');
    expect(entries[3]!.changes).toContain('昵称: 甲的小红书');
    expect((await log(tokens.admin!, { userId: ids.depthead })).data.list.map((e) => e.action)).toEqual([
      'update',
    ]);
    expect((await log(tokens.admin!, { operation: 'disable' })).data.total).toBe(1);
    // Entries are stamped by the database's clock.
    const today = shanghaiDay(Date.now());
    expect((await log(tokens.admin!, { contentAccountId: id, start: addDays(today, 1) })).data.total).toBe(0);
    expect((await log(tokens.admin!, { contentAccountId: id, start: today, end: today })).data.total).toBe(4);
  });

  it('refuse bad input naming the field and a taken platform id, writing nothing', async () => {
    const before = await api.app.db.$count(contentAccounts);
    const bad = await save(tokens.admin!, {
      nickname: '乙',
      platformUserId: 'has space',
      customerId: customerB,
    });
    expect(bad).toMatchObject({
      status: Status.INVALID,
      desc: '平台用户ID无效：平台用户ID只能包含字母、数字、下划线和短横线',
    });
    const noCustomer = await save(tokens.admin!, { nickname: '乙', platformUserId: 'xhs_b' });
    expect(noCustomer.status).toBe(Status.INVALID);
    expect(noCustomer.desc).toMatch(/^客户/);
    const negative = await save(tokens.admin!, {
      nickname: '乙',
      platformUserId: 'xhs_b',
      customerId: customerB,
      followers: -3,
    });
    expect(negative.desc).toMatch(/^粉丝数无效/);
    const taken = await save(tokens.admin!, {
      nickname: '乙',
      platformUserId: 'xhs_a_001',
      customerId: customerB,
    });
    expect(taken).toMatchObject({ status: Status.CONFLICT, desc: 'C端账号 xhs_a_001 已存在' });
    expect(await api.app.db.$count(contentAccounts)).toBe(before);
  });

  it('and their log hold to the caller’s scope', async () => {
    const other = await save(tokens.admin!, {
      nickname: '乙的号',
      platformUserId: 'xhs_b_001',
      customerId: customerB,
    });
    expect(other.status).toBe(Status.OK);
    const seen = (await list(tokens.depthead!)).data.list.map((r) => r.nickname);
    expect(seen).toContain('甲的小红书');
    expect(seen).not.toContain('乙的号');
    const refused = await save(tokens.depthead!, { id: other.data.id, followers: 9 });
    expect(refused.status).toBe(Status.NOT_FOUND);
    const outsideCustomer = await save(tokens.depthead!, {
      nickname: '越权',
      platformUserId: 'xhs_x',
      customerId: customerB,
    });
    expect(outsideCustomer.status).toBe(Status.FORBIDDEN);
    const logged = (await log(tokens.depthead!, { pageSize: 100 })).data.list;
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((e) => e.nickname === '甲的小红书')).toBe(true);
    expect((await log(tokens.operator!)).status).toBe(Status.FORBIDDEN);
  });
});
