import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@adops/common/contract/report';
import { addDays, shanghaiDay } from '@adops/server/src/time';
import { login, useConsole } from '../harness';

const e2e = useConsole();

const yesterday = addDays(shanghaiDay(Date.now()), -1);
const start = addDays(yesterday, -59);
const PATH = `/launchReport/xhsAccountDays?start=${start}&end=${yesterday}`;
const keyOf = (row: ReportResult['rows'][number]) => `${row.accountName}|${row.platformId}`;

describe('a wide pivot', () => {
  it('draws the rows and columns in view, follows a scroll down and across, and sorts', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    const answered = page.waitForResponse((r) => r.url().includes('/api/crm/report/xhsAccountDays?'));
    await page.goto(PATH);
    const answer = ((await (await answered).json()) as { data: ReportResult }).data;
    expect(answer.rows.length).toBeGreaterThan(20);

    const table = page.locator('[data-testid=report-table]:visible');
    const rows = table.locator('tr.ant-table-row');
    const titles = () => table.locator('thead th').allInnerTexts();
    const drawnKeys = () => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key')));
    await rows.first().waitFor();
    await table.locator('[data-testid=report-summary]', { hasText: '合计' }).waitFor();

    // Sixty days and more: the first rows and days are drawn, not all of them.
    expect((await drawnKeys())[0]).toBe(keyOf(answer.rows[0]!));
    expect(await rows.count()).toBeLessThan(answer.rows.length);
    expect(await titles()).toContain(start);
    expect(await titles()).not.toContain(yesterday);

    // Across to the last day and the total, down to the last row: drawn, the account still on the left.
    const body = table.locator('.ant-table-body');
    await body.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      element.scrollTop = element.scrollHeight;
    });
    await expect.poll(titles).toContain(yesterday);
    expect(await titles()).not.toContain(start);
    expect((await titles())[0]).toBe('账户');
    await expect.poll(async () => (await drawnKeys()).at(-1)).toBe(keyOf(answer.rows.at(-1)!));
    const [tableBox, firstCell] = await Promise.all([
      body.boundingBox(),
      rows.last().locator('td').first().boundingBox(),
    ]);
    expect(Math.abs(firstCell!.x - tableBox!.x)).toBeLessThan(2);

    // Sorted by account: the first rows of the new order, from the top.
    const sorted = page.waitForResponse((r) => r.url().includes('sort=accountName'));
    await table.locator('th', { hasText: /^账户$/ }).click();
    const byName = ((await (await sorted).json()) as { data: ReportResult }).data;
    await expect.poll(async () => (await drawnKeys())[0]).toBe(keyOf(byName.rows[0]!));
    expect(await body.evaluate((element) => element.scrollTop)).toBe(0);
  });
});
