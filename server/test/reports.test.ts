import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { REPORT_NAMES, type ReportResult } from '@adops/common/contract/report';
import { routeByName } from '@adops/common/menu';
import { columnsOf } from '../src/reports/engine';
import { DIMENSIONS } from '../src/reports/dimensions';
import ExcelJS from 'exceljs';
import { signRequest } from '@adops/common/signing';
import { queryRows } from '../src/db/rows';
import { REPORTS } from '../src/reports/routes';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
let admin: string;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
const today = shanghaiDay(clock.now());
const yesterday = addDays(today, -1);

const report = async (name: string, query: Record<string, unknown> = {}, token = admin) =>
  api.call<ReportResult>('GET', `/api/crm/report/${name}`, { token, query: { pageSize: 500, ...query } });

/** Straight from the daily facts, not through the rollups or the engine. */
async function rawDaily(from: string, to: string, where = sql`true`) {
  const [row] = await queryRows<{ fee: string; accounts: number; customers: number }>(
    api.app.db,
    sql`select coalesce(sum(d.fee), 0) as fee, count(distinct d.account_id) filter (where d.fee > 0)::int as accounts,
               count(distinct a.customer_id) filter (where d.fee > 0)::int as customers
        from account_daily d join ad_accounts a on a.id = d.account_id
        where d.day between ${from} and ${to} and ${where}`,
  );
  return { fee: Number(row!.fee), accounts: row!.accounts, customers: row!.customers };
}

const sumOf = (rows: ReportResult['rows'], key = 'fee') => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

describe('the report definitions', () => {
  it('are the reports the web knows, each a page of the menu', () => {
    expect(REPORTS.map((d) => d.name).sort()).toEqual([...REPORT_NAMES].sort());
    for (const def of REPORTS) expect(routeByName(def.name), def.name).toBeDefined();
  });

  it('drill down to hidden pages that are reports, with parameters the row has', () => {
    for (const def of REPORTS) {
      const keys = [
        ...columnsOf(def).map((c) => c.key),
        ...def.dimensions.flatMap((d) => Object.keys(DIMENSIONS[d].columns)),
      ];
      for (const [column, drill] of Object.entries(def.drills ?? {})) {
        expect(keys, def.name).toContain(column);
        expect(routeByName(drill.page)?.hidden, drill.page).toBe(true);
        expect(REPORT_NAMES, drill.page).toContain(drill.page);
        for (const key of Object.values(drill.params))
          expect(keys, `${def.name} → ${drill.page}`).toContain(key);
      }
    }
  });
});

describe('every report', () => {
  it('answers its columns, rows and totals with its defaults', async () => {
    for (const def of REPORTS) {
      const result = await report(def.name);
      expect(result.status, def.name).toBe(1);
      const keys = result.data.columns.map((c) => c.key);
      for (const m of def.measures) expect(keys, def.name).toContain(m);
      expect(result.data.total, def.name).toBeGreaterThanOrEqual(result.data.rows.length);
      for (const row of result.data.rows)
        for (const key of keys) expect(row, `${def.name} ${key}`).toHaveProperty(key);
    }
  });
});

describe('report figures', () => {
  it('give each day its total spend, spending customers and accounts, as the daily facts say', async () => {
    const result = await report('xhscustomerConsumptionDayTotal', {
      start: addDays(today, -10),
      end: yesterday,
    });
    expect(result.data.rows).toHaveLength(10);
    for (const row of result.data.rows) {
      const raw = await rawDaily(String(row.day), String(row.day));
      expect(row).toMatchObject({
        fee: raw.fee,
        spendingAccounts: raw.accounts,
        spendingCustomers: raw.customers,
      });
    }
    // Days come newest first, each with its change against the day before.
    const [newest, previous] = result.data.rows;
    expect(newest!.day).toBe(yesterday);
    expect(newest!.fee_dod).toBeCloseTo(
      (Number(newest!.fee) - Number(previous!.fee)) / Number(previous!.fee),
      10,
    );
  });

  it('agree with each other: customers, accounts and operators add up to the same day, for all and for a group', async () => {
    for (const [token, where] of [
      [admin, sql`true`],
      [(await api.login('grouplead')).token, sql`a.group_id = 1`],
    ] as const) {
      const raw = await rawDaily(yesterday, yesterday, where);
      const customers = await report('xhscustomerConsumptionDay', {}, token);
      const accounts = await report('xhscustomerConsumptionDayDetails', {}, token);
      const operators = await report('xhscustomerConsumptionPhanderDay', {}, token);
      expect(raw.fee).toBeGreaterThan(0);
      for (const r of [customers, accounts, operators]) {
        expect(r.status).toBe(1);
        expect(sumOf(r.data.rows)).toBe(raw.fee);
        expect(r.data.summary.fee).toBe(raw.fee);
      }
    }
  });

  it('sum the hours of a closed day to the day', async () => {
    const hours = await report('timeConsume', { start: yesterday, end: yesterday });
    expect(hours.data.rows.length).toBeGreaterThan(20);
    const [day] = await queryRows<{ fee: string }>(
      api.app.db,
      sql`select sum(fee) as fee from account_daily where day = ${yesterday}`,
    );
    expect(sumOf(hours.data.rows)).toBe(Number(day!.fee));
  });

  it('read partial months and weeks from the days and whole ones from the rollups, to the same sums', async () => {
    const start = '2026-04-20';
    const end = '2026-06-10';
    const months = await report('xhsAccountConsumptionMonth', { start, end });
    const byMonth = new Map<string, number>();
    for (const row of months.data.rows)
      byMonth.set(String(row.month), (byMonth.get(String(row.month)) ?? 0) + Number(row.fee));
    expect([...byMonth.keys()].sort()).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
    expect(byMonth.get('2026-04-01')).toBe((await rawDaily(start, '2026-04-30')).fee);
    expect(byMonth.get('2026-05-01')).toBe((await rawDaily('2026-05-01', '2026-05-31')).fee);
    expect(byMonth.get('2026-06-01')).toBe((await rawDaily('2026-06-01', end)).fee);
    expect(months.data.summary.fee).toBe((await rawDaily(start, end)).fee);

    const weeks = await report('xhsAccountConsumptionWeek', { start: '2026-05-06', end: '2026-05-24' });
    const byWeek = new Map<string, number>();
    for (const row of weeks.data.rows)
      byWeek.set(String(row.week), (byWeek.get(String(row.week)) ?? 0) + Number(row.fee));
    expect(byWeek.get('2026-05-04')).toBe((await rawDaily('2026-05-06', '2026-05-10')).fee);
    expect(byWeek.get('2026-05-11')).toBe((await rawDaily('2026-05-11', '2026-05-17')).fee);
    expect(byWeek.get('2026-05-18')).toBe((await rawDaily('2026-05-18', '2026-05-24')).fee);

    const range = await report('xhscustomerConsumptionDay', { start, end });
    expect(range.data.summary.fee).toBe((await rawDaily(start, end)).fee);
  });

  it('pivot days across with totals both ways, equal to the list totals', async () => {
    const start = addDays(today, -5);
    const pivot = await report('xhsAccountDays', { start, end: yesterday, pageSize: 20 });
    const days = Array.from({ length: 5 }, (_, i) => addDays(start, i));
    expect(pivot.data.columns.filter((c) => c.key.startsWith('p_')).map((c) => c.key)).toEqual(
      days.map((d) => `p_${d}`),
    );
    for (const row of pivot.data.rows)
      expect(days.reduce((s, d) => s + Number(row[`p_${d}`]), 0)).toBe(row.fee);
    const list = await report('xhscustomerConsumptionDayTotal', { start, end: yesterday });
    for (const day of days) {
      expect(pivot.data.summary[`p_${day}`]).toBe(list.data.rows.find((r) => r.day === day)!.fee);
    }
    expect(pivot.data.summary.fee).toBe(list.data.summary.fee);
    // Biggest first, and the rows of a page are a slice of all.
    const fees = pivot.data.rows.map((r) => Number(r.fee));
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
    expect(pivot.data.total).toBeGreaterThan(pivot.data.rows.length);
  });

  it('pivot months across, reading whole months from the rollup', async () => {
    const pivot = await report('xhsAccountMonth', { start: '2026-04-01', end: '2026-05-31' });
    expect(pivot.data.summary['p_2026-04-01']).toBe((await rawDaily('2026-04-01', '2026-04-30')).fee);
    expect(pivot.data.summary['p_2026-05-01']).toBe((await rawDaily('2026-05-01', '2026-05-31')).fee);
  });

  it('compare a customer’s day with the day before', async () => {
    const result = await report('xhsCustomerSundial');
    const top = result.data.rows[0]!;
    const before = await rawDaily(
      addDays(yesterday, -1),
      addDays(yesterday, -1),
      sql`a.customer_id = ${top.customerId}`,
    );
    const now = await rawDaily(yesterday, yesterday, sql`a.customer_id = ${top.customerId}`);
    expect(top.fee).toBe(now.fee);
    expect(top.fee_dod).toBeCloseTo((now.fee - before.fee) / before.fee, 10);
    expect(top.ctr).toBeCloseTo(Number(top.clicks) / Number(top.impressions), 10);
  });

  it('keep an operator to their own accounts', async () => {
    const { token, id } = await api.login('operator');
    const result = await report('xhsOperateSundial', {}, token);
    expect(result.data.rows.map((r) => r.operatorId)).toEqual([id]);
    expect(result.data.summary.fee).toBe(
      (await rawDaily(yesterday, yesterday, sql`a.operator_id = ${id}`)).fee,
    );
  });

  it('export every row with the totals last, the range on top and money in yuan', async () => {
    const query = { start: addDays(today, -3), end: yesterday };
    const shown = await report('xhscustomerConsumptionDay', query);
    const signature = signRequest(admin, { salts: api.config.salts, now: clock.now() });
    const response = await api.fastify.inject({
      method: 'GET',
      url: '/api/crm/report/xhscustomerConsumptionDay/export',
      query: Object.fromEntries(Object.entries({ ...query, ...signature }).map(([k, v]) => [k, String(v)])),
      headers: { token: admin, saltId: String(signature.saltId), timestamp: String(signature.timestamp) },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const lines: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    expect(lines[0]).toEqual(['客户日消耗']);
    expect(String(lines[1]![0])).toContain(`${query.start} ~ ${query.end}`);
    expect(lines[2]).toEqual(shown.data.columns.map((c) => c.zh));
    const body = lines.slice(3);
    expect(body).toHaveLength(shown.data.total + 1);
    const feeAt = shown.data.columns.findIndex((c) => c.key === 'fee');
    expect(body.at(-1)![0]).toBe('合计');
    expect(body.at(-1)![feeAt]).toBe(Number(shown.data.summary.fee) / 100);
  });

  it('refuse a range that ends before it starts and an unknown sort, naming the field', async () => {
    const backwards = await report('xhsCustomerSundial', { start: yesterday, end: addDays(yesterday, -3) });
    expect(backwards.status).toBe(Status.INVALID);
    expect(backwards.desc).toContain('start');
    const sort = await report('xhsCustomerSundial', { sort: 'passwordHash' });
    expect(sort.status).toBe(Status.INVALID);
    expect(sort.desc).toContain('sort');
  });
});
