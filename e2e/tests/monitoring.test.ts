import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assessmentUrl } from '@adops/common/contract/assessment';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { shanghaiDay } from '@adops/server/src/time';
import { THRESHOLDS_SAVE_URL } from '@adops/common/contract/thresholds';
import { apiCall, chooseOption, login, openedDropdown, sessionToken, toasts, useConsole } from '../harness';

const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });

/** A day as many days before today (Asia/Shanghai) as said. */
const daysAgo = (days: number) => shanghaiDay(Date.now() + days * 86_400_000);

const table = (page: Page) => page.locator('[data-testid=report-table]:visible');
const rows = (page: Page) => table(page).locator('tr.ant-table-row');

/** The number of rows the report says it has, from its pager ("共 N 条"), once its first row shows. */
async function totalRows(page: Page): Promise<number> {
  await rows(page).first().waitFor();
  const text = await page.locator('.ant-pagination-total-text:visible').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

describe('operational monitoring', () => {
  it('lists more descents once the descent threshold is lowered in the thresholds dialog', async () => {
    const { page } = e2e;
    await login(page, 'gm');
    await page.goto('/operationalMonitoring/descentDetails');
    const before = await totalRows(page);

    await page.locator('[data-testid=thresholds-open]').click();
    const form = page.locator('[data-testid=thresholds-form]');
    const ratio = form.locator('#descentRatio');
    await expect.poll(() => ratio.inputValue()).toBe('30.00');
    await ratio.fill('5');
    await page.locator('[data-testid=thresholds-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    try {
      await expect.poll(() => totalRows(page), { timeout: 20_000 }).toBeGreaterThan(before);
    } finally {
      const token = await sessionToken(page);
      await apiCall(page, e2e.server.url, THRESHOLDS_SAVE_URL, token, { body: DEFAULT_THRESHOLDS });
    }
  });

  it('keeps the cause recorded for a descent after a reload', async () => {
    const { page } = e2e;
    await login(page, 'gm');
    await page.goto('/operationalMonitoring/descentDetails');
    const first = rows(page).first();
    await first.waitFor();
    const account = (await first.locator('td').first().innerText()).trim();
    await first.locator('[data-testid=report-row-action-cause]').click();
    const form = page.locator('[data-testid=report-cause-form]');
    await form.locator('#cause').fill('客户预算下调，暂停两条计划');
    await form.locator('#action').fill('已约客户下周复盘');
    await page.locator('[data-testid=report-cause-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await form.waitFor({ state: 'detached' });

    await page.reload();
    const row = rows(page).filter({ hasText: account }).first();
    await row.filter({ hasText: '客户预算下调，暂停两条计划' }).waitFor();
    expect(await row.innerText()).toContain('已约客户下周复盘');
  });

  it('sets two ranges side by side by operator, both in the URL', async () => {
    const { page } = e2e;
    await login(page, 'gm');
    // The last two weeks against the two before them.
    const [start, end, compareStart, compareEnd] = [-14, -1, -28, -15].map(daysAgo);
    const ranges = `start=${start}&end=${end}&compareStart=${compareStart}&compareEnd=${compareEnd}`;
    await page.goto(`/operationalMonitoring/periodMonitoring?${ranges}`);
    await rows(page).first().waitFor();
    const search = page.locator('[data-testid=report-search]');
    await chooseOption(search, 'dimension', '运营', /^运营$/);
    await page.locator('[data-testid=report-search-submit]').click();
    await expect.poll(() => page.url()).toContain('dimension=operator');
    expect(page.url()).toContain(`compareStart=${compareStart}`);
    const heads = table(page).locator('thead th');
    await heads.filter({ hasText: '运营' }).first().waitFor();
    await heads
      .filter({ hasText: `较${compareStart}~${compareEnd}` })
      .first()
      .waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(1);
  });
});

describe('platform assessment', () => {
  it('opens a page in English, read from its call', async () => {
    const { page } = e2e;
    await login(page, 'gm');
    await page.locator('[data-testid=lang-select]').click();
    await (await openedDropdown(page)).getByRole('menuitem', { name: 'English' }).click();
    const called = page.waitForResponse(
      (r) => r.url().includes(assessmentUrl('selectBeOnlineBean')) && r.request().method() === 'POST',
    );
    await page.goto('/platformAssessment/online');
    expect((await called).status()).toBe(200);
    await table(page).locator('thead th', { hasText: 'First spend on' }).waitFor();
    await table(page).locator('[data-testid=report-summary]', { hasText: 'Total' }).waitFor();
    await page.locator('[data-testid=thresholds-open]', { hasText: 'Thresholds' }).waitFor();
  });
});
