import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { AccountRow } from '@adops/common/contract/account';
import type { CustomerRow } from '@adops/common/contract/customer';
import type { ListResult } from '@adops/common/contract/fields';
import { adAccounts, customers, operationGroups, users } from '../src/db/schema';
import { createTestApi, type TestApi } from './harness';

/**
 * Writes stay within the caller's scope, keep what they were not given, and figures beside a record count
 * only what the caller may see (the security review's defects 4, 5 and 8).
 */
let api: TestApi;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small' });
  for (const name of ['admin', 'operator', 'grouplead']) {
    const { token, id } = await api.login(name);
    tokens[name] = token;
    userIds[name] = id;
  }
});
afterAll(() => api.close());

const list = <T>(resource: string, who: string, query: Record<string, unknown> = {}) =>
  api.call<ListResult<T>>('GET', `/api/crm/${resource}/list`, {
    token: tokens[who],
    query: { pageSize: 500, ...query },
  });
const detail = <T>(resource: string, id: number) =>
  api.call<T>('GET', `/api/crm/${resource}/detail`, { token: tokens.admin, query: { id } });
const save = (resource: string, who: string, body: Record<string, unknown>) =>
  api.call('POST', `/api/crm/${resource}/save`, { token: tokens[who], body });

const accountsOf = async (who: string) => (await list<AccountRow>('account', who)).data.list;

describe('a save that points outside the caller’s scope', () => {
  it('is refused 120 with nothing written, whether the record pointed at exists or not', async () => {
    const mine = await accountsOf('operator');
    const account = mine[0]!;
    const myCustomers = new Set(mine.map((a) => a.customerId));
    const outside = (await api.app.db.select({ id: customers.id }).from(customers)).find(
      (c) => !myCustomers.has(c.id),
    )!;
    const [otherOperator] = await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(ne(users.id, userIds.operator!))
      .limit(1);
    for (const change of [
      { customerId: outside.id },
      { customerId: 2_000_000_000 },
      { operatorId: otherOperator!.id },
    ]) {
      const { id, platformId, name } = account;
      const answer = await save('account', 'operator', { id, platformId, name, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(Status.FORBIDDEN);
    }
    const after = await detail<AccountRow>('account', account.id);
    expect(after.data).toMatchObject({ customerId: account.customerId, operatorId: account.operatorId });
  });

  it('to another group is refused to a group lead; an administrator is told of an id that names nothing', async () => {
    const account = (await accountsOf('grouplead'))[0]!;
    const [otherGroup] = await api.app.db
      .select({ id: operationGroups.id })
      .from(operationGroups)
      .where(ne(operationGroups.id, account.groupId!))
      .limit(1);
    const { id, platformId, name } = account;
    const moved = await save('account', 'grouplead', { id, platformId, name, groupId: otherGroup!.id });
    expect(moved.status).toBe(Status.FORBIDDEN);
    const unknown = await save('account', 'admin', { id, platformId, name, customerId: 2_000_000_000 });
    expect(unknown).toMatchObject({ status: Status.INVALID, desc: '客户无效：以下编号不存在：2000000000' });
    expect((await detail<AccountRow>('account', id)).data.groupId).toBe(account.groupId);
  });

  it('with a platform id taken outside the scope says no more than of one taken inside it', async () => {
    const [account, sibling] = await accountsOf('operator');
    const [elsewhere] = await api.app.db
      .select({ platformId: adAccounts.platformId })
      .from(adAccounts)
      .where(ne(adAccounts.operatorId, userIds.operator!))
      .limit(1);
    const inside = await save('account', 'operator', { ...account, platformId: sibling!.platformId });
    const outside = await save('account', 'operator', { ...account, platformId: elsewhere!.platformId });
    expect(inside).toMatchObject({ status: Status.CONFLICT, data: null });
    expect(outside).toMatchObject({ status: Status.CONFLICT, data: null });
    expect(outside.desc).toBe(inside.desc.replace(sibling!.platformId, elsewhere!.platformId));
  });
});

describe('a save of some fields', () => {
  it('keeps the others: an account stays paused and keeps its product, a customer its rates', async () => {
    const account = (await accountsOf('admin'))[0]!;
    const paused = await save('account', 'admin', { ...account, status: 'paused', product: 'pugongying' });
    expect(paused.status).toBe(Status.OK);
    const renamed = await save('account', 'admin', {
      id: account.id,
      platformId: account.platformId,
      name: '改名',
    });
    expect(renamed.status).toBe(Status.OK);
    expect((await detail<AccountRow>('account', account.id)).data).toMatchObject({
      name: '改名',
      status: 'paused',
      product: 'pugongying',
      customerId: account.customerId,
    });

    const customer = (await list<CustomerRow>('customer', 'admin')).data.list[0]!;
    const rated = await save('customer', 'admin', { ...customer, serviceFeeRate: 600, rebateRate: 150 });
    expect(rated.status).toBe(Status.OK);
    expect((await save('customer', 'admin', { id: customer.id, name: '改名客户' })).status).toBe(Status.OK);
    expect((await detail<CustomerRow>('customer', customer.id)).data).toMatchObject({
      name: '改名客户',
      serviceFeeRate: 600,
      rebateRate: 150,
      status: customer.status,
      salesId: customer.salesId,
    });
  });

  it('sent back as its detail answered it, saves every resource unchanged', async () => {
    for (const resource of ['customer', 'account']) {
      const first = (await list<{ id: number }>(resource, 'admin')).data.list[0]!;
      const before = await detail<Record<string, unknown>>(resource, first.id);
      const saved = await save(resource, 'admin', before.data);
      expect(saved.status, `${resource}: ${saved.desc}`).toBe(Status.OK);
      // The record is as it was; only its version moved on with the write.
      const { version: _was, ...kept } = before.data;
      const { version, ...after } = (await detail<Record<string, unknown>>(resource, first.id)).data;
      expect(after, resource).toEqual(kept);
      expect(version).not.toBe(_was);
    }
  });
});

describe('figures beside a record', () => {
  it('count only the accounts the caller may see', async () => {
    const customer = (await list<CustomerRow>('customer', 'grouplead')).data.list[0]!;
    const groupAccounts = await list<AccountRow>('account', 'grouplead', { customerId: customer.id });
    const [foreignGroup] = await api.app.db
      .select({ id: operationGroups.id })
      .from(operationGroups)
      .where(ne(operationGroups.id, groupAccounts.data.list[0]!.groupId!))
      .limit(1);
    const [foreignOperator] = await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.groupId, foreignGroup!.id))
      .limit(1);
    const added = await save('account', 'admin', {
      platformId: '6012345678930001',
      name: '别组账户',
      customerId: customer.id,
      operatorId: foreignOperator!.id,
      groupId: foreignGroup!.id,
    });
    expect(added.status).toBe(Status.OK);
    const seen = (await list<CustomerRow>('customer', 'grouplead')).data.list.find(
      (c) => c.id === customer.id,
    )!;
    expect(seen.accountCount).toBe(groupAccounts.data.total);
    const visibleFee = groupAccounts.data.list.reduce((sum, a) => sum + a.monthFee, 0);
    expect(seen.monthFee).toBe(visibleFee);
    const all = (await list<CustomerRow>('customer', 'admin')).data.list.find((c) => c.id === customer.id)!;
    expect(all.accountCount).toBeGreaterThan(seen.accountCount);
  });
});
