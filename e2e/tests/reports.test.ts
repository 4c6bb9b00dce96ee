import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { login, pathAndQuery, tabOf, tabPaths, useConsole } from '../harness';

const e2e = useConsole();

describe('report pages', () => {
  it('change range, sort, drill down twice, come back through the tabs with the filters intact, and export', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/todayConsum/xhscustomerConsumptionDayTotal');
    const table = page.locator('[data-testid=report-table]');
    const rows = table.locator('tr.ant-table-row');
    await rows.first().waitFor();

    // The last 7 days from the quick picks: seven rows, newest first.
    // The pick is taken once the range shows it (under load a click can land while the panel still opens).
    const rangeStart = page.locator('[data-testid=report-range]').first();
    const panel = page.locator('.ant-picker-dropdown:visible');
    await expect
      .poll(async () => {
        if (!(await panel.count())) await rangeStart.click();
        await panel.locator('.ant-picker-presets li', { hasText: '近7天' }).click({ timeout: 2_000 });
        return rangeStart.inputValue();
      })
      .not.toBe('');
    if (await panel.count()) await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await page.locator('[data-testid=report-search-submit]').click();
    await expect.poll(() => rows.count()).toBe(7);
    const period = await page.locator('[data-testid=report-period]:visible').innerText();

    // Sort by spend, smallest first.
    const feeHeader = table.locator('th', { hasText: '消耗' }).first();
    await feeHeader.click();
    await expect.poll(() => feeHeader.getAttribute('aria-sort')).toBe('ascending');
    // The rows of the previous order stay until the sorted ones arrive.
    const fees = () =>
      rows.evaluateAll((trs) =>
        trs.map((tr) => Number((tr.querySelectorAll('td')[1]?.textContent ?? '').replace(/,/g, ''))),
      );
    await expect
      .poll(async () => {
        const shown = await fees();
        return shown.length === 7 && shown.every((fee, i) => i === 0 || shown[i - 1]! <= fee);
      })
      .toBe(true);

    // Down to the customers of a day, then to one customer's accounts: each its own tab, filters in the URL.
    const day = (await rows.first().locator('[data-testid=drill-day]').innerText()).trim();
    await rows.first().locator('[data-testid=drill-day]').click();
    await page.waitForURL(`**/xhscustomerConsumptionDay?*start=${day}*`);
    const customers = pathAndQuery(page);
    const customerRow = page.locator('[data-testid=report-table]:visible tr.ant-table-row').first();
    await customerRow.waitFor();
    // The page before fades out as this one comes in.
    await expect
      .poll(() => page.locator('[data-testid=report-period]:visible').innerText())
      .toBe(`${day} ~ ${day}`);
    await customerRow.locator('[data-testid=drill-customerName]').click();
    await page.waitForURL('**/xhscustomerConsumptionDayDetails?*customerId=*');
    await page.locator('[data-testid=report-table]:visible tr.ant-table-row').first().waitFor();
    await expect
      .poll(() => tabPaths(page))
      .toEqual(
        expect.arrayContaining([
          '/todayConsum/xhscustomerConsumptionDayTotal',
          '/todayConsum/xhscustomerConsumptionDay',
          '/todayConsum/xhscustomerConsumptionDayDetails',
        ]),
      );

    // Back through the tabs: each page as it was left.
    await tabOf(page, '/todayConsum/xhscustomerConsumptionDay').click();
    expect(pathAndQuery(page)).toBe(customers);
    await tabOf(page, '/todayConsum/xhscustomerConsumptionDayTotal').click();
    await expect.poll(() => page.locator('[data-testid=report-period]:visible').innerText()).toBe(period);
    expect(await feeHeader.getAttribute('aria-sort')).toBe('ascending');

    // Export what is shown, and read the file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=report-export]:visible').click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const lines: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    expect(lines[0]).toEqual(['客户日消耗汇总']);
    expect(String(lines[1]![0])).toContain(period.replace(' ~ ', ' ~ '));
    expect(lines.slice(3)).toHaveLength(7 + 1);
    expect(lines.at(-1)![0]).toBe('合计');
  });
});
