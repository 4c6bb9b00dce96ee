import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { signRequest } from '@adops/common/signing';
import { accountCategories } from '../src/db/schema';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './harness';

/** A signed call that changes something is taken once (the security review's defect 9). */
let api: TestApi;
let admin: string;
/** What a customer needs besides its name. */
let required: Record<string, unknown>;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  const [category] = await api.app.db
    .insert(accountCategories)
    .values({ name: '美妆' })
    .returning({ id: accountCategories.id });
  required = {
    categoryId: category!.id,
    regionCode: '440305',
    salesId: (await api.login('sales')).id,
    departmentId: 5,
  };
});
afterAll(() => api.close());

const customersNamed = async (keyword: string) =>
  (await api.call<{ total: number }>('GET', '/api/crm/customer/list', { token: admin, query: { keyword } }))
    .data.total;

describe('a state-changing call sent again with its signature', () => {
  it('is refused 111 and does nothing, also with another body and path', async () => {
    const signature = signRequest(admin, { salts: api.config.salts, now: api.clock.now() });
    const first = await api.call('POST', '/api/crm/customer/save', {
      token: admin,
      signature,
      body: { name: '重放客户甲', serviceFeeRate: 0, rebateRate: 0, ...required },
    });
    expect(first.status).toBe(Status.OK);
    const again = await api.call('POST', '/api/crm/customer/save', {
      token: admin,
      signature,
      body: { name: '重放客户甲', serviceFeeRate: 0, rebateRate: 0, ...required },
    });
    expect(again).toMatchObject({ status: Status.BAD_SIGNATURE, desc: '该请求已提交过，请勿重复提交' });
    const other = await api.call('POST', '/api/crm/sys/createRole', {
      token: admin,
      signature,
      body: { roleName: '重放角色' },
    });
    expect(other.status).toBe(Status.BAD_SIGNATURE);
    expect(await customersNamed('重放客户甲')).toBe(1);
  });

  it('is refused for a sign-in, which hands out a session', async () => {
    const signature = signRequest(undefined, { salts: api.config.salts, now: api.clock.now() });
    const query = { username: 'admin', password: DEMO_PASSWORD };
    expect((await api.call('GET', '/api/crm/sys/login', { query, signature })).status).toBe(Status.OK);
    expect((await api.call('GET', '/api/crm/sys/login', { query, signature })).status).toBe(
      Status.BAD_SIGNATURE,
    );
  });

  it('may be repeated when it only reads', async () => {
    const signature = signRequest(admin, { salts: api.config.salts, now: api.clock.now() });
    for (let i = 0; i < 2; i++) {
      const read = await api.call('GET', '/api/crm/customer/list', { token: admin, signature });
      expect(read.status).toBe(Status.OK);
    }
  });

  it('differs from the last one whenever the same caller signs twice in one millisecond', () => {
    const now = api.clock.now();
    const signatures = Array.from({ length: 50 }, () => signRequest(admin, { salts: api.config.salts, now }));
    expect(new Set(signatures.map((s) => s.sessionId)).size).toBe(50);
  });
});
