import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseTreeNode, login, toasts, useConsole } from '../harness';

const e2e = useConsole();

const form = (page: Page, testId: string) => page.locator(`[data-testid=${testId}-form]`);
const deptRow = (page: Page, name: string) =>
  page.locator('[data-testid=dept-table] tr.ant-table-row', { hasText: name });

/** Saves a form and waits for the toast that says it is done and for the form to go. */
async function save(page: Page, testId: string, done: string) {
  await page.locator(`[data-testid=${testId}-form-save]`).click();
  await toasts(page).filter({ hasText: done }).first().waitFor();
  await form(page, testId).waitFor({ state: 'detached' });
}

/** The name of the department a row of the tree table sits under: the nearest row one level up. */
function parentOf(page: Page, name: string) {
  return deptRow(page, name).evaluate((row) => {
    const level = Number(/ant-table-row-level-(\d+)/.exec(row.className)?.[1]);
    for (let up = row.previousElementSibling; up; up = up.previousElementSibling) {
      if (up.className.includes(`ant-table-row-level-${level - 1}`))
        return up.querySelector('td')?.textContent;
    }
    return null;
  });
}

describe('the organization page', () => {
  it('moves a department under another in the tree, and adds an operation group to a department', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/system/organizational');

    await page.locator('[data-testid=dept-create]').click();
    await form(page, 'dept').locator('#deptName').fill('E2E新部门');
    await save(page, 'dept', '保存成功');
    expect(await parentOf(page, 'E2E新部门')).toBeNull();

    await deptRow(page, 'E2E新部门').locator('[data-testid^=dept-move-]').click();
    await chooseTreeNode(form(page, 'dept-move'), 'parentId', '运营一部');
    await save(page, 'dept-move', '移动成功');
    await expect.poll(() => parentOf(page, 'E2E新部门')).toBe('运营一部');

    await deptRow(page, '运营一部').locator('td').first().click();
    await page.locator('.ant-card-head-title', { hasText: /^运营一部$/ }).waitFor();
    await page.getByRole('tab', { name: '运营组' }).click();
    await page.locator('[data-testid=group-create]').click();
    await form(page, 'group').locator('#name').fill('E2E运营组');
    await save(page, 'group', '保存成功');
    const group = page.locator('[data-testid=group-table] tr.ant-table-row', { hasText: 'E2E运营组' });
    await expect.poll(() => group.innerText()).toContain('运营一部');
  });
});
