import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { AccountRow } from '@adops/common/contract/account';
import type { BaseCustomer, BaseGroup } from '@adops/common/contract/department';
import type { ListResult } from '@adops/common/contract/fields';
import { customers } from '../src/db/schema';
import { createTestApi, type TestApi } from './harness';

/** The pickers of a report's filter bar answer whoever can open the page, within their scope. */
let api: TestApi;
let operator: string;

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small' });
  operator = (await api.login('operator')).token;
});
afterAll(() => api.close());

const lookup = (query: Record<string, unknown>) =>
  api.call<BaseCustomer[]>('GET', '/api/crm/base/customer/getList', {
    token: operator,
    query: { limit: 200, ...query },
  });

describe('the customer picker', () => {
  it('offers an operator, who has no customers page, exactly the customers of their accounts', async () => {
    expect((await api.call('GET', '/api/crm/customer/list', { token: operator })).status).toBe(
      Status.FORBIDDEN,
    );
    const accounts = await api.call<ListResult<AccountRow>>('GET', '/api/crm/account/list', {
      token: operator,
      query: { pageSize: 500 },
    });
    const theirs = [...new Set(accounts.data.list.map((a) => a.customerId).filter((id) => id !== null))];
    const offered = await lookup({});
    expect(offered.status).toBe(Status.OK);
    expect(offered.data.map((c) => c.id).sort((a, b) => a - b)).toEqual(theirs.sort((a, b) => a - b));
  });

  it('names one customer by id, and none outside the scope; searches by name', async () => {
    const [first] = (await lookup({})).data;
    expect((await lookup({ id: first!.id })).data).toEqual([first]);
    const all = await api.app.db.select({ id: customers.id }).from(customers);
    const offered = new Set((await lookup({})).data.map((c) => c.id));
    const outside = all.find((c) => !offered.has(c.id))!;
    expect((await lookup({ id: outside.id })).data).toEqual([]);
    const part = first!.name.slice(0, 2);
    expect((await lookup({ keyword: part })).data.every((c) => c.name.includes(part))).toBe(true);
  });
});

describe('the pickers staff open at once', () => {
  it('are read once per scope until a name or a placement changes, then read again', async () => {
    const admin = (await api.login('admin')).token;
    const groups = async () =>
      (await api.call<BaseGroup[]>('GET', '/api/crm/base/group/getList', { token: admin })).data;
    const first = await groups();
    const { hits, computed } = api.app.results.counts;
    expect(await groups()).toEqual(first);
    expect(api.app.results.counts).toMatchObject({ hits: hits + 1, computed });

    const renamed = { ...first[0]!, name: `${first[0]!.name}（新）` };
    const saved = await api.call('POST', '/api/crm/operationGroup/save', {
      token: admin,
      body: { id: renamed.id, name: renamed.name, departmentId: renamed.departmentId },
    });
    expect(saved.status).toBe(Status.OK);
    expect((await groups()).find((g) => g.id === renamed.id)?.name).toBe(renamed.name);
  });
});
