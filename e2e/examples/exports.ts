import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '@adops/server/src/modules/import/table';
import { type E2E, login, toasts } from '../harness';

const rowsOf = (table: Locator) => table.locator('tbody tr.ant-table-row');
/** The header's titles as the table shows them, the checkbox column left out. */
const titlesOf = async (table: Locator) =>
  (await table.locator('thead th:not(.ant-table-selection-column)').allInnerTexts()).map((t) => t.trim());
/** A row's cells as the table shows them, the checkbox column left out. */
const cellsOf = async (row: Locator) =>
  (await row.locator('td:not(.ant-table-selection-column)').allInnerTexts()).map((t) => t.trim());

async function saved(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: await readFile((await download.path())!) };
}

async function openExcelPage(page: Page) {
  await login(page, 'admin');
  await page.goto('/example/excelExport');
  const table = page.locator('[data-testid=excelAccounts-table]');
  await expect.poll(() => rowsOf(table).count()).toBeGreaterThan(2);
  return table;
}

/** The exports sample page's browser tests, on the file's console. */
export function exportsTests(e2e: E2E) {
  describe('the Excel export sample page', () => {
    it('exports the picked rows as xlsx under a merged header and as csv, and warns with none picked', async () => {
      const { page } = e2e;
      const table = await openExcelPage(page);
      const exports: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/crm/account/export')) exports.push(request.url());
      });

      // None picked: a warning, and nothing asked of the server.
      await page.locator('[data-testid=excel-export]').click();
      await toasts(page).filter({ hasText: '请至少勾选一行再导出' }).first().waitFor();
      expect(exports).toEqual([]);

      const picked = [rowsOf(table).nth(0), rowsOf(table).nth(2)];
      for (const row of picked) await row.locator('.ant-table-selection-column input').check();
      await expect.poll(() => page.locator('[data-testid=excel-picked]').innerText()).toBe('已选 2 行');
      const shown = await Promise.all(picked.map(cellsOf));
      const titles = await titlesOf(table);
      const platformIdAt = titles.indexOf('账户ID');

      await page.locator('[data-testid=excel-file-name]').fill('选中账户');
      const xlsx = await saved(page, () => page.locator('[data-testid=excel-export]').click());
      expect(xlsx.download.suggestedFilename()).toBe('选中账户.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const lines: unknown[][] = [];
      sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
      expect(lines[0]).toEqual(['账户管理']);
      expect(lines[1]).toEqual(['筛选条件：选中的行：2']);
      // The header from row 3: the groups over their columns, a column of no group over both rows.
      expect(lines[2]).toEqual(expect.arrayContaining(['账户信息', '归属', '资金']));
      expect(lines[3]).toEqual(titles);
      expect(sheet.model.merges).toEqual(
        expect.arrayContaining(['A3:B3', 'C3:F3', 'G3:G4', 'J3:K3', 'L3:L4']),
      );
      const body = lines.slice(4);
      expect(body).toHaveLength(2);
      expect(body.map((r) => r[platformIdAt])).toEqual(shown.map((cells) => cells[platformIdAt]));
      expect(body.map((r) => r[0])).toEqual(shown.map((cells) => cells[0]));

      await page.locator('[data-testid=excel-book]').getByText('csv', { exact: true }).click();
      const csv = await saved(page, () => page.locator('[data-testid=excel-export]').click());
      expect(csv.download.suggestedFilename()).toBe('选中账户.csv');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records = [...csvRecords(csv.bytes.subarray(3).toString('utf8').trimEnd())];
      expect(records[0]).toEqual(expect.arrayContaining(['账户信息', '归属', '资金']));
      expect(records[1]).toEqual(titles);
      // Each row as the table shows it, cell for cell.
      expect(records.slice(2)).toEqual(shown);
      expect(exports).toHaveLength(2);
    });

    it('reads an uploaded csv back as a table of its columns, and refuses another type', async () => {
      const { page } = e2e;
      await openExcelPage(page);
      const input = page.locator('.ant-upload-drag input[type=file]');
      await input.setInputFiles({
        name: '名单.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('姓名,城市,"金额,元"\r\n张三,上海,12.5\r\n李四,北京,3\r\n'),
      });
      const uploaded = page.locator('[data-testid=excel-upload-table]');
      await expect.poll(() => titlesOf(uploaded)).toEqual(['姓名', '城市', '金额,元']);
      await expect
        .poll(async () => Promise.all((await rowsOf(uploaded).all()).map(cellsOf)))
        .toEqual([
          ['张三', '上海', '12.5'],
          ['李四', '北京', '3'],
        ]);
      await expect
        .poll(() => page.locator('[data-testid=excel-upload-summary]').innerText())
        .toBe('名单.csv：3 列，2 行数据');

      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a,b') });
      await expect
        .poll(() => page.locator('[data-testid=excel-upload-error]').innerText())
        .toContain('只能上传 .xlsx、.xls 或 .csv 文件');
    });
  });

  describe('in English', () => {
    it('warns, refuses an old binary .xls and names the zip’s column groups in English', async () => {
      const { page, context } = e2e;
      await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.url }]);
      const table = await openExcelPage(page);
      await page.locator('[data-testid=excel-export]').click();
      await toasts(page).filter({ hasText: 'Pick at least one row to export' }).first().waitFor();
      await rowsOf(table).nth(0).locator('.ant-table-selection-column input').check();
      await expect.poll(() => page.locator('[data-testid=excel-picked]').innerText()).toBe('Rows picked: 1');

      // An old binary workbook (OLE2) named .xls: the server cannot read it, and says what to do.
      const ole2 = Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(512),
      ]);
      await page
        .locator('.ant-upload-drag input[type=file]')
        .setInputFiles({ name: 'old.xls', mimeType: 'application/vnd.ms-excel', buffer: ole2 });
      await expect
        .poll(() => page.locator('[data-testid=excel-upload-error]').innerText())
        .toBe('File is invalid: An old-style .xls file cannot be read; save it as .xlsx or .csv and retry');

      await page.goto('/example/zipExport');
      const zipTable = page.locator('[data-testid=zipAccounts-table]');
      await expect.poll(() => rowsOf(zipTable).count()).toBeGreaterThan(0);
      await page.locator('[data-testid=zip-file-name]').fill('accounts');
      const zip = await saved(page, () => page.locator('[data-testid=zip-export]').click());
      const [groups, titles] = strFromU8(unzipSync(new Uint8Array(zip.bytes))['accounts.txt']!).split('\n');
      expect(groups!.split('\t')).toEqual(expect.arrayContaining(['Account', 'Ownership', 'Money']));
      expect(titles!.split('\t')).toEqual(await titlesOf(zipTable));
    });
  });

  describe('the zip export sample page', () => {
    it('packs the table’s text into a zip in the browser', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await page.goto('/example/zipExport');
      const table = page.locator('[data-testid=zipAccounts-table]');
      await expect.poll(() => rowsOf(table).count()).toBeGreaterThan(2);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));

      await page.locator('[data-testid=zip-file-name]').fill('账户-当前页');
      const zip = await saved(page, () => page.locator('[data-testid=zip-export]').click());
      expect(zip.download.suggestedFilename()).toBe('账户-当前页.zip');
      // Built in the browser: no export was asked of the server (the console's own polling may go on meanwhile).
      expect(requests.filter((url) => url.includes('/export'))).toEqual([]);
      const files = unzipSync(new Uint8Array(zip.bytes));
      expect(Object.keys(files)).toEqual(['账户-当前页.txt']);
      const lines = strFromU8(files['账户-当前页.txt']!).trimEnd().split('\n');
      const rows = await Promise.all((await rowsOf(table).all()).map(cellsOf));
      expect(lines[0]!.split('\t')).toEqual(expect.arrayContaining(['账户信息', '归属', '资金']));
      expect(lines.slice(1).map((line) => line.split('\t'))).toEqual([await titlesOf(table), ...rows]);
    });
  });
}
