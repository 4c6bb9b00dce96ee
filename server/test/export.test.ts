import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { queryRows } from '../src/db/rows';
import { signRequest } from '@adops/common/signing';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));

const COLUMNS = [
  { key: 'platformId', title: '账户ID' },
  { key: 'name', title: '账户名称' },
  { key: 'status', title: '状态', values: { active: '投放中', paused: '暂停', closed: '已关户' } },
  { key: 'monthFee', title: '本月消耗', kind: 'money' },
  { key: 'balance', title: '余额', kind: 'money' },
];

/** The export as a browser downloads it: signed, with the session token, read back as a workbook. */
async function download(token: string, path: string, query: Record<string, unknown>) {
  const signature = signRequest(token, { salts: api.config.salts, now: clock.now() });
  const response = await api.fastify.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries({ ...query, ...signature }).map(([k, v]) => [k, String(v)])),
    headers: { token, saltId: String(signature.saltId), timestamp: String(signature.timestamp) },
  });
  return response;
}

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
});
afterAll(() => api.close());

describe('exporting a list', () => {
  it('writes every row the list has, as the page shows them, under the filters', async () => {
    const { token } = await api.login('admin');
    const response = await download(token, '/api/crm/account/export', {
      columns: JSON.stringify(COLUMNS),
      title: '账户管理',
      status: 'active',
      sort: '-monthFee',
      filters: JSON.stringify([{ label: '状态', value: '投放中' }]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E8%B4%A6%E6%88%B7");
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]).toEqual(['账户管理']);
    // The filters in words, as the page shows them; sorting is no filter.
    expect(rows[1]).toEqual(['筛选条件：状态：投放中']);
    expect(rows[2]).toEqual(COLUMNS.map((c) => c.title));
    const [expected] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from ad_accounts where status = 'active'`,
    );
    const body = rows.slice(3);
    expect(body).toHaveLength(expected!.n);
    expect(body.every((r) => r[2] === '投放中')).toBe(true);
    // Money in yuan, biggest first as sorted.
    const fees = body.map((r) => r[3] as number);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
    // The month to date: its closed days and today's hours so far.
    const [top] = await queryRows<{ fee: string }>(
      api.app.db,
      sql`select sum(fee) as fee from (
            select d.account_id, d.fee from account_daily d where d.day between '2026-06-01' and '2026-06-14'
            union all select h.account_id, h.fee from account_hourly h where h.day = '2026-06-15') f
          join ad_accounts a on a.id = f.account_id
          where a.status = 'active' group by a.id order by 1 desc limit 1`,
    );
    expect(fees[0]).toBe(Number(top!.fee) / 100);
  });

  it('builds exports asked at once one at a time, each whole, and a failed one gives its turn on', async () => {
    const { token } = await api.login('admin');
    const ask = (columns: unknown[]) =>
      download(token, '/api/crm/account/export', { columns: JSON.stringify(columns), title: '账户管理' });
    const [first, refused, second, third] = await Promise.all([
      ask(COLUMNS),
      ask([{ key: 'nope', title: 'x' }]),
      ask(COLUMNS),
      ask(COLUMNS.slice(0, 2)),
    ]);
    expect(JSON.parse(refused.body).status).toBe(Status.INVALID);
    const [a, b, c] = await Promise.all([
      sheetOf(first.rawPayload),
      sheetOf(second.rawPayload),
      sheetOf(third.rawPayload),
    ]);
    expect(b).toEqual(a);
    expect(c.length).toBe(a.length);
    expect(api.app.heavyTurns.waiting).toBe(0);
    // The turn is free again: another export is answered.
    expect((await ask(COLUMNS.slice(0, 1))).statusCode).toBe(200);
  });

  it('keeps to the caller’s data scope', async () => {
    const { token, id } = await api.login('operator');
    const response = await download(token, '/api/crm/account/export', {
      columns: JSON.stringify([{ key: 'operatorId', title: 'operator' }]),
      title: 'mine',
    });
    const rows = (await sheetOf(response.rawPayload)).slice(3);
    const [own] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from ad_accounts where operator_id = ${id}`,
    );
    expect(rows).toHaveLength(own!.n);
    expect(rows.every((r) => r[0] === id)).toBe(true);
  });

  it('writes for every role exactly the rows its list shows', async () => {
    const paths = ['customer', 'account', 'balance', 'accountChange', 'operator', 'activeCustomer'];
    let compared = 0;
    for (const username of ['gm', 'sales', 'depthead', 'grouplead', 'operator', 'finance']) {
      const { token } = await api.login(username);
      for (const path of paths) {
        const list = await api.call<{ total: number }>('GET', `/api/crm/${path}/list`, {
          token,
          query: { pageSize: 1 },
        });
        if (list.status === Status.FORBIDDEN) continue;
        const response = await download(token, `/api/crm/${path}/export`, {
          columns: JSON.stringify([{ key: 'id', title: 'id' }]),
          title: path,
        });
        expect((await sheetOf(response.rawPayload)).length - 3, `${username} ${path}`).toBe(list.data.total);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('refuses a column the list does not have, as an envelope naming the field', async () => {
    const { token } = await api.login('admin');
    const result = await api.call('GET', '/api/crm/customer/export', {
      token,
      query: { columns: JSON.stringify([{ key: 'passwordHash', title: 'x' }]), title: 'x' },
    });
    expect(result.status).toBe(Status.INVALID);
    expect(result.desc).toContain('导出列');
  });
});
