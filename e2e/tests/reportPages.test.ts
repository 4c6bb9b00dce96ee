import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REPORT_NAMES } from '@adops/common/contract/report';
import { routeByName } from '@adops/common/menu';
import { MENU_TITLES } from '@adops/common/menuTitles';
import { login, openedDropdown, useConsole } from '../harness';

const e2e = useConsole();
type ReportName = (typeof REPORT_NAMES)[number];

/**
 * Opens a report page by its URL, as an in-app link does (the console stays loaded: a full load per page
 * would slow the browser tests running beside this one), and waits for its title, rows and totals row in the
 * language shown. The column titles of every report in both languages are the server tests' to check.
 */
async function openReport(page: Page, name: ReportName, total: string, lang: 'zh' | 'en') {
  const path = routeByName(name)!.fullPath;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  await page.locator('.navbar-breadcrumb', { hasText: MENU_TITLES[`route.${name}`][lang] }).waitFor();
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
