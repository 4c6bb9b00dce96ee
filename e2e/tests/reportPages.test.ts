import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REPORT_NAMES } from '@adops/common/contract/report';
import { login, openedDropdown, openInApp, useConsole } from '../harness';

const e2e = useConsole();
type ReportName = (typeof REPORT_NAMES)[number];

/**
 * Opens a report page as an in-app link does, and waits for its rows and totals row in the language shown. The column titles of every report in both languages are the server tests' to check.
 */
async function openReport(page: Page, name: ReportName, total: string, lang: 'zh' | 'en') {
  await openInApp(page, name, lang);
  // The page before fades out as this one comes in: the one table left is this page's.
  const table = page.locator('[data-testid=report-table]:visible');
  await expect.poll(() => table.count()).toBe(1);
  await table.locator('tr.ant-table-row').first().waitFor();
  await table.locator('[data-testid=report-summary]', { hasText: total }).waitFor();
}

/** One page of each kind: a list with a chart, a pivot, a real-time heat matrix, the balances, a drill-down. */
const SAMPLE = [
  'xhscustomerConsumptionDayTotal',
  'xhsAccountMonth',
  'realTimeAccount2',
  'xhsExpectedAccountBalanceCount',
  'xhsOperateSundialSummaryWeekCus',
] as const;

describe('every report page', () => {
  it('shows the demo tier’s figures, in Chinese', { timeout: 150_000 }, async () => {
    const { page } = e2e;
    await login(page, 'admin');
    for (const name of REPORT_NAMES) await openReport(page, name, '合计', 'zh');
  });

  it('and in English', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.locator('[data-testid=lang-select]').click();
    await (await openedDropdown(page)).getByRole('menuitem', { name: 'English' }).click();
    for (const name of SAMPLE) await openReport(page, name, 'Total', 'en');
  });
});
