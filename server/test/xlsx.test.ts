import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY } from '@adops/common/format';
import { exportHeading, xlsxStream } from '../src/export/xlsx';
import { EXPORT_MAX_ROWS } from '@adops/common/contract/export';
import { regionName } from '@adops/common/region';

type Columns = Parameters<typeof xlsxStream>[2];

const COLUMNS: Columns = [
  { key: 'name', title: '账户名称', kind: 'text' },
  { key: 'status', title: '状态', kind: 'text', values: { active: '投放中' } },
  { key: 'fee', title: '消耗', kind: 'money' },
  { key: 'clicks', title: '点击', kind: 'count' },
  { key: 'ctr', title: '点击率', kind: 'rate' },
  { key: 'share', title: '占比', kind: 'percent' },
  { key: 'roi', title: 'ROI', kind: 'decimal' },
];

const TRICKY = [
  `Tom & Jerry <b>"quoted"</b> 'single'`,
  '增长 📈 fast',
  'bell\u0007 and lone \uD800 surrogate',
  '  padded  ',
  // Excel reads `_xHHHH_` in a string as that character; exceljs does not, so this one is checked in the XML.
  '_x0041_ stays as typed',
];

async function* pagesOf(...pages: Record<string, unknown>[][]) {
  for (const page of pages) yield page;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('the xlsx export writer', () => {
  it('writes the heading, bold titles, escaped text and formatted numbers that Excel readers read back', async () => {
    const rows = [
      ...TRICKY.map((name) => ({
        name,
        status: 'active',
        fee: '123456',
        clicks: 1234567,
        ctr: 2500,
        share: 0.5,
        roi: 3.14159,
      })),
      { name: null, status: '', fee: null, clicks: undefined, ctr: null, share: null, roi: null },
    ];
    const name = 'Daily: 2026/06 [all] and then some more words';
    const body = await bytesOf(
      xlsxStream(name, ['账户日报', '筛选条件：无'], COLUMNS, pagesOf(rows.slice(0, 2), [], rows.slice(2))),
    );

    const workbook = await workbookOf(body);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Daily  2026 06  all  and then s');
    const lines: unknown[][] = [];
    sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    expect(lines.slice(0, 3)).toEqual([['账户日报'], ['筛选条件：无'], COLUMNS.map((c) => c.title)]);
    expect(sheet.getRow(3).getCell(1).font?.bold).toBe(true);
    expect(lines.slice(3, 7).map((line) => line[0])).toEqual([
      `Tom & Jerry <b>"quoted"</b> 'single'`,
      '增长 📈 fast',
      'bell and lone  surrogate',
      '  padded  ',
    ]);
    const xml = strFromU8(unzipSync(new Uint8Array(body))['xl/worksheets/sheet1.xml']!);
    expect(xml).toContain('<t>_x005F_x0041_ stays as typed</t>');
    expect(xml).toContain('<t xml:space="preserve">  padded  </t>');
    expect(xml).toContain('Tom &amp; Jerry &lt;b&gt;');
    expect(lines[3]).toEqual([TRICKY[0], '投放中', 1234.56, 1234567, 0.25, 0.5, 3.14159]);
    expect(lines.at(-1)).toEqual(COLUMNS.map(() => EMPTY));

    const data = sheet.getRow(4);
    expect(COLUMNS.map((_, i) => data.getCell(i + 1).numFmt)).toEqual([
      undefined,
      undefined,
      '#,##0.00',
      '#,##0',
      '0.00%',
      '0.00%',
      '#,##0.0',
    ]);
    expect(sheet.getColumn(1).width).toBe(18);
    expect(sheet.getColumn(3).width).toBe(14);
    expect(sheet.getColumn(7).width).toBe(10);

    // exceljs's streaming reader, as bench:export reads exports, sees the same rows.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
    });
    const streamed: unknown[] = [];
    for await (const worksheet of reader) {
      for await (const row of worksheet) streamed.push((row.values as unknown[])[1]);
    }
    expect(streamed).toEqual(lines.map((line) => line[0]));
  });

  it('writes times as the console shows them, in Shanghai, wall-clock texts unshifted', async () => {
    const times = ['2026-06-15T16:05:09Z', '2026-06-15 08:00:00+08', '2026-06-15 10:48:07', 'not a time'];
    const body = await bytesOf(
      xlsxStream('s', [], [{ key: 'at', title: '时间', kind: 'time' }], pagesOf(times.map((at) => ({ at })))),
    );
    const lines: unknown[] = [];
    (await workbookOf(body)).worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[])[1]));
    expect(lines).toEqual([
      '时间',
      '2026-06-16 00:05:09',
      '2026-06-15 08:00:00',
      '2026-06-15 10:48:07',
      'not a time',
    ]);
  });

  it('writes the same sheet deflated on its own thread, chunk by chunk, as on libuv’s threads', async () => {
    // Enough rows for many deflated chunks, each flushed on its own and read back as one stream.
    const rows = Array.from({ length: 30_000 }, (_, i) => ({
      name: `账户 ${i} ${TRICKY[i % 2]}`,
      fee: i * 7,
    }));
    const [pooled, here] = await Promise.all([
      bytesOf(xlsxStream('s', ['标题'], COLUMNS, pagesOf(rows.slice(0, 15_000), rows.slice(15_000)))),
      bytesOf(
        xlsxStream('s', ['标题'], COLUMNS, pagesOf(rows.slice(0, 15_000), rows.slice(15_000)), {
          deflateHere: true,
        }),
      ),
    ]);
    const sheetOf = (body: Buffer) => strFromU8(unzipSync(body)['xl/worksheets/sheet1.xml']!);
    expect(sheetOf(here)).toBe(sheetOf(pooled));
    expect(sheetOf(here).length).toBeGreaterThan(1_000_000);
    const sheet = (await workbookOf(here)).worksheets[0]!;
    expect(sheet.rowCount).toBe(30_002);
    expect(sheet.getRow(30_002).getCell(1).value).toBe(`账户 29999 ${TRICKY[1]}`);
  });

  it('destroys the stream with the error a page throws', async () => {
    async function* failing() {
      yield [{ name: 'first', fee: 100 }];
      throw new Error('the database went away');
    }
    await expect(bytesOf(xlsxStream('s', [], COLUMNS, failing()))).rejects.toThrow('the database went away');
  });

  it('reads pages only as fast as the file is read, and stops reading them when the stream is destroyed', async () => {
    const PAGES = 1_000;
    let pulled = 0;
    let closed = false;
    async function* many() {
      try {
        for (let p = 0; p < PAGES; p++) {
          pulled++;
          yield Array.from({ length: 1_000 }, (_, i) => ({
            name: `account ${p}-${i}`,
            fee: p * 7919 + i * 31,
            clicks: i,
          }));
        }
      } finally {
        closed = true;
      }
    }
    const stream = xlsxStream('s', [], COLUMNS, many());
    const chunks = stream[Symbol.asyncIterator]();
    let read = 0;
    while (read < 100_000) read += ((await chunks.next()).value as Buffer).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(PAGES / 10);

    await chunks.return!();
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(stream.destroyed).toBe(true);
  });
});

describe('coded values in an export', () => {
  it('write a region as its names and a yes-or-no by its titles, not as a code or a blank', async () => {
    const columns = [
      { key: 'region', title: '所在地区', kind: 'region' as const },
      { key: 'fresh', title: '新老客户', kind: 'text' as const, values: { true: '新客户', false: '老客户' } },
    ];
    const rows = [
      { region: '440305', fresh: false },
      { region: '110101', fresh: true },
    ];
    const body = await bytesOf(xlsxStream('s', [], columns, pagesOf(rows)));
    const lines: unknown[][] = [];
    (await workbookOf(body)).worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    expect(lines).toEqual([
      ['所在地区', '新老客户'],
      [regionName('440305'), '老客户'],
      [regionName('110101'), '新客户'],
    ]);
    expect(lines[1]![0]).toMatch(/^广东省 深圳市 /);
  });
});

describe('an export’s heading', () => {
  it('says the filters in words, or that there are none', () => {
    const filters = [
      { label: '客户', value: '某某' },
      { label: '状态', value: '合作中' },
    ];
    expect(exportHeading('zh', { title: '客户管理', filters, total: 3 })).toEqual([
      '客户管理',
      '筛选条件：客户：某某；状态：合作中',
    ]);
    expect(exportHeading('en', { title: 'Customers', filters: [], total: 3 })).toEqual([
      'Customers',
      'Filters: none',
    ]);
  });

  it('says when the file holds only the first rows a sheet can', () => {
    const heading = exportHeading('zh', { title: '账户日报', filters: [], total: EXPORT_MAX_ROWS + 1 });
    expect(heading[2]).toBe(
      `仅含前 1,048,572 行（共 1,048,573 行，超出一张工作表所能容纳），合计行为全部 1,048,573 行的合计`,
    );
  });
});
