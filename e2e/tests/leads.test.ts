import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, toasts, useConsole } from '../harness';

const e2e = useConsole();

const leadRow = (page: Page, name: string) =>
  page.locator('[data-testid=lead-table] tr.ant-table-row', { hasText: name });

describe('the leads page', () => {
  it('masks the phone for a manager who does not own the advertiser, and follows a lead up', async () => {
    const { page } = e2e;
    await login(page, 'gm');
    await page.goto('/stayQualified/xhsAppCustomer');
    // The demo page's leads (server/src/db/seed/landing.ts): 王女士 left 13800138001.
    const row = leadRow(page, '王女士');
    await row.waitFor();
    expect(await row.innerText()).toContain('138****8001');
    expect(await row.innerText()).not.toContain('13800138001');
    expect(await row.locator('[data-testid^=lead-masked-]').count()).toBe(1);

    await row.locator('[data-testid^=lead-edit-]').click();
    const form = page.locator('[data-testid=lead-form]');
    await form.locator('#remark').fill('已约下周面谈');
    await page.locator('[data-testid=lead-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => leadRow(page, '王女士').innerText()).toContain('已约下周面谈');
  });

  it('shows the admin the phone whole, and the rate limits as a form', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/stayQualified/xhsAppCustomer');
    const row = leadRow(page, '王女士');
    await row.waitFor();
    expect(await row.innerText()).toContain('13800138001');

    await page.locator('[data-testid=leadRateLimits-open]').click();
    const perMinute = page.locator('[data-testid=leadRateLimits-form] #perAddressPerMinute');
    await expect.poll(() => perMinute.inputValue()).toBe('5');
  });
});
