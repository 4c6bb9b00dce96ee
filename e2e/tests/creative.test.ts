import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmPopover, login, toasts, useConsole } from '../harness';

const e2e = useConsole();

const form = (page: Page, testId: string) => page.locator(`[data-testid=${testId}-form]`);
const categoryRow = (page: Page, name: string) =>
  page.locator('[data-testid=category-table] tr.ant-table-row', { hasText: name });

async function save(page: Page, testId: string) {
  await page.locator(`[data-testid=${testId}-form-save]`).click();
  await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
  await form(page, testId).waitFor({ state: 'detached' });
}

describe('the account category tree', () => {
  it('takes an industry and a sub-industry under it, renamed and deleted; a category in use stays', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/csrDataManage/xhsAccountCategory');

    await page.locator('[data-testid=category-create]').click();
    await form(page, 'category').locator('#name').fill('E2E行业');
    await save(page, 'category');
    await categoryRow(page, 'E2E行业').waitFor();

    await categoryRow(page, 'E2E行业').locator('[data-testid^=category-addChild-]').click();
    await form(page, 'category').locator('#name').fill('E2E子行业');
    await save(page, 'category');
    const child = categoryRow(page, 'E2E子行业');
    await expect.poll(() => child.getAttribute('class')).toContain('ant-table-row-level-1');
    // A sub-industry holds no sub-industries of its own.
    await expect.poll(() => child.locator('[data-testid^=category-addChild-]').count()).toBe(0);

    await child.locator('[data-testid^=category-edit-]').click();
    await form(page, 'category').locator('#name').fill('E2E子行业改');
    await save(page, 'category');
    const renamed = categoryRow(page, 'E2E子行业改');
    await renamed.waitFor();

    await renamed.locator('[data-testid^=category-delete-]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '删除成功' }).first().waitFor();
    await expect.poll(() => renamed.count()).toBe(0);

    // The demo's first category is used by its customers (or holds sub-industries that are): it stays.
    const first = page.locator('[data-testid=category-table] tr.ant-table-row').first();
    const name = (await first.locator('td').first().innerText()).trim();
    await first.locator('[data-testid^=category-delete-]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '不能删除' }).first().waitFor();
    await expect.poll(() => categoryRow(page, name).count()).toBeGreaterThan(0);
  });
});

describe('customer budgets', () => {
  it('are set in the table itself, and the row reads the new budget', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/csrDataManage/xhsCustomerBudget');
    const edit = page.locator('[data-testid^=budget-cell-budget-][data-testid$=-edit]').first();
    await edit.waitFor();
    const testId = (await edit.getAttribute('data-testid'))!.replace(/-edit$/, '');
    const row = page.locator('[data-testid=budget-table] tr.ant-table-row', {
      has: page.locator(`[data-testid=${testId}-edit]`),
    });
    await edit.click();
    const input = page.locator(`form[data-testid=${testId}] input`).first();
    await input.fill('123456.78');
    await page.locator(`[data-testid=${testId}-save]`).click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await page.locator(`form[data-testid=${testId}]`).waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('123,456.78');

    // A budget below zero is refused before it is sent, naming the field.
    await page.locator(`[data-testid=${testId}-edit]`).click();
    await page.locator(`form[data-testid=${testId}] input`).first().fill('-1');
    await page.locator(`[data-testid=${testId}-save]`).click();
    await page.locator(`form[data-testid=${testId}]`, { hasText: '月预算不能为负数' }).waitFor();
  });
});
