import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { REPORT_NAMES, type ReportResult } from '@adops/common/contract/report';
import { routeByName } from '@adops/common/menu';
import { columnsOf } from '../src/reports/columns';
import { measureKey, SPENDING_ACCOUNTS } from '../src/reports/measures';
import { DIMENSIONS } from '../src/reports/dimensions';
import ExcelJS from 'exceljs';
import { signRequest } from '@adops/common/signing';
import { queryRows } from '../src/db/rows';
import { reportEndpoint } from '../src/reports/mount';
import { REPORTS } from '../src/reports/registry';
import type { ReportDefinition, RunContext } from '../src/reports/definition';
import type { DimensionKey } from '../src/reports/dimensions';
import { summedByOf } from '../src/reports/plan';
import { runReport } from '../src/reports/engine';
import { everyRow } from '../src/reports/everyRow';
import { reportFile } from '../src/reports/exportFile';
import { EXPORT_MAX_ROWS } from '@adops/common/contract/export';
import { buffer } from 'node:stream/consumers';
import { ALL_DATA } from '../src/scope/dataScope';
import type { DataScope } from '@adops/common/scope';
import type { SummedBy } from '../src/facts/writer';
import { addDays, shanghaiDay, shanghaiHour } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
let admin: string;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
const today = shanghaiDay(clock.now());
const yesterday = addDays(today, -1);

/** A report where it answers (a page's own URL, or the call it reads: POST with its input as the body). */
const report = async (name: string, query: Record<string, unknown> = {}, token = admin) => {
  const { method, url } = reportEndpoint(REPORTS.find((d) => d.name === name)!);
  const input = { pageSize: 500, ...query };
  return api.call<ReportResult>(method, url, {
    token,
    ...(method === 'GET' ? { query: input } : { body: input }),
  });
};

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

/** A report's export as the browser downloads it, signed as admin, and its sheet's lines. */
async function exported(name: string, query: Record<string, unknown>) {
  const signature = signRequest(admin, { salts: api.config.salts, now: clock.now() });
  const response = await api.fastify.inject({
    method: 'GET',
    url: `/api/crm/report/${name}/export`,
    query: Object.fromEntries(Object.entries({ ...query, ...signature }).map(([k, v]) => [k, String(v)])),
    headers: { token: admin, saltId: String(signature.saltId), timestamp: String(signature.timestamp) },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const lines: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  return { response, workbook, lines };
}

/** Cursors open on the database, in any session: PGlite's one, or any of the server's on PostgreSQL. */
async function openCursors() {
  const [pglite] = await queryRows<{ open: number }>(
    api.app.db,
    sql`select count(*)::int as open from pg_cursors where name like 'rows%'`,
  );
  if (api.database.kind === 'pglite') return pglite!.open;
  const [held] = await queryRows<{ open: number }>(
    api.app.db,
    sql`select count(*)::int as open from pg_stat_activity
        where datname = current_database() and (query ilike 'fetch forward%' or query ilike 'declare%')`,
  );
  return held!.open;
}

/** The lines of a report's xlsx, each as JSON. */
async function sheetLines(def: ReportDefinition, result: Parameters<typeof reportFile>[1]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await buffer(reportFile(def, result, 'zh', [], today).body)) as unknown as ArrayBuffer,
  );
  const lines: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => lines.push(JSON.stringify(row.values)));
  return lines;
}

/** The rows an export reads at a time here: the small tier has fewer than a slice of a real export. */
const SLICE = 300;

const sumOf = (rows: ReportResult['rows'], key = 'fee') => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
const EVERY_SUM: SummedBy[] = ['team', 'customer', 'operatorCustomer'];
const PAGE = { page: 1, pageSize: 50 };

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

  it('group by something: a dimension or a time bucket', () => {
    for (const def of REPORTS) expect(def.dimensions.length || def.bucket !== 'none', def.name).toBeTruthy();
  });

  it('count spending accounts only where the rows are one per account and period', () => {
    for (const def of REPORTS.filter((d) => d.bucket === 'hour' || d.source === 'planFacts'))
      expect(def.measures, def.name).not.toContain(SPENDING_ACCOUNTS);
  });

  it('drill down to pages that are reports, or to a view of their own, with parameters the row has', () => {
    for (const def of REPORTS) {
      const keys = [
        ...columnsOf(def, ['2026-11-01', '2026-11-01'], '2026-11-02').map((c) => c.key),
        ...def.dimensions.flatMap((d) => Object.keys(DIMENSIONS[d].columns)),
      ];
      for (const [column, drill] of Object.entries(def.drills ?? {})) {
        expect(keys, def.name).toContain(column);
        // A page may open a view of its own (the accounts behind an operator's count): fixed parameters say which.
        if (drill.page === def.name) expect(drill.fixed, def.name).toBeDefined();
        else expect(routeByName(drill.page), drill.page).toBeDefined();
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
      if (def.layout !== 'pivot')
        for (const m of def.measures) expect(keys, def.name).toContain(measureKey(m));
      expect(result.data.total, def.name).toBeGreaterThanOrEqual(result.data.rows.length);
      // The totals hold columns of the report, nothing of how they were read.
      for (const key of Object.keys(result.data.summary)) expect(keys, `${def.name} summary`).toContain(key);
      expect(result.data.rows.length, `${def.name} has rows`).toBeGreaterThan(0);
      for (const c of result.data.columns) {
        expect(c.zh, `${def.name} ${c.key}`).toBeTruthy();
        expect(c.en, `${def.name} ${c.key}`).toMatch(/^[^\u4e00-\u9fff]+$/);
        for (const title of Object.values(c.values ?? {})) expect(title.en).toMatch(/^[^\u4e00-\u9fff]+$/);
      }
      const figures = result.data.columns.filter((c) => c.kind !== 'link');
      for (const row of result.data.rows)
        for (const { key } of figures) expect(row, `${def.name} ${key}`).toHaveProperty(key);
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
      // A distinct count's total is the distinct count of the whole, not the sum of the rows' counts.
      const [spending] = await queryRows<{ customers: string }>(
        api.app.db,
        sql`select count(distinct a.customer_id) as customers from account_daily d
              join ad_accounts a on a.id = d.account_id where d.day = ${yesterday} and d.fee > 0 and ${where}`,
      );
      const days = await report(
        'xhscustomerConsumptionDayTotal',
        { start: yesterday, end: yesterday },
        token,
      );
      for (const r of [days, operators])
        expect(r.data.summary.spendingCustomers).toBe(Number(spending!.customers));
    }
  });

  it('sum the hours of a closed day to the day, in every scope and under every filter', async () => {
    const grouplead = (await api.login('grouplead')).token;
    const [some] = await queryRows<{ customerId: number; product: string }>(
      api.app.db,
      sql`select customer_id as "customerId", product from ad_accounts a join account_daily d on d.account_id = a.id
          where d.day = ${yesterday} and a.group_id = 1 order by d.fee desc limit 1`,
    );
    const cases: [string, Record<string, unknown>, SQL][] = [
      [admin, {}, sql`true`],
      [grouplead, {}, sql`a.group_id = 1`],
      [admin, { groupId: 1, product: some!.product }, sql`a.group_id = 1 and a.product = ${some!.product}`],
      [
        grouplead,
        { customerId: some!.customerId },
        sql`a.group_id = 1 and a.customer_id = ${some!.customerId}`,
      ],
    ];
    for (const [token, filters, where] of cases) {
      const hours = await report('timeConsume', { start: yesterday, end: yesterday, ...filters }, token);
      expect(hours.data.rows.length).toBeGreaterThan(5);
      const [day] = await queryRows<{ fee: string }>(
        api.app.db,
        sql`select sum(fee) as fee from account_daily d join ad_accounts a on a.id = d.account_id
            where day = ${yesterday} and ${where}`,
      );
      expect(Number(day!.fee)).toBeGreaterThan(0);
      expect(sumOf(hours.data.rows)).toBe(Number(day!.fee));
      expect(hours.data.summary.fee).toBe(Number(day!.fee));
    }
  });

  it("read the accounts a department's and a group's filters pick, and none where they pick no account", async () => {
    const [placed] = await queryRows<{ department: number; group: number; other: number }>(
      api.app.db,
      sql`select g.department_id as department, g.id as group,
            (select d.id from departments d where d.id <> g.department_id order by d.id limit 1) as other
          from operation_groups g order by g.id limit 1`,
    );
    const { department, group, other } = placed!;
    const range = { start: addDays(today, -30), end: yesterday };
    const [raw] = await queryRows<{ fee: string; rows: number }>(
      api.app.db,
      sql`select sum(d.fee) as fee, count(*)::int as rows from account_daily d join ad_accounts a on a.id = d.account_id
          where d.day between ${range.start} and ${range.end} and a.group_id = ${group}`,
    );
    const inGroup = await report('xhsAccountConsumption', { ...range, deptId: department, groupId: group });
    expect(inGroup.data.total).toBe(raw!.rows);
    expect(inGroup.data.summary.fee).toBe(Number(raw!.fee));
    const apart = await report('xhsAccountConsumption', { ...range, deptId: other, groupId: group });
    expect(apart.data).toMatchObject({ total: 0, rows: [] });
    expect(apart.data.summary.fee ?? 0).toBe(0);
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
    // Each part (a month's days, weeks, whole months) is cut to its top rows first: the pages are still the
    // slices of every row by spend.
    const fees = (rows: ReportResult['rows']) => rows.map((r) => Number(r.fee));
    const all = fees(months.data.rows);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    for (const page of [1, 2, 3]) {
      const slice = await report('xhsAccountConsumptionMonth', { start, end, page, pageSize: 7 });
      expect(fees(slice.data.rows), `page ${page}`).toEqual(all.slice((page - 1) * 7, page * 7));
    }

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

  it('page a series by its time: only the days with facts, each page a slice of all of them', async () => {
    // From before the first day of facts: those days are no rows.
    const start = addDays(today, -400);
    const [days] = await queryRows<{ days: number; first: string }>(
      api.app.db,
      sql`select count(distinct day)::int as days, min(day)::text as first from account_daily
          where day between ${start} and ${yesterday}`,
    );
    expect(days!.first > start).toBe(true);
    for (const sort of ['-day', 'day']) {
      const all = await report('xhscustomerConsumptionDayTotalCF', { start, end: yesterday, sort });
      expect(all.data.total, sort).toBe(days!.days);
      expect(all.data.rows).toHaveLength(days!.days);
      const keys = all.data.rows.map((r) => String(r.day));
      expect(keys, sort).toEqual(sort === 'day' ? [...keys].sort() : [...keys].sort().reverse());
      for (const page of [1, 2, 5]) {
        const slice = await report('xhscustomerConsumptionDayTotalCF', {
          start,
          end: yesterday,
          sort,
          page,
          pageSize: 7,
        });
        expect(slice.data.total).toBe(days!.days);
        expect(slice.data.rows, `${sort} page ${page}`).toEqual(
          all.data.rows.slice((page - 1) * 7, page * 7),
        );
        expect(slice.data.summary).toEqual(all.data.summary);
      }
    }
  });

  it('read the month and week under way whole from their rollups up to the last day of facts, to the same sums', async () => {
    // The facts end yesterday (June 14th, a Sunday): June so far is June's row of the monthly rollup.
    const [last] = await queryRows<{ day: string }>(
      api.app.db,
      sql`select max(day)::text as day from account_daily`,
    );
    expect(last!.day).toBe(yesterday);
    const months = await report('xhsOperateSundialSummaryMonth', { start: '2026-05-20', end: yesterday });
    const june = months.data.rows.filter((r) => r.month === '2026-06-01');
    expect(sumOf(june)).toBe((await rawDaily('2026-06-01', yesterday)).fee);
    expect(months.data.summary.fee).toBe((await rawDaily('2026-05-20', yesterday)).fee);
    const [top] = june;
    const raw = await rawDaily('2026-06-01', yesterday, sql`a.operator_id = ${top!.operatorId}`);
    expect(top).toMatchObject({ spendingAccounts: raw.accounts, spendingCustomers: raw.customers });
    const weeks = await report('xhsAccountConsumptionWeek', { start: '2026-06-03', end: yesterday });
    const keys = weeks.data.rows.map((r) => `${r.accountId}|${r.week}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(weeks.data.summary.fee).toBe((await rawDaily('2026-06-03', yesterday)).fee);
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
    const { response, workbook, lines } = await exported('xhscustomerConsumptionDay', query);
    expect(response.statusCode).toBe(200);
    expect(lines[0]).toEqual(['客户日消耗']);
    expect(String(lines[1]![0])).toContain(`${query.start} ~ ${query.end}`);
    expect(lines[2]).toEqual(shown.data.columns.map((c) => c.zh));
    const body = lines.slice(3);
    expect(body).toHaveLength(shown.data.total + 1);
    const feeAt = shown.data.columns.findIndex((c) => c.key === 'fee');
    expect(body.at(-1)![0]).toBe('合计');
    expect(body.at(-1)![feeAt]).toBe(Number(shown.data.summary.fee) / 100);
    // The file's rows are the page's, their changes against the day before included.
    const dodAt = shown.data.columns.findIndex((c) => c.key === 'fee_dod');
    expect(body[0]![feeAt]).toBe(Number(shown.data.rows[0]!.fee) / 100);
    expect(body[0]![dodAt]).toBeCloseTo(Number(shown.data.rows[0]!.fee_dod), 10);
    // Money reads as yuan with thousands separators in the spreadsheet too.
    expect(workbook.worksheets[0]!.getRow(4).getCell(feeAt + 1).numFmt).toBe('#,##0.00');
  });

  it('export a report by hour with its hours as shown, its totals titled, and the filters in words', async () => {
    const query = {
      start: today,
      end: today,
      filters: JSON.stringify([{ label: '部门', value: '运营一部' }]),
    };
    const shown = await report('timeConsume', { start: today, end: today });
    const { lines } = await exported('timeConsume', query);
    expect(lines[1]).toEqual([`${today} ~ ${today}  筛选条件：部门：运营一部`]);
    const body = lines.slice(3);
    expect(body.slice(0, -1).map((r) => r[0])).toEqual(
      shown.data.rows.map((r) => `${String(r.hour).padStart(2, '0')}:00`),
    );
    expect(body.at(-1)![0]).toBe('合计');
  });

  it('export more rows than a slice, a slice at a time, to the same file as every row read at once', async () => {
    const query = { start: addDays(yesterday, -364), end: yesterday };
    const ctx = { db: api.app.db, scope: ALL_DATA, today, hour: shanghaiHour(clock.now()) };
    // Rows with an extra (the balance) and rows with a comparison (the day before).
    for (const name of ['xhsAccountConsumption', 'xhsAccountSundial']) {
      const def = REPORTS.find((d) => d.name === name)!;
      const everyRowQuery = { ...query, page: 1, pageSize: EXPORT_MAX_ROWS, sort: def.sort };
      const streamed = await everyRow(def, everyRowQuery, ctx, SLICE);
      expect('slices' in streamed, name).toBe(true);
      const whole = await runReport(def, everyRowQuery, ctx);
      expect(whole.total).toBeGreaterThan(2 * SLICE);
      const [streamedLines, wholeLines] = await Promise.all([
        sheetLines(def, streamed),
        sheetLines(def, whole),
      ]);
      expect(streamedLines).toHaveLength(whole.total + 4);
      // Rows of equal figures may come in either order.
      expect(streamedLines.slice(0, 3)).toEqual(wholeLines.slice(0, 3));
      expect(streamedLines.slice(3).sort()).toEqual(wholeLines.slice(3).sort());
    }
  });

  it('let go of the rows of an export its caller dropped, read in part or not at all', async () => {
    const def = REPORTS.find((d) => d.name === 'xhsAccountConsumption')!;
    const query = {
      start: addDays(yesterday, -89),
      end: yesterday,
      page: 1,
      pageSize: EXPORT_MAX_ROWS,
      sort: def.sort,
    };
    const ctx = { db: api.app.db, scope: ALL_DATA, today, hour: shanghaiHour(clock.now()) };
    const streamed = await everyRow(def, query, ctx, SLICE);
    // The caller goes away after the first bytes, and another before any.
    const read = reportFile(def, streamed, 'zh', [], today);
    for await (const _ of read.body) break;
    reportFile(def, await everyRow(def, query, ctx, SLICE), 'zh', [], today).body.destroy();
    await expect.poll(() => openCursors()).toBe(0);
  });

  it('compare today so far with the same hours of yesterday, row by row and in the totals, and say so', async () => {
    const result = await report('myAccount');
    const top = result.data.rows[0]!;
    const hourNow = 14; // the clock reads 14:30
    const hours = (day: string, upTo: number, where = sql`true`) =>
      sql`(select coalesce(sum(h.fee), 0) from account_hourly h where h.day = ${day} and h.hour <= ${upTo} and ${where})`;
    const [raw] = await queryRows<{ today: string; same: string; allToday: string; allSame: string }>(
      api.app.db,
      sql`select ${hours(today, 23, sql`h.account_id = ${top.accountId}`)} as today,
                 ${hours(yesterday, hourNow, sql`h.account_id = ${top.accountId}`)} as same,
                 ${hours(today, 23)} as "allToday", ${hours(yesterday, hourNow)} as "allSame"`,
    );
    expect(top.fee).toBe(Number(raw!.today));
    expect(Number(raw!.today)).toBeGreaterThan(0);
    expect(top.feeSameTime).toBe(Number(raw!.same));
    // The day under way is compared with the same elapsed part of the day before, not with the whole of it.
    expect(top.fee_dodBase).toBe(Number(raw!.same));
    expect(top.feeSameTimeChange).toBeCloseTo(
      (Number(raw!.today) - Number(raw!.same)) / Number(raw!.same),
      10,
    );
    expect(top.fee_dod).toBeCloseTo((Number(raw!.today) - Number(raw!.same)) / Number(raw!.same), 10);
    const titles = Object.fromEntries(result.data.columns.map((c) => [c.key, c.zh]));
    expect(titles.fee_dod).toBe('日环比(同时段)');
    expect(titles.fee_dodBase).toBe('前一日(同时段)');
    // The totals row has a number wherever its rows do: every account's, not only the page's.
    const { summary } = result.data;
    expect(summary.fee).toBe(Number(raw!.allToday));
    expect(summary.fee_dodBase).toBe(Number(raw!.allSame));
    expect(summary.feeSameTime).toBe(Number(raw!.allSame));
    expect(summary.fee_dod).toBeCloseTo(
      (Number(raw!.allToday) - Number(raw!.allSame)) / Number(raw!.allSame),
      10,
    );
    const [balance] = await queryRows<{ available: string; fee7: string; all: string }>(
      api.app.db,
      sql`select b.available, (select sum(fee) from account_daily where account_id = b.account_id
                                and day between ${addDays(today, -7)} and ${yesterday}) as fee7,
                 (select sum(available) from balance_snapshots where day = ${today}) as all
          from balance_snapshots b where b.account_id = ${top.accountId} and b.day = ${today}`,
    );
    expect(top.balance).toBe(Number(balance!.available));
    const exact = (Number(balance!.available) * 7) / Number(balance!.fee7);
    expect(Number(top.runway)).toBe(Math.floor(exact * 10) / 10);
    expect(summary.balance).toBe(Number(balance!.all));
  });

  it('show by hour only the days that have hours, totals the sum of the hours shown', async () => {
    const [held] = await queryRows<{ first: string }>(
      api.app.db,
      sql`select min(day)::text as first from account_hourly`,
    );
    const heldFrom = held!.first;
    expect(heldFrom > addDays(today, -20)).toBe(true);
    const result = await report('timeConsume', { start: addDays(today, -20), end: today });
    // The range is cut to the days with hours, and the answer says from when they are held.
    expect(result.data.heldFrom).toBe(heldFrom);
    expect(result.data.start).toBe(heldFrom);
    const [raw] = await queryRows<{ fee: string }>(
      api.app.db,
      sql`select coalesce(sum(fee), 0) as fee from account_hourly where day between ${heldFrom} and ${today}`,
    );
    expect(sumOf(result.data.rows)).toBe(Number(raw!.fee));
    expect(result.data.summary.fee).toBe(Number(raw!.fee));
    // Last week's hours are not held: nothing to compare with, rather than a zero.
    expect(result.data.rows.every((r) => r.fee_wowBase === null && r.fee_wow === null)).toBe(true);
    // A range wholly before the hours held shows none, and a total of none.
    const old = await report('timeConsume', { start: addDays(today, -40), end: addDays(today, -30) });
    expect(old.data.rows).toEqual([]);
    expect(old.data.summary.fee).toBe(0);
  });

  it('compare a closed day with the whole day before, titled so', async () => {
    const result = await report('myAccount', { start: yesterday, end: yesterday });
    const top = result.data.rows[0]!;
    const dayBefore = addDays(yesterday, -1);
    const [raw] = await queryRows<{ before: string; all: string }>(
      api.app.db,
      sql`select (select coalesce(sum(fee), 0) from account_daily where account_id = ${top.accountId} and day = ${dayBefore}) as before,
                 (select coalesce(sum(fee), 0) from account_daily where day = ${dayBefore}) as all`,
    );
    expect(top.fee_dodBase).toBe(Number(raw!.before));
    expect(result.data.summary.fee_dodBase).toBe(Number(raw!.all));
    const titles = Object.fromEntries(result.data.columns.map((c) => [c.key, c.zh]));
    expect(titles.fee_dod).toBe('日环比');
  });

  it('compare a range of days with as many days before it, titled with their number', async () => {
    const start = addDays(yesterday, -29);
    const result = await report('xhsOperateSundialSummary', { start, end: yesterday });
    const titles = Object.fromEntries(result.data.columns.map((c) => [c.key, c]));
    expect(titles.fee_dod!.zh).toBe('较前30天');
    expect(titles.fee_dod!.en).toBe('vs previous 30 days');
    const before = await rawDaily(addDays(start, -30), addDays(yesterday, -30));
    const now = await rawDaily(start, yesterday);
    expect(result.data.summary.fee_dod).toBeCloseTo((now.fee - before.fee) / before.fee, 10);
  });

  it('count the accounts running out of balance per operator as the list of runways says', async () => {
    const counts = await report('xhsExpectedAccountBalanceCount');
    const top = counts.data.rows[0]!;
    const list = await report('xhsExpectedAccountBalance', { operatorId: top.operatorId });
    const runways = list.data.rows.map((r) => r.runway).filter((r): r is number => r !== null);
    // A runway shown under a threshold is one counted under it: the list's runways are cut, not rounded.
    for (const days of [1, 3, 7])
      expect(runways.filter((r) => r < days).length, `under ${days}`).toBe(Number(top[`runwayUnder${days}`]));
    expect(list.data.total).toBe(top.accountCount);
    expect(list.data.summary.balance).toBe(top.balance);
    // Shortest runway first; an account that never spends has none and comes last.
    expect(runways).toEqual([...runways].sort((a, b) => a - b));
    const first = list.data.rows[0]!;
    expect(first.emptyDay).toBe(addDays(today, Math.floor(Number(first.runway))));
  });

  it('split a day into cash and grant, with the service fee and rebate at each customer’s rates', async () => {
    const result = await report('xhscustomerConsumptionDayTotalCF', { start: yesterday, end: yesterday });
    const [raw] = await queryRows<{
      fee: string;
      cash: string;
      grant: string;
      service: string;
      rebate: string;
    }>(
      api.app.db,
      sql`select sum(d.fee) as fee, sum(d.cash_fee) as cash, sum(d.grant_fee) as grant,
                 round(sum(d.fee * c.service_fee_rate) / 10000.0) as service, round(sum(d.fee * c.rebate_rate) / 10000.0) as rebate
          from account_daily d join ad_accounts a on a.id = d.account_id join customers c on c.id = a.customer_id
          where d.day = ${yesterday}`,
    );
    expect(result.data.rows[0]).toMatchObject({
      fee: Number(raw!.fee),
      cashFee: Number(raw!.cash),
      grantFee: Number(raw!.grant),
      serviceFee: Number(raw!.service),
      rebate: Number(raw!.rebate),
    });
    expect(Number(raw!.service)).toBeGreaterThan(0);
    const customers = await report('xhscustomerTradeFee', { start: yesterday, end: yesterday });
    expect(sumOf(customers.data.rows, 'serviceFee')).toBeCloseTo(Number(raw!.service), -3);
  });

  it('show an operator’s month so far against the month target, with the time gone by', async () => {
    const result = await report('xhsOperateSundial', { start: today, end: today });
    const month = `${today.slice(0, 8)}01`;
    const withTargets = await queryRows<{ scope_id: number }>(
      api.app.db,
      sql`select scope_id from targets where scope = 'operator' and period = 'month' and period_start = ${month}`,
    );
    const top = result.data.rows.find((r) => withTargets.some((t) => t.scope_id === r.operatorId))!;
    // An operator with no target for the month has no progress either.
    for (const row of result.data.rows.filter((r) => r.monthTarget === null)) expect(row.progress).toBeNull();
    const [raw] = await queryRows<{ fee: string; target: string }>(
      api.app.db,
      sql`select (select sum(d.fee) from account_daily d join ad_accounts a on a.id = d.account_id
                  where a.operator_id = ${top.operatorId} and d.day between ${month} and ${yesterday})
               + (select coalesce(sum(h.fee), 0) from account_hourly h join ad_accounts a on a.id = h.account_id
                  where a.operator_id = ${top.operatorId} and h.day = ${today}) as fee,
                 (select amount from targets where scope = 'operator' and scope_id = ${top.operatorId}
                  and period = 'month' and period_start = ${month}) as target`,
    );
    expect(top.feeMonth).toBe(Number(raw!.fee));
    expect(top.monthTarget).toBe(Number(raw!.target));
    expect(top.progress).toBeCloseTo(Number(raw!.fee) / Number(raw!.target), 10);
    expect(top.elapsed).toBeCloseTo((14 + 15 / 24) / 30, 10); // June 15th, the 15th hour under way
    const [accounts] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from ad_accounts where operator_id = ${top.operatorId}`,
    );
    expect(top.accountCount).toBe(accounts!.n);
    // The totals row: every operator's month, the sum of the operators' targets (no other target counts), the
    // accounts, all as the raw facts say.
    const { summary } = result.data;
    const [all] = await queryRows<{ fee: string; target: string; accounts: number }>(
      api.app.db,
      sql`select (select sum(fee) from account_daily where day between ${month} and ${yesterday})
               + (select coalesce(sum(fee), 0) from account_hourly where day = ${today}) as fee,
                 (select sum(t.amount) from targets t join users u on u.id = t.scope_id and u.deleted_at is null
                  where t.scope = 'operator' and t.period = 'month' and t.period_start = ${month}) as target,
                 (select count(*)::int from ad_accounts) as accounts`,
    );
    expect(summary.feeMonth).toBe(Number(all!.fee));
    expect(summary.monthTarget).toBe(Number(all!.target));
    expect(summary.progress).toBeCloseTo(Number(all!.fee) / Number(all!.target), 10);
    expect(summary.accountCount).toBe(all!.accounts);
  });

  it('add the operator summary up by week, by customer and by account to the same spend', async () => {
    const range = { start: '2026-05-04', end: '2026-05-31' };
    const summary = await report('xhsOperateSundialSummary', range);
    const top = summary.data.rows[0]!;
    const operator = { ...range, operatorId: top.operatorId };
    const weeks = await report('xhsOperateSundialSummaryWeek', operator);
    const customers = await report('xhsOperateSundialSummaryWeekCus', operator);
    const accounts = await report('xhsOperateSundialSummaryDetails', operator);
    expect(weeks.data.rows).toHaveLength(4);
    for (const r of [weeks, customers, accounts]) expect(r.data.summary.fee).toBe(top.fee);
    expect(sumOf(weeks.data.rows)).toBe(top.fee);
    expect(top.fee).toBe(
      (await rawDaily(range.start, range.end, sql`a.operator_id = ${top.operatorId}`)).fee,
    );
    expect(summary.data.summary.fee).toBe((await rawDaily(range.start, range.end)).fee);
  });

  it('make a week or month under way one row per account: its closed days, whole weeks and today’s hours', async () => {
    // June 15th 2026 is a Monday: the week under way is today; the month holds two whole weeks and loose days.
    for (const [name, key, start] of [
      ['xhsAccountConsumptionWeek', 'week', '2026-06-08'],
      ['xhsAccountConsumptionMonth', 'month', '2026-05-20'],
    ] as const) {
      const result = await report(name, { start, end: today });
      const keys = result.data.rows.map((r) => `${r.accountId}|${r[key]}`);
      expect(new Set(keys).size, name).toBe(keys.length);
      const [raw] = await queryRows<{ fee: string }>(
        api.app.db,
        sql`select (select coalesce(sum(fee), 0) from account_daily where day between ${start} and ${yesterday})
                 + (select coalesce(sum(fee), 0) from account_hourly where day = ${today}) as fee`,
      );
      expect(result.data.summary.fee, name).toBe(Number(raw!.fee));
      // Every row is on the page: the count of rows, read from the teams' sums, is the page's.
      expect(result.data.total, name).toBe(result.data.rows.length);
      expect(sumOf(result.data.rows), name).toBe(Number(raw!.fee));
    }
  });

  it('read customers and teams from their rollups to their accounts’ figures, weeks and months under way included', async () => {
    const [sales] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from users where username = 'sales'`,
    );
    const ofSales = sql`a.customer_id in (select id from customers where sales_id = ${sales!.id})`;
    const salesToken = (await api.login('sales')).token;
    const grouplead = (await api.login('grouplead')).token;
    const operator = await api.login('operator');
    const ofOperator = sql`a.operator_id = ${operator.id}`;
    const byCustomer = { row: ['customerId'], raw: sql`a.customer_id` };
    const byOperator = { row: ['operatorId', 'groupId'], raw: sql`concat(a.operator_id, '|', a.group_id)` };
    const byTeam = {
      row: ['departmentId', 'groupId', 'operatorId'],
      raw: sql`concat(a.department_id, '|', a.group_id, '|', a.operator_id)`,
    };
    const cases = [
      [admin, sql`true`, 'xhsOperateSundialSummaryWeekCus', 'week', '2026-05-27', byCustomer],
      [admin, sql`true`, 'xhsOperateSundialSummaryMonthCus', 'month', '2026-04-20', byCustomer],
      [admin, sql`true`, 'xhsCustomerSundial', 'day', '2026-06-10', byCustomer],
      // A scope by customers reads the customers' rollups too; the sales role sees the customer report.
      [salesToken, ofSales, 'xhsCustomerSundial', 'day', '2026-06-10', byCustomer],
      [admin, sql`true`, 'xhsOperateSundialWeek', 'week', '2026-05-27', byOperator],
      [admin, sql`true`, 'xhsOperateSundialMonth', 'month', '2026-04-20', byOperator],
      // A scope by groups reads the teams' rollups.
      [grouplead, sql`a.group_id = 1`, 'xhsOperateSundialWeek', 'week', '2026-05-27', byOperator],
      // Spending customers, counted from the operators' customers' sums.
      [admin, sql`true`, 'xhsOperateSundialSummaryWeek', 'week', '2026-05-27', byTeam],
      [grouplead, sql`a.group_id = 1`, 'xhsOperateSundialSummaryMonth', 'month', '2026-04-20', byTeam],
      // Customers within a group's scope: the operators' customers' sums too.
      [grouplead, sql`a.group_id = 1`, 'xhsOperateSundialSummaryWeekCus', 'week', '2026-05-27', byCustomer],
      // An operator's customers by day, and a group's: the operators' customers' sums of their own rows.
      [operator.token, ofOperator, 'xhsCustomerSundial', 'day', '2026-06-10', byCustomer],
      [grouplead, sql`a.group_id = 1`, 'xhsCustomerSundial', 'day', '2026-06-10', byCustomer],
    ] as const;
    for (const [token, where, name, period, start, keys] of cases) {
      const raw = await queryRows<{ key: string; fee: string; accounts: number; customers: number }>(
        api.app.db,
        sql`select concat(${keys.raw}, '|', to_char(date_trunc(${period}, x.day), 'YYYY-MM-DD')) as key,
                   sum(x.fee) as fee, count(distinct x.account_id) filter (where x.fee > 0)::int as accounts,
                   count(distinct a.customer_id) filter (where x.fee > 0)::int as customers
            from (select account_id, day, fee from account_daily where day between ${start} and ${yesterday}
                  union all select account_id, day, fee from account_hourly where day = ${today}) x
              join ad_accounts a on a.id = x.account_id
            where ${where} group by 1 having sum(x.fee) > 0`,
      );
      const result = await report(name, { start, end: today }, token);
      expect(result.status, name).toBe(1);
      const rows = result.data.rows.filter((r) => Number(r.fee) > 0);
      expect(result.data.total, name).toBeLessThanOrEqual(500);
      expect(raw.length, name).toBeGreaterThan(2);
      const keyOf = (r: ReportResult['rows'][number]) =>
        [...keys.row.map((k) => r[k] ?? ''), r[period]].join('|');
      const by = (key: string) => Object.fromEntries(rows.map((r) => [keyOf(r), r[key]]));
      expect(by('fee'), name).toEqual(Object.fromEntries(raw.map((r) => [r.key, Number(r.fee)])));
      if (period !== 'day')
        expect(by('spendingAccounts'), name).toEqual(Object.fromEntries(raw.map((r) => [r.key, r.accounts])));
      if (name.includes('Summary') && !name.endsWith('Cus'))
        expect(by('spendingCustomers'), name).toEqual(
          Object.fromEntries(raw.map((r) => [r.key, r.customers])),
        );
      expect(result.data.summary.fee, name).toBe(sumOf(raw));
    }
    // The agency's days: a sales person's from the customers' sums, a group's from its operators' customers'.
    for (const [token, where] of [
      [salesToken, ofSales],
      [grouplead, sql`a.group_id = 1`],
    ] as const) {
      const days = await report(
        'xhscustomerConsumptionDayTotal',
        { start: '2026-06-10', end: yesterday },
        token,
      );
      expect(days.data.rows).toHaveLength(5);
      for (const row of days.data.rows) {
        const raw = await rawDaily(String(row.day), String(row.day), where);
        expect(row).toMatchObject({
          fee: raw.fee,
          spendingAccounts: raw.accounts,
          spendingCustomers: raw.customers,
        });
      }
    }
  });

  it('set this week beside the same days of last week', async () => {
    const result = await report('xhsAccountConsumptionWeek2', { start: '2026-06-08', end: '2026-06-11' });
    const top = result.data.rows[0]!;
    const where = sql`a.id = ${top.accountId}`;
    expect(top.fee).toBe((await rawDaily('2026-06-08', '2026-06-11', where)).fee);
    const before = (await rawDaily('2026-06-01', '2026-06-04', where)).fee;
    expect(top.fee_wowBase).toBe(before);
    expect(top.fee_wow).toBeCloseTo((Number(top.fee) - before) / before, 10);
  });

  it('spread today over the hours of accounts and of their plans, adding up to the accounts', async () => {
    const accounts = await report('realTimeAccount');
    const matrix = await report('realTimeAccount2');
    const hours = Array.from({ length: 24 }, (_, h) => `p_${h}`);
    expect(matrix.data.summary.fee).toBe(accounts.data.summary.fee);
    const top = matrix.data.rows[0]!;
    expect(hours.reduce((s, h) => s + Number(top[h]), 0)).toBe(top.fee);
    expect(top.fee).toBe(accounts.data.rows.find((r) => r.accountId === top.accountId)!.fee);
    expect(Number(top.p_20)).toBe(0); // the clock reads 14:30
    const [withPlans] = await queryRows<{ account_id: number; fee: string }>(
      api.app.db,
      sql`select p.account_id, sum(h.fee) as fee from plan_hourly h join campaign_plans p on p.id = h.plan_id
          where h.day = ${today} group by 1 order by 2 desc limit 1`,
    );
    const plans = await report('xhsRealTimePlanHourly', { accountId: withPlans!.account_id });
    expect(plans.data.summary.fee).toBe(Number(withPlans!.fee));
    expect(plans.data.columns.find((c) => c.key === 'planStatus')?.values?.active).toBeDefined();
    expect(plans.data.live).toBe(true);
    expect(matrix.data.heat).toBe(true);
    // Every account's plans: the plans ranked by their days, each hour's total from the teams' plan hours.
    const everyPlan = await report('xhsRealTimePlanHourly', { start: yesterday, end: today });
    const raw = await queryRows<{ plan_id: number | null; hour: number | null; fee: string }>(
      api.app.db,
      sql`select plan_id, hour, sum(fee) as fee from plan_hourly where day between ${yesterday} and ${today}
          group by grouping sets ((plan_id), (hour), ())`,
    );
    const byPlan = raw.filter((r) => r.plan_id !== null);
    expect(everyPlan.data.total).toBe(byPlan.length);
    expect(everyPlan.data.summary.fee).toBe(
      Number(raw.find((r) => r.plan_id === null && r.hour === null)!.fee),
    );
    for (const r of raw.filter((r) => r.hour !== null))
      expect(everyPlan.data.summary[`p_${r.hour}`]).toBe(Number(r.fee));
    const [first] = everyPlan.data.rows;
    expect(first!.fee).toBe(Math.max(...byPlan.map((r) => Number(r.fee))));
    expect(first!.fee).toBe(Number(byPlan.find((r) => r.plan_id === first!.planId)!.fee));
  });

  it('read a sales person’s hours from the customers’ hours, and rank a pivot’s rows by their hours’ days, to the hours’ own figures', async () => {
    const [sales] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from users where username = 'sales'`,
    );
    const ownCustomers: DataScope = { ...ALL_DATA, all: false, salesIds: [sales!.id] };
    const ofSales = sql`a.customer_id in (select id from customers where sales_id = ${sales!.id})`;
    // The hour reports of a scope of customers read their hours; a team's cannot tell the customers apart.
    const byHour = (scope: DataScope, dimensions: DimensionKey[]) =>
      summedByOf(EVERY_SUM, dimensions, 'hour', ['fee'], false, [today, today], PAGE, {
        scope,
        today,
      } as RunContext);
    expect(byHour(ownCustomers, [])).toBe('customer');
    expect(byHour(ALL_DATA, [])).toBe('team');
    expect(byHour(ownCustomers, ['account'])).toBeUndefined();
    // Straight from the engine: the sales role's pages do not include these reports.
    const run = (name: string, scope: DataScope) =>
      runReport(
        REPORTS.find((d) => d.name === name)!,
        { start: addDays(today, -20), end: today, page: 1, pageSize: 500 },
        { db: api.app.db, scope, today, hour: shanghaiHour(clock.now()) },
      );
    for (const [scope, where, table] of [
      [ownCustomers, ofSales, 'account_hourly'],
      [ALL_DATA, sql`true`, 'account_hourly'],
      [ownCustomers, ofSales, 'plan_hourly'],
    ] as const) {
      const plans = table === 'plan_hourly';
      const raw = await queryRows<{ key: number | null; hour: number | null; fee: string }>(
        api.app.db,
        sql`select key, hour, sum(fee) as fee from (
              select ${plans ? sql`h.plan_id` : sql`h.account_id`} as key, h.hour, h.fee
              from ${sql.identifier(table)} h
                ${plans ? sql`join campaign_plans p on p.id = h.plan_id join ad_accounts a on a.id = p.account_id` : sql`join ad_accounts a on a.id = h.account_id`}
              where h.day between ${addDays(today, -20)} and ${today} and ${where}) x
            group by grouping sets ((key), (hour), ())`,
      );
      const all = Number(raw.find((r) => r.key === null && r.hour === null)!.fee);
      const hours = raw.filter((r) => r.hour !== null);
      const rows = raw.filter((r) => r.key !== null);
      expect(all, table).toBeGreaterThan(0);
      const pivot = await run(plans ? 'xhsRealTimePlanHourly' : 'realTimeAccount2', scope);
      expect(pivot.summary.fee, table).toBe(all);
      for (const r of hours) expect(pivot.summary[`p_${r.hour}`], `${table} ${r.hour}`).toBe(Number(r.fee));
      expect(pivot.total, table).toBe(rows.length);
      const key = plans ? 'planId' : 'accountId';
      for (const row of pivot.rows)
        expect(row.fee, `${table} ${String(row[key])}`).toBe(
          Number(rows.find((r) => r.key === row[key])!.fee),
        );
      const fees = pivot.rows.map((r) => Number(r.fee));
      expect(fees).toEqual([...fees].sort((x, y) => y - x));
      if (plans) continue;
      const series = await run('timeConsume', scope);
      expect(series.summary.fee, table).toBe(all);
      expect(Object.fromEntries(series.rows.map((r) => [Number(r.hour), r.fee]))).toEqual(
        Object.fromEntries(hours.map((r) => [r.hour, Number(r.fee)])),
      );
    }
  });

  it('follow a customer’s month day by day against the target’s pace', async () => {
    const customers = await report('xhscustomerConsumptionDay', { start: '2026-06-01', end: yesterday });
    const customerId = customers.data.rows[0]!.customerId;
    const result = await report('myAccountCusTargetPogressDays', { customerId });
    expect(result.data.chart?.series).toEqual(['cumulativeFee', 'targetPace']);
    const days = result.data.rows;
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 15 }, (_, i) => addDays('2026-06-01', i)));
    let running = 0;
    for (const day of days) {
      running += Number(day.fee);
      expect(day.cumulativeFee).toBe(running);
    }
    const [target] = await queryRows<{ amount: string }>(
      api.app.db,
      sql`select amount from targets where scope = 'customer' and scope_id = ${customerId} and period_start = '2026-06-01'`,
    );
    expect(days[9]!.targetPace).toBe(Math.round((Number(target!.amount) * 10) / 30));
  });

  it('refuse a range that ends before it starts and an unknown sort, naming the field', async () => {
    const backwards = await report('xhsCustomerSundial', { start: yesterday, end: addDays(yesterday, -3) });
    expect(backwards.status).toBe(Status.INVALID);
    expect(backwards.desc).toContain('开始日期');
    const sort = await report('xhsCustomerSundial', { sort: 'passwordHash' });
    expect(sort.status).toBe(Status.INVALID);
    expect(sort.desc).toContain('排序');
  });
});
