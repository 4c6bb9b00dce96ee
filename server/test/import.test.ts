import { readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import {
  ACCOUNT_DAILY_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_MODULE,
  IMPORT_URLS,
  type AccountDailyImportResult,
  type ImportFailure,
} from '@adops/common/contract/import';
import { ROLE } from '@adops/common/roles';
import { signRequest } from '@adops/common/signing';
import { adAccounts, customers, roleModules, users } from '../src/db/schema';
import { queryRows } from '../src/db/rows';
import { writeDailyFacts } from '../src/facts/writer';
import { addDays, shanghaiDay } from '../src/time';
import { parseCount, parseDay, parseMoney } from '../src/modules/import/cells';
import { csvRecords } from '../src/modules/import/table';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let operator: string;
let operatorId: number;
const account: Record<string, number> = {};

const HEADER = ACCOUNT_DAILY_COLUMNS.map((c) => c.title);
const SAMPLE = new URL('../src/modules/import/samples/account-daily-sample.csv', import.meta.url);

beforeAll(async () => {
  api = await createTestApi();
  const db = api.app.db;
  const ids = Object.fromEntries(
    (await db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id]),
  );
  const [customer] = await db.insert(customers).values({ name: '导入客户' }).returning({ id: customers.id });
  const own = { customerId: customer!.id, operatorId: ids.operator, groupId: 1 };
  const rows = await db
    .insert(adAccounts)
    .values([
      // The sample file's and the template's accounts.
      { platformId: '1600000000000101', name: '样例账户一', ...own },
      { platformId: '1600000000000102', name: '样例账户二', ...own },
      { platformId: 'IMP-X1', name: 'X1', ...own },
      { platformId: 'IMP-X2', name: 'X2', ...own },
      { platformId: 'IMP-B1', name: 'B1', ...own },
      { platformId: 'IMP-B2', name: 'B2', ...own },
      { platformId: 'IMP-T1', name: 'T1', ...own },
      { platformId: 'IMP-M1', name: 'M1', ...own },
      { platformId: 'IMP-O1', name: 'O1', ...own },
      { platformId: 'IMP-N1', name: 'N1', ...own },
      { platformId: 'IMP-W1', name: 'W1', ...own },
      { platformId: 'IMP-G1', name: '别人的', customerId: customer!.id, operatorId: ids.gm, groupId: 3 },
    ])
    .returning({ id: adAccounts.id, platformId: adAccounts.platformId });
  for (const r of rows) account[r.platformId] = r.id;
  // Operators get the data-collection page, so that their data scope is what stops them.
  await db.insert(roleModules).values({ roleId: ROLE.OPERATOR, moduleId: IMPORT_MODULE });
  admin = (await api.login('admin')).token;
  ({ token: operator, id: operatorId } = await api.login('operator'));
});
afterAll(() => api.close());

// ---------------------------------------------------------------- helpers

/** A multipart/form-data body with one file, encoded the way a browser does. */
async function multipart(bytes: Buffer | string, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload<T = AccountDailyImportResult>(
  token: string,
  bytes: Buffer | string,
  filename: string,
  query: Record<string, string> = {},
) {
  return send<T>(token, await multipart(bytes, filename), query);
}

function send<T = AccountDailyImportResult>(
  token: string,
  { body, contentType }: { body: Buffer; contentType: string },
  query: Record<string, string> = {},
) {
  return api.call<T>('POST', IMPORT_URLS.accountDaily, {
    token,
    query,
    body,
    headers: { 'content-type': contentType },
  });
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('报表');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csv = (rows: unknown[][]) => rows.map((r) => r.join(',')).join('\n');

/** A worksheet part whose `<sheetData>` holds `rows`, raw XML. */
const worksheetXml = (...rows: (string | Buffer)[]) =>
  Buffer.concat(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
      ...rows,
      '</sheetData></worksheet>',
    ].map((part) => (typeof part === 'string' ? Buffer.from(part) : part)),
  );

/** A worksheet row of text cells from column A. */
const inlineRow = (row: number, values: unknown[]) =>
  `<row r="${row}">${values
    .map((v, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${v}</t></is></c>`)
    .join('')}</row>`;

/** An xlsx with the header only, whose first worksheet is then replaced by `sheet`: a file made by hand. */
async function xlsxWithSheet(sheet: Buffer): Promise<Buffer> {
  const files = unzipSync(await xlsx([HEADER]));
  return Buffer.from(zipSync({ ...files, 'xl/worksheets/sheet1.xml': new Uint8Array(sheet) }));
}

/** Overwrites the unpacked size that the zip's central directory declares for the part `name`. */
function declareSize(zip: Buffer, name: string, size: number) {
  const entry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = zip.indexOf(entry); at >= 0; at = zip.indexOf(entry, at + 1)) {
    if (zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28)) === name)
      zip.writeUInt32LE(size, at + 24);
  }
  return zip;
}

/**
 * Sends the upload while another user asks again and again for their user info. Gives the import's answer, how
 * many of those calls were answered before it, and the longest that user went without an answer meanwhile.
 */
async function uploadAmidOtherCalls(file: { body: Buffer; contentType: string }) {
  let imported = false;
  const answered = [performance.now()];
  const otherCalls = (async () => {
    while (!imported) {
      const info = await api.call('GET', '/api/crm/sys/getUserInfo', {
        token: operator,
        query: { uid: operatorId },
      });
      expect(info.status).toBe(Status.OK);
      answered.push(performance.now());
      // As requests from the network would, let the loop turn between calls (inject alone would not).
      await nextTurn();
    }
  })();
  const result = await send<ImportFailure>(admin, file).finally(() => (imported = true));
  const importedAt = performance.now();
  await otherCalls;
  return { result, answeredMeanwhile: answered.filter((at) => at < importedAt).length - 1 };
}

interface Sums {
  rows: number;
  fee: number;
  cash_fee: number;
  grant_fee: number;
  impressions: number;
  clicks: number;
  interactions: number;
  consults: number;
  leads: number;
  landing_visits: number;
}

/** Row count and measure sums of a fact table over some accounts. */
async function sums(table: 'account_daily' | 'account_weekly' | 'account_monthly', platformIds: string[]) {
  const ids = JSON.stringify(platformIds.map((p) => account[p]));
  const [row] = await queryRows<Record<keyof Sums, string>>(
    api.app.db,
    sql`select count(*) as rows, coalesce(sum(fee), 0) as fee, coalesce(sum(cash_fee), 0) as cash_fee,
          coalesce(sum(grant_fee), 0) as grant_fee, coalesce(sum(impressions), 0) as impressions,
          coalesce(sum(clicks), 0) as clicks, coalesce(sum(interactions), 0) as interactions,
          coalesce(sum(consults), 0) as consults, coalesce(sum(leads), 0) as leads,
          coalesce(sum(landing_visits), 0) as landing_visits
        from ${sql.identifier(table)}
        where account_id in (select value::int from json_array_elements_text(${ids}::json))`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as Sums;
}

/** Everything the import may touch for these accounts: daily rows, both rollups, the online days. */
async function snapshot(platformIds: string[]) {
  const ids = JSON.stringify(platformIds.map((p) => account[p]));
  return {
    daily: await sums('account_daily', platformIds),
    weekly: await sums('account_weekly', platformIds),
    monthly: await sums('account_monthly', platformIds),
    online: await queryRows(
      api.app.db,
      sql`select id, online_day::text from ad_accounts
          where id in (select value::int from json_array_elements_text(${ids}::json)) order by id`,
    ),
  };
}

/** The monthly rollup of each account and month against the sum of its days. */
async function rollupMismatches(platformIds: string[]) {
  const ids = JSON.stringify(platformIds.map((p) => account[p]));
  return queryRows(
    api.app.db,
    sql`select m.account_id, m.month, m.fee, m.clicks, d.fee as day_fee, d.clicks as day_clicks
        from account_monthly m
        join (select account_id, date_trunc('month', day)::date as month, sum(fee) as fee, sum(clicks) as clicks
              from account_daily group by 1, 2) d on d.account_id = m.account_id and d.month = m.month
        where m.account_id in (select value::int from json_array_elements_text(${ids}::json))
          and (m.fee <> d.fee or m.clicks <> d.clicks)`,
  );
}

async function dailyRow(platformId: string, day: string) {
  const [row] = await queryRows<Record<string, string>>(
    api.app.db,
    sql`select fee, cash_fee, grant_fee, impressions, clicks, interactions, consults, leads, landing_visits,
          order_value from account_daily where account_id = ${account[platformId]} and day = ${day}`,
  );
  return row && Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

// ---------------------------------------------------------------- tests

describe('account daily import', () => {
  it('writes a good xlsx file: Excel dates, slashes, a unit in a title, extra columns, any column order', async () => {
    const file = await xlsx([
      ['账户名称', '账户ID', '日期', '消耗(元)', '展现', '点击', '互动', '私信咨询', '表单提交', '点击率'],
      ['X1', 'IMP-X1', new Date(Date.UTC(2026, 1, 27)), 1234.56, 50_000, 1_200, 300, 12, 5, '2.4%'],
      ['X1', 'IMP-X1', '2026/02/28', '2,000.5', '60,000', 1_500, 310, 14, 6, ''],
      [],
      ['X1', 'IMP-X1', '2026-03-01', 99.99, 4_000, 100, 10, 1, 0, ''],
      ['X2', 'IMP-X2', '2026-3-1', 0, 0, 0, 0, 0, 0, ''],
    ]);
    const result = await upload(admin, file, '账户日报.xlsx');
    expect(result.status).toBe(Status.OK);
    expect(result.data).toEqual({
      rows: 4,
      accounts: 2,
      days: { start: '2026-02-27', end: '2026-03-01' },
      fee: 123_456 + 200_050 + 9_999,
      created: 4,
      updated: 0,
      unchanged: 0,
    });
    expect(await dailyRow('IMP-X1', '2026-02-28')).toEqual({
      fee: 200_050,
      cash_fee: 200_050,
      grant_fee: 0,
      impressions: 60_000,
      clicks: 1_500,
      interactions: 310,
      consults: 14,
      leads: 6,
      landing_visits: 0,
      order_value: 0,
    });
    const monthly = await sums('account_monthly', ['IMP-X1', 'IMP-X2']);
    expect(monthly).toMatchObject({ rows: 3, fee: 333_505, clicks: 2_800, impressions: 114_000, leads: 11 });
    expect(await sums('account_weekly', ['IMP-X1', 'IMP-X2'])).toMatchObject({ fee: 333_505, clicks: 2_800 });
    expect(await rollupMismatches(['IMP-X1', 'IMP-X2'])).toEqual([]);
    const online = await snapshot(['IMP-X1', 'IMP-X2']);
    expect(online.online.map((r) => (r as { online_day: string | null }).online_day)).toEqual([
      '2026-02-27',
      null,
    ]);
  });

  it('writes the sample csv (UTF-8 with a BOM, a quoted thousands separator)', async () => {
    const bytes = readFileSync(SAMPLE);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const result = await upload(admin, bytes, 'account-daily-sample.csv');
    expect(result.status).toBe(Status.OK);
    expect(result.data).toMatchObject({
      rows: 6,
      accounts: 2,
      days: { start: '2026-01-05', end: '2026-01-07' },
      fee: 123_456 + 86_240 + 150_800 + 0 + 137_725 + 91_510,
    });
    expect(await sums('account_daily', ['1600000000000101', '1600000000000102'])).toMatchObject({
      rows: 6,
      fee: 589_731,
      leads: 26,
    });
  });

  it('refuses a file with bad rows, listing each bad cell, and writes none of its good rows', async () => {
    const before = await snapshot(['IMP-B1', 'IMP-B2']);
    const file = csv([
      HEADER,
      ['2026-04-01', 'IMP-B1', '100.00', 1000, 20, 3, 1, 0],
      ['2026-04-01', 'IMP-B2', '-5', 1000, 20, 3, 1, 0],
      ['2026-04-02', 'IMP-B1', '100.00', 1000, 20, 3, 1, 0],
      ['2026-04-31', 'IMP-B2', '10.123', 1000, '2.5', 3, 1, 0],
      ['2026-04-03', 'IMP-B1', '100.00', 1000, 20, 3, 1, 0],
    ]);
    const result = await upload<ImportFailure>(admin, file, 'bad.csv');
    expect(result.status).toBe(Status.INVALID);
    expect(result.desc).toBe('第 3 行 消耗：不能为负数（共 4 处错误）');
    expect(result.data).toEqual({
      total: 4,
      errors: [
        { row: 3, column: '消耗', reason: '不能为负数' },
        { row: 5, column: '日期', reason: '日期格式为 YYYY-MM-DD 或 YYYY/MM/DD' },
        { row: 5, column: '消耗', reason: '金额最多两位小数' },
        { row: 5, column: '点击', reason: '须为整数' },
      ],
    });
    expect(await snapshot(['IMP-B1', 'IMP-B2'])).toEqual(before);
    expect(before.daily.rows).toBe(0);
  });

  it('refuses a repeated account and day, a day not yet closed, an empty cell and an unknown account', async () => {
    const today = shanghaiDay(api.clock.now());
    const file = csv([
      HEADER,
      ['2026-04-05', 'IMP-B1', '1', 1, 1, 1, 1, 1],
      [today, 'IMP-B1', '1', 1, 1, 1, 1, 1],
      ['2026-04-05', 'IMP-B1', '2', 2, 2, 2, 2, 2],
      ['2026-04-06', 'NO-SUCH', '1', 1, 1, 1, 1, 1],
      ['2026-04-07', 'IMP-B2', '', 1, 1, 1, 1, 1],
    ]);
    const result = await upload<ImportFailure>(admin, file, 'bad.csv', { lang: 'en' });
    expect(result.status).toBe(Status.INVALID);
    expect(result.desc).toBe(
      'Row 3, 日期: Only days before today (closed days) can be imported (4 errors in all)',
    );
    expect(result.data.errors).toEqual([
      { row: 3, column: '日期', reason: 'Only days before today (closed days) can be imported' },
      { row: 4, column: '账户ID', reason: 'Same account and date as row 2' },
      { row: 5, column: '账户ID', reason: 'No such account in your data scope' },
      { row: 6, column: '消耗', reason: 'Required' },
    ]);
    expect((await sums('account_daily', ['IMP-B1', 'IMP-B2'])).rows).toBe(0);
  });

  it('changes nothing when the same file comes twice, and replaces (never adds) a changed day', async () => {
    const rows = [
      HEADER,
      ['2026-05-30', 'IMP-T1', '500.00', 10_000, 200, 40, 3, 1],
      ['2026-05-31', 'IMP-T1', '600.00', 12_000, 240, 44, 4, 2],
      ['2026-06-01', 'IMP-T1', '700.00', 14_000, 280, 48, 5, 3],
    ];
    const first = await upload(admin, csv(rows), 't.csv');
    expect(first.data).toMatchObject({ rows: 3, created: 3, updated: 0, unchanged: 0, fee: 180_000 });
    const after = await snapshot(['IMP-T1']);
    const audits = await queryRows(api.app.db, sql`select count(*)::int as n from audit_log`);

    const second = await upload(admin, csv(rows), 't.csv');
    expect(second.status).toBe(Status.OK);
    expect(second.data).toMatchObject({ rows: 3, created: 0, updated: 0, unchanged: 3, fee: 180_000 });
    expect(await snapshot(['IMP-T1'])).toEqual(after);
    expect(await queryRows(api.app.db, sql`select count(*)::int as n from audit_log`)).toEqual(audits);
    expect(after.monthly).toMatchObject({ rows: 2, fee: 180_000, clicks: 720 });

    const restated = rows.map((r) =>
      r[0] === '2026-05-31' ? ['2026-05-31', 'IMP-T1', '650.00', 0, 0, 0, 0, 0] : r,
    );
    const third = await upload(admin, csv(restated), 't.csv');
    expect(third.data).toMatchObject({ created: 0, updated: 1, unchanged: 2, fee: 185_000 });
    expect(await sums('account_monthly', ['IMP-T1'])).toMatchObject({ rows: 2, fee: 185_000, clicks: 480 });
    expect(await rollupMismatches(['IMP-T1'])).toEqual([]);
  });

  it('keeps what the report does not carry: landing visits, order value, and the cash/grant split of an unchanged fee', async () => {
    const day = '2026-07-01';
    await writeDailyFacts(api.app.db, [
      {
        accountId: account['IMP-M1']!,
        day,
        fee: 10_000,
        cashFee: 7_000,
        grantFee: 3_000,
        impressions: 1,
        clicks: 1,
        interactions: 1,
        consults: 1,
        leads: 1,
        landingVisits: 77,
        orderValue: 88,
      },
    ]);
    const same = await upload(admin, csv([HEADER, [day, 'IMP-M1', '100', 900, 30, 5, 2, 1]]), 'm.csv');
    expect(same.data).toMatchObject({ updated: 1 });
    expect(await dailyRow('IMP-M1', day)).toMatchObject({
      fee: 10_000,
      cash_fee: 7_000,
      grant_fee: 3_000,
      impressions: 900,
      landing_visits: 77,
      order_value: 88,
    });
    await upload(admin, csv([HEADER, [day, 'IMP-M1', '120', 900, 30, 5, 2, 1]]), 'm.csv');
    expect(await dailyRow('IMP-M1', day)).toMatchObject({
      fee: 12_000,
      cash_fee: 12_000,
      grant_fee: 0,
      landing_visits: 77,
      order_value: 88,
    });
  });

  it("keeps an operator to their own accounts: another's account is a bad row, and nothing is written", async () => {
    const file = csv([
      HEADER,
      ['2026-08-01', 'IMP-O1', '10', 1, 1, 1, 1, 1],
      ['2026-08-01', 'IMP-G1', '10', 1, 1, 1, 1, 1],
    ]);
    const refused = await upload<ImportFailure>(operator, file, 'o.csv');
    expect(refused.status).toBe(Status.INVALID);
    expect(refused.data.errors).toEqual([{ row: 3, column: '账户ID', reason: '您的数据权限内没有此账户' }]);
    expect((await sums('account_daily', ['IMP-O1', 'IMP-G1'])).rows).toBe(0);
    const own = await upload(operator, csv([HEADER, ['2026-08-01', 'IMP-O1', '10', 1, 1, 1, 1, 1]]), 'o.csv');
    expect(own.status).toBe(Status.OK);
    expect((await sums('account_daily', ['IMP-O1'])).rows).toBe(1);
  });

  it('names a missing column, and refuses a duplicated one', async () => {
    const missing = await upload<ImportFailure>(
      admin,
      await xlsx([
        ['日期', '账户ID', '消耗', '展现', '互动', '私信咨询'],
        ['2026-04-01', 'IMP-B1', 1, 1, 1, 1],
      ]),
      'm.xlsx',
    );
    expect(missing).toMatchObject({
      status: Status.INVALID,
      desc: '缺少列：点击、表单提交',
      data: {
        total: 2,
        errors: [
          { row: 1, column: '点击', reason: '缺少此列' },
          { row: 1, column: '表单提交', reason: '缺少此列' },
        ],
      },
    });
    const twice = await upload(
      admin,
      csv([
        [...HEADER, '点击'],
        ['2026-04-01', 'IMP-B1', 1, 1, 1, 1, 1, 1, 1],
      ]),
      'd.csv',
    );
    expect(twice).toMatchObject({ status: Status.INVALID, desc: '列 点击 出现了两次' });
  });

  it('refuses a file too large, too many rows, no file, an empty file, another type and a non-UTF-8 csv', async () => {
    const huge = Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 0x30);
    expect(await upload(admin, huge, 'huge.csv')).toMatchObject({
      http: 200,
      status: Status.INVALID,
      desc: '文件不能超过 10 MB',
    });
    const many = [HEADER.join(','), ...Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, () => 'x')].join(
      '\n',
    );
    expect(await upload(admin, many, 'many.csv')).toMatchObject({
      status: Status.INVALID,
      desc: '文件最多 100000 行数据',
    });
    const none = await api.call('POST', IMPORT_URLS.accountDaily, { token: admin, body: {} });
    expect(none).toMatchObject({ status: Status.INVALID, desc: '文件无效：请选择要导入的文件' });
    expect(await upload(admin, HEADER.join(','), 'empty.csv')).toMatchObject({
      status: Status.INVALID,
      desc: '文件中没有数据行',
    });
    expect(await upload(admin, 'x', 'report.xls')).toMatchObject({
      status: Status.INVALID,
      desc: '只能导入 xlsx 或 csv 文件',
    });
    expect(await upload(admin, Buffer.from('not a zip'), 'report.xlsx')).toMatchObject({
      status: Status.INVALID,
      desc: '文件无法读取，请按导入模板的格式保存后重试',
    });
    // '日期,账户ID' in GBK, as Excel saves a csv on a Chinese Windows.
    const gbk = Buffer.from([0xc8, 0xd5, 0xc6, 0xda, 0x2c, 0xd5, 0xcb, 0xbb, 0xa7, 0x49, 0x44, 0x0a]);
    expect(await upload(admin, gbk, 'gbk.csv')).toMatchObject({
      status: Status.INVALID,
      desc: 'csv 文件须为 UTF-8 编码',
    });
  });

  it('stops reading an xlsx of blank rows (a zip bomb) at the rows-read limit, answering other calls meanwhile', async () => {
    const bomb = await xlsxWithSheet(worksheetXml('<row/>'.repeat(1_500_000)));
    expect(bomb.length).toBeLessThan(100_000);
    const { result, answeredMeanwhile } = await uploadAmidOtherCalls(await multipart(bomb, 'bomb.xlsx'));
    expect(result).toMatchObject({
      status: Status.INVALID,
      desc: '文件最多 200000 行（含空行），请删除多余的空行后重试',
    });
    // A reading that held the loop would let at most the one call already under way through.
    expect(answeredMeanwhile).toBeGreaterThan(1);
  });

  it('stops reading a csv of blank lines at the rows-read limit, answering other calls meanwhile', async () => {
    const blankLines = HEADER.join(',') + '\n'.repeat(10_000_000);
    const { result, answeredMeanwhile } = await uploadAmidOtherCalls(
      await multipart(blankLines, 'blank.csv'),
    );
    expect(result).toMatchObject({
      status: Status.INVALID,
      desc: '文件最多 200000 行（含空行），请删除多余的空行后重试',
    });
    // A reading that held the loop would let at most the one call already under way through.
    expect(answeredMeanwhile).toBeGreaterThan(1);
  });

  it('ignores cells past the 200th column, however many rows hold one, answering other calls meanwhile', async () => {
    const sheet = worksheetXml(
      inlineRow(1, HEADER),
      inlineRow(2, ['2026-04-10', 'IMP-W1', 1, 1, 1, 1, 1, 1]),
      '<row r="3"><c r="XFD3" t="b"><v>1</v></c></row>'.repeat(30_000),
    );
    const { result, answeredMeanwhile } = await uploadAmidOtherCalls(
      await multipart(await xlsxWithSheet(sheet), 'wide.xlsx'),
    );
    expect(result).toMatchObject({ status: Status.OK, data: { rows: 1, fee: 100 } });
    // A reading that held the loop would let at most the one call already under way through.
    expect(answeredMeanwhile).toBeGreaterThan(1);
  });

  it('refuses an xlsx that unpacks past the limit: at once when its zip says so, else while unpacking', async () => {
    const declared = declareSize(await xlsxWithSheet(worksheetXml()), 'xl/worksheets/sheet1.xml', 0xfffffff0);
    expect(await upload(admin, declared, 'declared.xlsx')).toMatchObject({
      status: Status.INVALID,
      desc: '文件解压后不能超过 100 MB',
    });
    const padding = Buffer.alloc(IMPORT_LIMITS.maxUnpackedBytes, ' ');
    const bomb = declareSize(await xlsxWithSheet(worksheetXml(padding)), 'xl/worksheets/sheet1.xml', 1_000);
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.maxBytes);
    expect(await upload(admin, bomb, 'bomb.xlsx', { lang: 'en' })).toMatchObject({
      status: Status.INVALID,
      desc: 'The file must not exceed 100 MB unpacked',
    });
  });

  it('refuses a cell holding a NUL as a bad cell, and takes a file whose name holds one', async () => {
    const row = ['2026-04-01', 'IMP-N1', '1', 1, 1, 1, 1, 1];
    const refused = await upload<ImportFailure>(
      admin,
      csv([HEADER, row.map((cell, i) => (i === 1 ? `${cell}\0` : cell))]),
      'nul.csv',
    );
    expect(refused).toMatchObject({
      status: Status.INVALID,
      data: {
        total: 1,
        errors: [{ row: 2, column: '账户ID', reason: '含有无法保存的字符（空字符或残缺的 Unicode 字符）' }],
      },
    });
    expect(await upload(admin, csv([HEADER, row]), 'n\0.csv')).toMatchObject({ status: Status.OK });
  });

  it('answers 120 to a user without the data-collection module, and 111 to an unsigned upload', async () => {
    const { token } = await api.login('grouplead');
    const file = csv([HEADER, ['2026-04-01', 'IMP-B1', 1, 1, 1, 1, 1, 1]]);
    expect((await upload(token, file, 'x.csv')).status).toBe(Status.FORBIDDEN);
    const { body, contentType } = await multipart(file, 'x.csv');
    const unsigned = await api.call('POST', IMPORT_URLS.accountDaily, {
      token: admin,
      body,
      headers: { 'content-type': contentType },
      signature: false,
    });
    expect(unsigned.status).toBe(Status.BAD_SIGNATURE);
    expect((await sums('account_daily', ['IMP-B1'])).rows).toBe(0);
  });
});

describe('account daily template', () => {
  const download = (token: string | undefined, signed = true) =>
    api.fastify.inject({
      method: 'GET',
      url: IMPORT_URLS.accountDailyTemplate,
      query: signed
        ? Object.fromEntries(
            Object.entries(signRequest(token, { salts: api.config.salts, now: api.clock.now() })).map(
              ([k, v]) => [k, String(v)],
            ),
          )
        : {},
      headers: token ? { token } : {},
    });

  it('is an xlsx whose first row is the header, and whose example row imports', async () => {
    const response = await download(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="account-daily-template.xlsx"; filename*=UTF-8''${encodeURIComponent('账户日报导入模板.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const example = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(example.slice(0, 2)).toEqual([addDays(shanghaiDay(api.clock.now()), -1), '1600000000000101']);
    expect(sheet.rowCount).toBe(2);

    const imported = await upload(admin, response.rawPayload, '账户日报导入模板.xlsx');
    expect(imported.status).toBe(Status.OK);
    expect(imported.data).toMatchObject({ rows: 1, accounts: 1, fee: 123_456 });
  });

  it('checks signature, session and permission like every route', async () => {
    expect((await download(admin, false)).json()).toMatchObject({ status: Status.BAD_SIGNATURE });
    expect((await download(undefined)).json()).toMatchObject({ status: Status.NO_SESSION });
    const { token } = await api.login('grouplead');
    expect((await download(token)).json()).toMatchObject({ status: Status.FORBIDDEN });
    expect((await download(operator)).statusCode).toBe(200);
  });
});

describe('cells of an import', () => {
  const value = <T>(parsed: { ok: true; value: T } | { ok: false; reason: string }) =>
    parsed.ok ? parsed.value : parsed.reason;

  it('read spend as exact cents, from text or from a binary number', () => {
    expect(
      ['1,234.56', '¥ 12', '0.1', '7.50', '12.000', 1234.56, 0.1 + 0.2, 99.99, 0].map((c) =>
        value(parseMoney(c)),
      ),
    ).toEqual([123_456, 1_200, 10, 750, 1_200, 123_456, 30, 9_999, 0]);
    expect(['-1', -0.5, '12.345', 12.345, 'abc', '1,23', '', null].map((c) => value(parseMoney(c)))).toEqual([
      'importNegative',
      'importNegative',
      'importMoneyDecimals',
      'importMoneyDecimals',
      'importNumberRule',
      'importNumberRule',
      'required',
      'required',
    ]);
    expect(value(parseMoney('100000000.01'))).toBe('importTooBig');
  });

  it('read counts as whole numbers', () => {
    expect(['12', '1,234', '3.00', 42].map((c) => value(parseCount(c)))).toEqual([12, 1_234, 3, 42]);
    expect(['2.5', 2.5, '-3', '1e3'].map((c) => value(parseCount(c)))).toEqual([
      'importCountRule',
      'importCountRule',
      'importNegative',
      'importNumberRule',
    ]);
  });

  it('read days written either way, Excel dates and day numbers, and only closed days', () => {
    const today = '2026-03-10';
    const cells = ['2026-03-09', '2026/3/9', '2026-03-09 00:00:00', new Date(Date.UTC(2026, 2, 9)), 46_090];
    expect(cells.map((c) => value(parseDay(c, today)))).toEqual(Array(5).fill('2026-03-09'));
    expect(
      ['2026-02-30', '09/03/2026', '2026-03-09 12:00', '1999-12-31'].map((c) => value(parseDay(c, today))),
    ).toEqual(Array(4).fill('importDayRule'));
    expect(['2026-03-10', '2026-03-11'].map((c) => value(parseDay(c, today)))).toEqual(
      Array(2).fill('importDayNotClosed'),
    );
  });

  it('split csv records with quotes, doubled quotes, line breaks inside quotes and every line ending', () => {
    expect([...csvRecords('a,"b,c","d""e"\r\n"multi\nline",\rlast')]).toEqual([
      ['a', 'b,c', 'd"e'],
      ['multi\nline', ''],
      ['last'],
    ]);
  });
});
