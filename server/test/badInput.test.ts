import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '@adops/common/fieldLabels';
import { Status } from '@adops/common/codes';
import { REPORT_MAX_DAYS } from '@adops/common/contract/report';
import { createTestApi, type TestApi } from './harness';

/** Dates, ids and texts that once froze the server or answered 500 (the security review's defects 1 and 6). */
let api: TestApi;
let operator: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  operator = (await api.login('operator')).token;
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

/** A 130 naming the field by its label. */
const refusal = (field: string) => ({
  status: Status.INVALID,
  desc: expect.stringContaining(`${fieldLabel(field, 'zh')}无效`),
});

describe('dates the data cannot hold', () => {
  it('are refused by a report and its export, naming the field, instead of holding the server', async () => {
    for (const url of ['/api/crm/report/myAccount', '/api/crm/report/myAccount/export']) {
      for (const start of ['1000-01-01', '0000-01-01', '1999-12-31']) {
        const answer = await api.call('GET', url, { token: operator, query: { start, end: '2026-11-23' } });
        expect(answer).toMatchObject(refusal('start'));
      }
      const late = await api.call('GET', url, {
        token: operator,
        query: { start: '2026-01-01', end: '2100-01-01' },
      });
      expect(late).toMatchObject(refusal('end'));
    }
  });

  it('refuse a range longer than the report’s bucket allows, and take the longest it allows', async () => {
    const days = REPORT_MAX_DAYS.day;
    const tooLong = await api.call('GET', '/api/crm/report/xhsAccountConsumption', {
      token: admin,
      query: { start: '2023-01-01', end: '2026-01-01' },
    });
    expect(days).toBeLessThan(1097);
    expect(tooLong).toMatchObject(refusal('end'));
    expect(tooLong.desc).toContain(String(days));
    const longest = await api.call('GET', '/api/crm/report/xhsAccountConsumption', {
      token: admin,
      query: { start: '2023-01-02', end: '2026-01-01' },
    });
    expect(longest.status).toBe(Status.OK);
    const pivot = await api.call('GET', '/api/crm/report/xhsAccountDays', {
      token: admin,
      query: { start: '2025-01-01', end: '2026-01-02' },
    });
    expect(pivot).toMatchObject(refusal('end'));
  });

  it('are refused by a list filter too', async () => {
    const answer = await api.call('GET', '/api/crm/accountChange/list', {
      token: admin,
      query: { start: '0000-01-01' },
    });
    expect(answer).toMatchObject(refusal('start'));
  });
});

describe('ids beyond their column', () => {
  it('answer 130 naming the id, never 500', async () => {
    for (const url of ['/api/crm/customer/detail', '/api/crm/account/detail']) {
      const answer = await api.call('GET', url, { token: admin, query: { id: 3_000_000_000 } });
      expect(answer).toMatchObject(refusal('id'));
    }
    const filter = await api.call('GET', '/api/crm/account/list', {
      token: admin,
      query: { customerId: 2 ** 31 },
    });
    expect(filter).toMatchObject(refusal('customerId'));
  });

  it('of a bigint column are looked up, and not found', async () => {
    const answer = await api.call('GET', '/api/crm/accountChange/detail', {
      token: admin,
      query: { id: 3_000_000_000 },
    });
    expect(answer.status).toBe(Status.NOT_FOUND);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('is refused naming the field: NUL in a keyword or a name, a lone surrogate in a role name', async () => {
    const keyword = await api.call('GET', '/api/crm/customer/list', {
      token: admin,
      query: { keyword: 'a\u0000b' },
    });
    expect(keyword).toMatchObject(refusal('keyword'));
    const name = await api.call('POST', '/api/crm/customer/save', {
      token: admin,
      body: { name: 'x\u0000' },
    });
    expect(name).toMatchObject(refusal('name'));
    const role = await api.call('POST', '/api/crm/sys/createRole', {
      token: admin,
      body: { roleName: 'r\uD800', description: '' },
    });
    expect(role).toMatchObject(refusal('roleName'));
    const pair = await api.call('GET', '/api/crm/customer/list', { token: admin, query: { keyword: '😀' } });
    expect(pair.status).toBe(Status.OK);
  });
});

describe('a month range with one end given', () => {
  it('is held to the longest range the chart takes', async () => {
    const answer = await api.call('GET', '/api/crm/activeCustomer/stats', {
      token: admin,
      query: { start: '2000-01-01' },
    });
    expect(answer).toMatchObject(refusal('start'));
  });
});

describe('sort keys', () => {
  it('that name what every object has (valueOf, constructor) are unknown columns, not a 500', async () => {
    for (const url of [
      '/api/crm/sys/userList',
      '/api/crm/customer/list',
      '/api/crm/report/xhscustomerRealTimeConsumption',
    ]) {
      for (const sort of ['valueOf', '-constructor', 'hasOwnProperty']) {
        const answer = await api.call('GET', url, { token: admin, query: { sort } });
        expect(answer, `${url} ${sort}`).toMatchObject(refusal('sort'));
      }
    }
  });

  it('and export columns of the same names are unknown columns too', async () => {
    const columns = JSON.stringify([{ key: 'valueOf', title: 'x' }]);
    const answer = await api.call('GET', '/api/crm/sys/user/export', {
      token: admin,
      query: { columns, title: 'x' },
    });
    expect(answer).toMatchObject(refusal('columns'));
  });
});
