import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  avatarMenu,
  chooseOption,
  confirmPopover,
  dropdownsClosed,
  login,
  newConsoleContext,
  toasts,
  useConsole,
} from '../harness';

const e2e = useConsole();

const form = (page: Page) => page.locator('[data-testid=user-form]');
const field = (page: Page, name: string) => form(page).locator(`#${name}`);
const row = (page: Page, username: string) =>
  page.locator('[data-testid=user-table] tr', { has: page.locator(`[data-testid=user-edit-${username}]`) });

async function pickOption(page: Page, select: string, label: string) {
  await chooseOption(form(page), select, label, new RegExp(`^${label}$`));
  // A multiple select keeps its list open over the form; a click elsewhere in the dialog closes it.
  await form(page).locator('.ant-modal-title').click();
  await dropdownsClosed(page);
}

describe('users through the UI', () => {
  it('are created, edited and deleted, each step visible in the list', async () => {
    const { page, browser } = e2e;
    await login(page, 'admin');
    await page.goto('/system/userManage');
    await page.locator('[data-testid=user-create]').click();
    await field(page, 'username').fill('e2e_ops');
    await field(page, 'password').fill('Welcome@2026');
    await field(page, 'name').fill('测试运营');
    await field(page, 'mobile').fill('1381234');
    await pickOption(page, 'roleIds', '运营');
    await page.locator('[data-testid=user-form-save]').click();
    // The rule of spec section 5 stops the form before anything is sent.
    await form(page).getByText('手机号码必须是11位').waitFor();
    await field(page, 'mobile').fill('13812345678');
    await page.locator('[data-testid=user-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    // The demo agency has many staff: find the new one.
    await page.locator('[data-testid=user-search] #keyword').fill('e2e_ops');
    await page.locator('[data-testid=user-search-submit]').click();
    await expect.poll(() => row(page, 'e2e_ops').innerText()).toContain('测试运营');
    expect(await row(page, 'e2e_ops').innerText()).toContain('13812345678');

    // The new account signs in, in a browser of its own.
    const other = await newConsoleContext(browser, e2e.server.url, e2e.pageErrors);
    const otherPage = await other.newPage();
    await login(otherPage, 'e2e_ops', 'Welcome@2026');
    await other.close();

    await page.locator('[data-testid=user-edit-e2e_ops]').click();
    await expect.poll(() => field(page, 'name').inputValue()).toBe('测试运营');
    await field(page, 'name').fill('测试运营（改）');
    await page.locator('[data-testid=user-form-save]').click();
    await expect.poll(() => row(page, 'e2e_ops').innerText()).toContain('测试运营（改）');

    await page.locator('[data-testid=user-delete-e2e_ops]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '删除成功' }).first().waitFor();
    await expect.poll(() => row(page, 'e2e_ops').count()).toBe(0);
  });
});

describe('a password reset', () => {
  it('is a command on the user, and the user signs in with the new password', async () => {
    const { page, browser } = e2e;
    const password = 'Quartz-Lantern-7150';
    await login(page, 'admin');
    await page.goto('/system/userManage');
    await page.locator('[data-testid=user-search] #keyword').fill('op002');
    await page.locator('[data-testid=user-search-submit]').click();
    await page.locator('[data-testid=user-resetPassword-op002]').click();
    const reset = page.locator('[data-testid=user-resetPassword-form]');
    await reset.locator('#password').fill('short1');
    await page.locator('[data-testid=user-resetPassword-form-save]').click();
    await reset.getByText('密码至少 8 位，且包含字母和数字').waitFor();
    await reset.locator('#password').fill(password);
    await page.locator('[data-testid=user-resetPassword-form-save]').click();
    await toasts(page).filter({ hasText: '重置密码成功' }).first().waitFor();
    await reset.waitFor({ state: 'detached' });

    const other = await newConsoleContext(browser, e2e.server.url, e2e.pageErrors);
    const otherPage = await other.newPage();
    await login(otherPage, 'op002', password);
    await other.close();
  });
});

describe('the profile page', () => {
  it("answers the spec's mobile messages word for word, then saves a good number", async () => {
    const { page } = e2e;
    await login(page, 'gm');
    await avatarMenu(page, '个人中心');
    await page.waitForURL('**/user');
    // The general manager belongs to no department: said in words, not as "##".
    await page.locator('main.app-main').getByText('未分配部门', { exact: true }).waitFor();
    const mobile = page.locator('[data-testid=profile-mobile]');
    const save = page.locator('[data-testid=profile-save]');
    const explain = page.locator('[data-testid=profile-form] .ant-form-item-explain-error');
    for (const [typed, message] of [
      ['13a', '手机号码必须是数字'],
      ['1381234567', '手机号码必须是11位'],
      ['10812345678', '请输入正确的手机号'],
    ]) {
      await mobile.fill(typed!);
      await save.click();
      await expect.poll(() => explain.allInnerTexts()).toEqual([message]);
    }
    await mobile.fill('13900002222');
    await save.click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await page.reload();
    await expect.poll(() => mobile.inputValue()).toBe('13900002222');
  });
});
