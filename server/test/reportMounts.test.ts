import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Status } from '@adops/common/codes';
import { money } from '@adops/common/contract/fields';
import type { ReportResult } from '@adops/common/contract/report';
import { fieldLabel } from '@adops/common/fieldLabels';
import { moduleOf } from '@adops/common/menu';
import { queryRows } from '../src/db/rows';
import type { ReportDefinition } from '../src/reports/definition';
import { SPENDING_ACCOUNTS } from '../src/reports/measures';
import { allOf, comparedRange, parameters, pickedDimension, threshold } from '../src/reports/parameters';
import { registerReport } from '../src/reports/registry';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

/**
 * A report the menu has no page for, mounted at a URL and method of its own, with a permission of its own and
 * parameters of its own: the dimension its rows are, and a least spend a row must have over the range.
 */
const SPEND_AT_LEAST: ReportDefinition = {
  name: 'testSpendAtLeast',
  mount: { method: 'POST', url: '/api/test/spendAtLeast' },
  access: moduleOf('xhsXccdataCom'),
  dimensions: ['customer'],
  bucket: 'none',
  measures: ['fee', SPENDING_ACCOUNTS],
  range: 'last7',
  sort: '-fee',
  params: parameters(
    { dimension: z.enum(['customer', 'operator']), threshold: money },
    (def, { dimension, threshold: min }) => ({
      ...def,
      dimensions: [dimension],
      thresholds: [{ measure: 'fee', min }],
    }),
  ),
};

/** The same from the parameters made ready (parameters.ts), at a GET with an export, and a range to compare. */
const COMPARED: ReportDefinition = {
  name: 'testCompared',
  mount: { method: 'GET', url: '/api/test/compared', exportUrl: '/api/test/compared/export' },
  access: 'session',
  title: { zh: '对比测试', en: 'Compared test' },
  dimensions: ['customer'],
  bucket: 'none',
  measures: ['fee'],
  range: 'last7',
  sort: '-fee',
  params: allOf(pickedDimension(['customer', 'department']), threshold('fee'), comparedRange),
};

/** Rows that are the facts themselves (an account's day), kept by their account's spend over the range. */
const ACCOUNT_DAYS: ReportDefinition = {
  name: 'testAccountDays',
  mount: { method: 'POST', url: '/api/test/accountDays' },
  access: 'session',
  dimensions: ['account'],
  bucket: 'day',
  measures: ['fee'],
  range: 'last7',
  sort: '-fee',
  params: threshold('fee'),
};

registerReport(SPEND_AT_LEAST);
registerReport(COMPARED);
registerReport(ACCOUNT_DAYS);

let api: TestApi;
let gm: string;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
const today = shanghaiDay(clock.now());
const yesterday = addDays(today, -1);
const range = { start: addDays(today, -30), end: yesterday };

/** Spend per customer, operator, department or account (`id`) over days, from the daily facts: id → cents ≥ `min`. */
async function rawSpend(
  column: 'customer_id' | 'operator_id' | 'department_id' | 'id',
  from: string,
  to: string,
  min = 0,
) {
  const rows = await queryRows<{ id: number | null; fee: string }>(
    api.app.db,
    sql`select a.${sql.raw(column)} as id, sum(d.fee) as fee
        from account_daily d join ad_accounts a on a.id = d.account_id
        where d.day between ${from} and ${to}
        group by a.${sql.raw(column)} having sum(d.fee) >= ${min}`,
  );
  return new Map(rows.map((r) => [String(r.id), Number(r.fee)]));
}

const spendAtLeast = (body: Record<string, unknown>, token = gm) =>
  api.call<ReportResult>('POST', '/api/test/spendAtLeast', { token, body: { pageSize: 500, ...body } });

const byId = (rows: ReportResult['rows'], id: string) =>
  new Map(rows.map((r) => [String(r[id]), Number(r.fee)]));

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  gm = (await api.login('gm')).token;
});
afterAll(() => api.close());

describe('a report mounted at its own URL and method, with parameters of its own', () => {
  it('answers the rows of the dimension picked whose spend reaches the threshold, as the facts say', async () => {
    const all = await rawSpend('customer_id', range.start, range.end);
    // The fifth largest: some customers reach it, most do not.
    const min = [...all.values()].sort((a, b) => b - a)[4]!;
    const kept = await rawSpend('customer_id', range.start, range.end, min);
    expect(kept.size).toBeGreaterThanOrEqual(5);
    expect(kept.size).toBeLessThan(all.size);

    const answer = await spendAtLeast({ ...range, dimension: 'customer', threshold: min });
    expect(answer.status).toBe(Status.OK);
    expect(byId(answer.data.rows, 'customerId')).toEqual(kept);
    expect(answer.data.total).toBe(kept.size);
    expect(answer.data.rows.map((r) => Number(r.fee))).toEqual([...kept.values()].sort((a, b) => b - a));
    // The totals are those of the rows kept: their spend, and their accounts that spent.
    expect(answer.data.summary.fee).toBe([...kept.values()].reduce((a, b) => a + b, 0));
    const [spending] = await queryRows<{ accounts: string }>(
      api.app.db,
      sql`select count(distinct d.account_id) as accounts from account_daily d join ad_accounts a on a.id = d.account_id
          where d.day between ${range.start} and ${range.end} and d.fee > 0
            and a.customer_id in ${[...kept.keys()].map(Number)}`,
    );
    expect(answer.data.summary.spendingAccounts).toBe(Number(spending!.accounts));
  });

  it('groups by the other dimension allowed, the threshold applied to its rows', async () => {
    const all = await rawSpend('operator_id', range.start, range.end);
    const min = [...all.values()].sort((a, b) => b - a)[2]!;
    const kept = await rawSpend('operator_id', range.start, range.end, min);
    const answer = await spendAtLeast({ ...range, dimension: 'operator', threshold: min });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.columns.map((c) => c.key)).toEqual(['operatorName', 'fee', 'spendingAccounts']);
    expect(byId(answer.data.rows, 'operatorId')).toEqual(kept);
    // A threshold no row reaches keeps none, and totals of nothing.
    const none = await spendAtLeast({ ...range, dimension: 'operator', threshold: 1e12 });
    expect(none.data.rows).toEqual([]);
    expect(none.data.summary.fee).toBe(0);
  });

  it('admits the holders of its module only', async () => {
    const body = { ...range, dimension: 'customer', threshold: 0 };
    const operator = (await api.login('operator')).token;
    const refused = await spendAtLeast(body, operator);
    expect(refused.status).toBe(Status.FORBIDDEN);
    expect(refused.data).toBeNull();
    expect((await api.call('POST', '/api/test/spendAtLeast', { body })).status).toBe(Status.NO_SESSION);
    expect((await spendAtLeast(body)).status).toBe(Status.OK);
  });

  it('refuses a bad parameter with 130 naming it by its label', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dimension: 'planet', threshold: 0 }, 'dimension'],
      [{ threshold: 0 }, 'dimension'],
      [{ dimension: 'customer', threshold: -1 }, 'threshold'],
      [{ dimension: 'customer', threshold: 'lots' }, 'threshold'],
      [{ dimension: 'customer', threshold: 0, start: '2026-02-30' }, 'start'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.call<{ errors: { field: string }[] }>('POST', '/api/test/spendAtLeast', {
        token: gm,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(Status.INVALID);
      expect(answer.desc).toContain(fieldLabel(field, 'zh'));
      expect(answer.data.errors[0]!.field).toBe(field);
    }
    expect(fieldLabel('threshold', 'zh')).toBe('阈值');
  });

  it('answers by its own method at its own URL only', async () => {
    const body = { dimension: 'customer', threshold: 0 };
    const get = await api.call('GET', '/api/test/spendAtLeast', { token: gm, query: body });
    expect(get.status).toBe(Status.NOT_FOUND);
    const defaultUrl = await api.call('GET', `/api/crm/report/${SPEND_AT_LEAST.name}`, { token: gm });
    expect(defaultUrl.status).toBe(Status.NOT_FOUND);
  });
});

describe('the parameters made ready', () => {
  const compared = (query: Record<string, unknown>) =>
    api.call<ReportResult>('GET', '/api/test/compared', { token: gm, query: { pageSize: 500, ...query } });

  it('keep the definition’s own dimension when none is picked, and read from the query of a GET', async () => {
    const answer = await compared(range);
    expect(answer.status).toBe(Status.OK);
    expect(byId(answer.data.rows, 'customerId')).toEqual(
      await rawSpend('customer_id', range.start, range.end),
    );
    const departments = await compared({ ...range, dimension: 'department', threshold: '1' });
    expect(byId(departments.data.rows, 'departmentId')).toEqual(
      await rawSpend('department_id', range.start, range.end, 1),
    );
  });

  it('compare each row with a second range, the compared spend beside the change', async () => {
    const second = { compareStart: addDays(today, -61), compareEnd: addDays(today, -31) };
    const answer = await compared({ ...range, ...second, dimension: 'department' });
    expect(answer.status).toBe(Status.OK);
    const columns = answer.data.columns.map((c) => c.key);
    expect(columns).toEqual(['departmentName', 'fee', 'fee_rangeBase', 'fee_range']);
    expect(answer.data.columns.find((c) => c.key === 'fee_range')).toMatchObject({
      zh: `较${second.compareStart}~${second.compareEnd}`,
      en: `vs ${second.compareStart} to ${second.compareEnd}`,
    });
    const before = await rawSpend('department_id', second.compareStart, second.compareEnd);
    for (const row of answer.data.rows) {
      const base = before.get(String(row.departmentId)) ?? 0;
      expect(row.fee_rangeBase).toBe(base);
      if (base) expect(row.fee_range).toBeCloseTo((Number(row.fee) - base) / base, 10);
      else expect(row.fee_range).toBeNull();
    }
    const total = [...before.values()].reduce((a, b) => a + b, 0);
    expect(answer.data.summary.fee_rangeBase).toBe(total);
  });

  it('refuse a compared range that ends before it starts, or runs too long, naming the field', async () => {
    const backwards = await compared({ ...range, compareStart: yesterday, compareEnd: addDays(today, -5) });
    expect(backwards.status).toBe(Status.INVALID);
    expect(backwards.desc).toContain('对比开始日期');
    const long = await compared({ ...range, compareStart: '2000-01-01', compareEnd: '2026-01-01' });
    expect(long.status).toBe(Status.INVALID);
    expect(long.desc).toContain('对比结束日期');
    const bad = await compared({ ...range, dimension: 'plan' });
    expect(bad.status).toBe(Status.INVALID);
    expect(bad.desc).toContain('统计维度');
  });

  it('export every row under the report’s own title', async () => {
    const file = await api.call('GET', '/api/test/compared/export', {
      token: gm,
      query: { ...range, dimension: 'department', threshold: 1 },
    });
    expect(file.http).toBe(200);
    expect(file.status).toBe(Status.OK);
  });

  it('keep rows by their dimensions over the whole range: an account’s days, when its spend reaches the threshold', async () => {
    const week = { start: addDays(today, -7), end: yesterday };
    const all = await rawSpend('id', week.start, week.end);
    const min = [...all.values()].sort((a, b) => b - a)[9]!;
    const kept = await rawSpend('id', week.start, week.end, min);
    const answer = await api.call<ReportResult>('POST', '/api/test/accountDays', {
      token: gm,
      body: { ...week, threshold: min, pageSize: 500 },
    });
    expect(answer.status).toBe(Status.OK);
    const [days] = await queryRows<{ rows: string }>(
      api.app.db,
      sql`select count(*) as rows from account_daily
          where day between ${week.start} and ${week.end} and account_id in ${[...kept.keys()].map(Number)}`,
    );
    expect(answer.data.total).toBe(Number(days!.rows));
    const spent = new Map<string, number>();
    for (const row of answer.data.rows)
      spent.set(String(row.accountId), (spent.get(String(row.accountId)) ?? 0) + Number(row.fee));
    expect(spent).toEqual(kept);
    expect(answer.data.summary.fee).toBe([...kept.values()].reduce((a, b) => a + b, 0));
  });
});

describe('registering a report', () => {
  const plain: ReportDefinition = {
    ...COMPARED,
    name: 'testPlain',
    mount: { method: 'POST', url: '/api/test/plain' },
  };

  it('refuses a name or a place taken, no one to admit, no title to export under, a parameter with no label', () => {
    expect(() => registerReport({ ...plain, name: 'testCompared' })).toThrow(/registered already/);
    expect(() => registerReport({ ...plain, mount: COMPARED.mount })).toThrow(/answers another report/);
    expect(() =>
      registerReport({ ...plain, mount: { method: 'GET', url: '/api/crm/report/xhsCustomerSundial' } }),
    ).toThrow(/answers another report/);
    expect(() => registerReport({ ...plain, access: undefined })).toThrow(/no menu page/);
    expect(() =>
      registerReport({
        ...plain,
        title: undefined,
        mount: { ...plain.mount!, exportUrl: '/api/test/plain/x' },
      }),
    ).toThrow(/no title/);
    expect(() =>
      registerReport({ ...plain, params: parameters({ colour: z.string() }, (def) => def) }),
    ).toThrow(/no label for colour/);
  });
});

describe('the menu pages’ reports', () => {
  it('still answer GET /api/crm/report/<name> and its export, and nothing else there', async () => {
    const page = await api.call<ReportResult>('GET', '/api/crm/report/xhsCustomerSundial', {
      token: gm,
      query: { start: yesterday, end: yesterday },
    });
    expect(page.status).toBe(Status.OK);
    expect(page.data.rows.length).toBeGreaterThan(0);
    const file = await api.call('GET', '/api/crm/report/xhsCustomerSundial/export', {
      token: gm,
      query: { start: yesterday, end: yesterday },
    });
    expect(file.http).toBe(200);
    const post = await api.call('POST', '/api/crm/report/xhsCustomerSundial', { token: gm, body: {} });
    expect(post.status).toBe(Status.NOT_FOUND);
  });
});
