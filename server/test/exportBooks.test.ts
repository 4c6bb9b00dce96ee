import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { AUTO_WIDTH, autoWidths } from '@adops/common/columnWidth';
import { SHEET_MAX_BYTES, SHEET_URL, type SheetAnswer } from '@adops/common/contract/exampleSheet';
import { signRequest } from '@adops/common/signing';
import { tableText } from '@adops/common/sheetText';
import { queryRows } from '../src/db/rows';
import { xlsxStream } from '../src/export/xlsx';
import type { SheetColumn } from '../src/export/kinds';
import { csvRecords } from '../src/modules/import/table';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
let admin: string;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));

/** Columns of the accounts list, two of them grouped under 资金. */
const COLUMNS: SheetColumn[] = [
  { key: 'name', title: '账户名称', kind: 'text' },
  { key: 'platformId', title: '账户ID', kind: 'text' },
  { key: 'balance', title: '余额', kind: 'money', group: '资金' },
  { key: 'monthFee', title: '本月消耗', kind: 'money', group: '资金' },
  {
    key: 'status',
    title: '状态',
    kind: 'text',
    values: { active: '投放中', paused: '暂停', closed: '已关户' },
  },
];

async function download(query: Record<string, unknown>, token = admin) {
  const signature = signRequest(token, { salts: api.config.salts, now: clock.now() });
  return api.fastify.inject({
    method: 'GET',
    url: '/api/crm/account/export',
    query: Object.fromEntries(
      Object.entries({
        columns: JSON.stringify(COLUMNS),
        title: '账户管理',
        sort: 'id',
        ...query,
        ...signature,
      }).map(([k, v]) => [k, String(v)]),
    ),
    headers: { token, saltId: String(signature.saltId), timestamp: String(signature.timestamp) },
  });
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const valuesOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** Ranges merged, as exceljs reads them back. */
const mergesOf = (sheet: ExcelJS.Worksheet) => [...(sheet.model.merges ?? [])].sort();

async function streamed(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Two accounts of the demo, and their rows as the accounts list answers them. */
async function twoAccounts() {
  const list = await api.call<{ list: Record<string, unknown>[] }>('GET', '/api/crm/account/list', {
    token: admin,
    query: { page: 1, pageSize: 5, sort: 'id' },
  });
  return list.data.list.slice(1, 3);
}

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

describe('the xlsx writer', () => {
  it('writes grouped columns under a two-row header, the merges and the widths asked for', async () => {
    async function* pages() {
      yield [{ name: '甲', platformId: 'p1', balance: 12345, monthFee: 100, status: 'active' }];
    }
    const body = await streamed(
      xlsxStream('表', ['标题'], COLUMNS, pages(), { widths: [10, 11, 12, 13, 14] }),
    );
    const sheet = await workbookOf(body);
    // exceljs reads each cell of a merged range as the range's first.
    expect(valuesOf(sheet)).toEqual([
      ['标题'],
      ['账户名称', '账户ID', '资金', '资金', '状态'],
      ['账户名称', '账户ID', '余额', '本月消耗', '状态'],
      ['甲', 'p1', 123.45, 1, '投放中'],
    ]);
    // The group over its two columns; a column of no group over both rows.
    expect(mergesOf(sheet)).toEqual(['A2:A3', 'B2:B3', 'C2:D2', 'E2:E3']);
    expect([1, 2, 3, 4, 5].map((i) => sheet.getColumn(i).width)).toEqual([10, 11, 12, 13, 14]);
  });

  it('writes one header row and no merges where no column is grouped', async () => {
    async function* pages() {
      yield [{ name: 'a' }];
    }
    const plain = COLUMNS.slice(0, 2);
    const sheet = await workbookOf(await streamed(xlsxStream('s', [], plain, pages())));
    expect(valuesOf(sheet)).toEqual([
      ['账户名称', '账户ID'],
      ['a', '##'],
    ]);
    expect(mergesOf(sheet)).toEqual([]);
  });
});

describe('exporting picked rows', () => {
  it('writes only the rows named, as an xlsx with the merged header and widths from the cells', async () => {
    const rows = await twoAccounts();
    const response = await download({ ids: rows.map((r) => r.id).join(','), autoWidth: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const sheet = await workbookOf(response.rawPayload);
    const values = valuesOf(sheet);
    expect(values.slice(4).map((r) => r[1])).toEqual(rows.map((r) => r.platformId));
    expect(mergesOf(sheet)).toEqual(['A3:A4', 'B3:B4', 'C3:D3', 'E3:E4']);
    const text = tableText(COLUMNS, rows, 'zh', 'txt').trimEnd().split('\n').slice(1);
    const expected = autoWidths(
      COLUMNS.map((c) => c.title),
      text.slice(1).map((line) => line.split('\t')),
    );
    expect([1, 2, 3, 4, 5].map((i) => sheet.getColumn(i).width)).toEqual(expected);
    // A Chinese name counts double: its column is wider than its characters.
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(
      String(rows[0]!.name).length + AUTO_WIDTH.padding,
    );
  });

  it('writes a csv: UTF-8 with BOM, RFC 4180, the group row plainly, then the rows as the page shows them', async () => {
    const rows = await twoAccounts();
    const response = await download({
      ids: rows.map((r) => r.id).join(','),
      book: 'csv',
      fileName: '选中账户',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('选中账户.csv'));
    const body = response.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.subarray(3).toString('utf8');
    expect(text).toBe(tableText(COLUMNS, rows, 'zh', 'csv'));
    const records = [...csvRecords(text.trimEnd())];
    expect(records[0]).toEqual(['', '', '资金', '', '']);
    expect(records[1]).toEqual(COLUMNS.map((c) => c.title));
    expect(records.slice(2).map((r) => r[1])).toEqual(rows.map((r) => r.platformId));
  });

  it('writes a tab-separated text the same way', async () => {
    const rows = await twoAccounts();
    const response = await download({ ids: rows.map((r) => r.id).join(','), book: 'txt' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.rawPayload.toString('utf8')).toBe(tableText(COLUMNS, rows, 'zh', 'txt'));
  });

  it('writes nothing of a row named outside the caller’s scope', async () => {
    const { token, id } = await api.login('operator');
    const [other] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from ad_accounts where operator_id <> ${id} order by id limit 1`,
    );
    const response = await download({ ids: String(other!.id), book: 'txt' }, token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8').trimEnd().split('\n')).toHaveLength(2);
  });

  it('refuses a file name with path characters, a book it does not write and a bad id, naming the field', async () => {
    for (const [query, field] of [
      [{ fileName: '../x' }, '文件名'],
      [{ fileName: 'x'.repeat(61) }, '文件名'],
      [{ book: 'pdf' }, '文件类型'],
      [{ ids: 'a' }, '选中的行'],
    ] as const) {
      const response = await download(query);
      const envelope = response.json() as { status: number; desc: string };
      expect(envelope.status).toBe(Status.INVALID);
      expect(envelope.desc).toContain(field);
    }
  });
});

// ---------------------------------------------------------------- the sample page's upload

async function uploadSheet(bytes: Buffer | string, filename: string, token = admin) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return api.call<SheetAnswer>('POST', SHEET_URL, {
    token,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

describe('reading an uploaded sheet back', () => {
  it('answers a csv’s first row as the columns and the rest as rows', async () => {
    const result = await uploadSheet(
      '\uFEFF姓名,城市,"备注, 含逗号"\r\n张三,上海,"说 ""好"""\r\n李四,北京,\r\n',
      'people.csv',
    );
    expect(result.status).toBe(Status.OK);
    expect(result.data).toEqual({
      columns: ['姓名', '城市', '备注, 含逗号'],
      rows: [
        ['张三', '上海', '说 "好"'],
        ['李四', '北京', ''],
      ],
      total: 2,
    });
  });

  it('reads an xlsx, also one named .xls, with numbers and dates as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    sheet.addRow(['Day', 'Amount', '']);
    sheet.addRow([new Date(Date.UTC(2026, 5, 1)), 12.5, 'x']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    for (const name of ['book.xlsx', 'book.xls']) {
      const result = await uploadSheet(bytes, name);
      expect(result.status).toBe(Status.OK);
      expect(result.data).toEqual({
        columns: ['Day', 'Amount', '#3'],
        rows: [['2026-06-01', '12.5', 'x']],
        total: 1,
      });
    }
  });

  it('refuses an old binary .xls, saying to save it as .xlsx or .csv', async () => {
    const ole2 = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const result = await uploadSheet(ole2, 'old.xls');
    expect(result.status).toBe(Status.INVALID);
    expect(result.desc).toContain('文件');
    expect(result.desc).toContain('.xlsx');
  });

  it('refuses another type, an empty file, one over 1 MB and a request without a file', async () => {
    const refused = [
      await uploadSheet('a,b', 'table.txt'),
      await uploadSheet('', 'empty.csv'),
      await uploadSheet(`a\r\n${'x'.repeat(SHEET_MAX_BYTES)}`, 'big.csv'),
      await api.call('POST', SHEET_URL, { token: admin, body: {} }),
    ];
    for (const result of refused) {
      expect(result.status).toBe(Status.INVALID);
      expect(result.desc).toContain('文件');
    }
    expect(refused[0]!.desc).toContain('.xls');
    expect(refused[2]!.desc).toContain('1 MB');
  });
});
