import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectedMenu } from '../expected';
import {
  avatarMenu,
  clickMenuItem,
  login,
  menuTree,
  openedDropdown,
  pathAndQuery,
  pathOf,
  sideMenuOf,
  tabOf,
  useConsole,
} from '../harness';

const e2e = useConsole();

describe('language', () => {
  it('English changes the menu titles and antd’s own texts', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    // antd's own texts: the page-size switch of a table's pagination, and the show/hide switch of a password
    // field (labelled, not written), both from antd's locale rather than the console's texts.
    const pageSize = page.locator('main.app-main .ant-pagination-options:visible');
    const passwordSwitch = (name: string) =>
      page.locator('main.app-main').getByRole('button', { name, exact: true });
    await clickMenuItem(page, '用户管理', '系统管理');
    await page.waitForURL('**/system/userManage');
    await pageSize.filter({ hasText: '条/页' }).waitFor();
    await avatarMenu(page, '个人中心');
    await page.waitForURL('**/user');
    await passwordSwitch('显示').first().waitFor();
    expect(await menuTree(page)).toEqual(expectedMenu('admin', 'zh'));

    await page.locator('[data-testid=lang-select]').click();
    await (await openedDropdown(page)).getByRole('menuitem', { name: 'English' }).click();

    await expect
      .poll(async () => (await menuTree(page)).map((e) => e.title))
      .toEqual(expectedMenu('admin', 'en').map((e) => e.title));
    expect(await menuTree(page)).toEqual(expectedMenu('admin', 'en'));
    await passwordSwitch('Show').first().waitFor();
    expect(await passwordSwitch('显示').count()).toBe(0);
    await page.locator('.navbar-breadcrumb', { hasText: 'Profile' }).waitFor();
    await page.locator('[data-testid=tags-view] .tags-view-item', { hasText: 'Home' }).waitFor();

    await tabOf(page, '/system/userManage').click();
    await page.waitForURL('**/system/userManage');
    await pageSize.filter({ hasText: '/ page' }).waitFor();
    expect(await pageSize.filter({ hasText: '条/页' }).count()).toBe(0);

    // The choice is remembered.
    await page.reload();
    await sideMenuOf(page).locator('li.ant-menu-item', { hasText: 'Home' }).waitFor();
  });

  it('is switched from the i18n sample page, and its picker, options, headers and buttons follow', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/example/i18n');
    const table = page.locator('[data-testid=example-i18n-table]');
    const main = page.locator('main.app-main');
    await table.locator('th', { hasText: '页面' }).waitFor();
    await main.getByRole('button', { name: '查 询' }).waitFor();

    await page.locator('[data-testid=example-language]').getByText('English').click();
    await table.locator('th', { hasText: 'Page' }).waitFor();
    await expect.poll(() => table.locator('tbody').innerText()).toContain('Complex table');
    await main.getByRole('button', { name: 'Search' }).waitFor();
    const day = main.getByPlaceholder('Pick a day');
    await day.waitFor();
    // antd's own texts: the date picker's panel.
    await day.click();
    await page.locator('.ant-picker-dropdown:visible').getByText('Today').waitFor();
    await page.keyboard.press('Escape');
    await main.locator('[data-testid=example-page-select]').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Charts' })
      .waitFor();
    await page.keyboard.press('Escape');
    // The console around the page follows too.
    await sideMenuOf(page).locator('li.ant-menu-item', { hasText: 'Home' }).waitFor();
  });
});

describe('mobile layout', () => {
  it('below the breakpoint the menu is a drawer that closes on navigation and on a click outside', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 800, height: 900 });
    await login(page, 'admin');
    expect(await page.locator('ul[data-testid=side-menu]').count()).toBe(0);
    expect(await page.locator('aside.app-sider').count()).toBe(0);

    await page.locator('[data-testid=hamburger]').click();
    await sideMenuOf(page).waitFor();
    await clickMenuItem(page, '角色管理', '系统管理');
    await page.waitForURL('**/system/role');
    await page.locator('ul[data-testid=side-menu]').waitFor({ state: 'hidden' });

    await page.locator('[data-testid=hamburger]').click();
    await sideMenuOf(page).waitFor();
    await page.locator('.ant-drawer-mask').waitFor();
    await page.mouse.click(700, 500);
    await page.locator('ul[data-testid=side-menu]').waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/system/role');
  });
});

describe('message dropdown', () => {
  const openMessages = async (page: Page) => {
    await page.locator('[data-testid=message-dropdown]').click();
    const menu = await openedDropdown(page);
    return { menu, entries: (await menu.locator('.message-title').allTextContents()).map((t) => t.trim()) };
  };

  it('finance (role 7) has five entries; the first opens the orders to review', async () => {
    const { page } = e2e;
    await login(page, 'finance');
    const { menu, entries } = await openMessages(page);
    expect(entries).toEqual(['待审核订单', '待确认付款', '待确认退款', '未处理提现', '待开发票']);
    await menu.locator('.message-item').first().click();
    await page.waitForURL('**/orders/orderManagement?orderStatus=3000');
    expect(pathAndQuery(page)).toBe('/orders/orderManagement?orderStatus=3000');
  });

  it('sales (role 3) has one entry, for its orders to review', async () => {
    const { page } = e2e;
    await login(page, 'sales');
    const { menu, entries } = await openMessages(page);
    expect(entries).toEqual(['待审核订单']);
    await menu.locator('.message-item').click();
    await page.waitForURL('**/orders/orderManagement?orderStatus=2000');
  });

  it('operator has none', async () => {
    const { page } = e2e;
    await login(page, 'operator');
    await page.locator('[data-testid=sister-crm]').waitFor();
    expect(await page.locator('[data-testid=message-dropdown]').count()).toBe(0);
  });
});

describe('the error log', () => {
  it('records errors made on purpose in render, in a handler and in a promise; lists them with stacks; clears', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/example/errorLog');
    const badge = page.locator('.ant-badge', { has: page.locator('[data-testid=error-log-button]') });

    await page.locator('[data-testid=example-error-render]').click();
    // Only the failed part is replaced; the page stays.
    await page.locator('[data-testid=example-render-failed]').waitFor();
    await page.locator('[data-testid=example-error-event]').click();
    await page.locator('[data-testid=example-error-promise]').click();
    await expect.poll(() => badge.locator('.ant-badge-count').innerText()).toBe('3');

    await page.locator('[data-testid=error-log-button]').click();
    const rows = page.locator('[data-testid=error-log-table] tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    const listed = async () => (await rows.allInnerTexts()).join('\n');
    for (const text of [
      'thrown while rendering',
      'thrown in a click handler',
      'rejected on purpose',
      '/example/errorLog',
    ])
      await expect.poll(listed).toContain(text);
    // Each entry opens onto its stack.
    await rows.first().locator('.ant-table-row-expand-icon').click();
    const stack = page.locator('[data-testid=error-log-table] .ant-table-expanded-row pre').first();
    await expect.poll(() => stack.innerText()).toContain('Error');

    await page.getByRole('button', { name: '清 空' }).click();
    await page.locator('[data-testid=error-log-button]').waitFor({ state: 'detached' });
    // The page's own uncaught errors were made on purpose.
    e2e.pageErrors.length = 0;
  });
});
