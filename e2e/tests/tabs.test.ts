import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  avatarMenu,
  clickMenuItem,
  expectTabs,
  login,
  pathOf,
  rightClickTab,
  sideMenuOf,
  tabItems,
  tabOf,
  tabPaths,
  useConsole,
  waitForShell,
} from '../harness';

const e2e = useConsole();

async function open(page: Page, section: string, label: string, path: string) {
  await clickMenuItem(page, label, section);
  await page.waitForURL(`**${path}`);
  await tabOf(page, path).waitFor();
}

/** The highlighted tab's path. */
async function activeTab(page: Page) {
  return tabItems(page)
    .and(page.locator('.active'))
    .evaluate((item) => (item as HTMLElement).dataset.path);
}

/** Waits until the highlighted tab is this one (the highlight follows the URL a render later). */
async function expectActiveTab(page: Page, path: string) {
  await expect.poll(() => activeTab(page)).toBe(path);
}

describe('tabs of open pages', () => {
  it('opening pages adds each tab once; closing the active tab goes to the last remaining tab', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await expectTabs(page, ['/dashboard']);

    await open(page, '系统管理', '用户管理', '/system/userManage');
    await open(page, '系统管理', '角色管理', '/system/role');
    await open(page, '今日消耗', '我的账户', '/todayConsum/myAccount');
    await open(page, '系统管理', '用户管理', '/system/userManage');
    await tabOf(page, '/system/role').click();
    await page.waitForURL('**/system/role');
    await expectTabs(page, ['/dashboard', '/system/userManage', '/system/role', '/todayConsum/myAccount']);
    await expectActiveTab(page, '/system/role');

    // Closing the active middle tab goes to the last tab, not to a neighbour.
    await tabOf(page, '/system/role').locator('.tags-view-close').click();
    await page.waitForURL('**/todayConsum/myAccount');
    await expectTabs(page, ['/dashboard', '/system/userManage', '/todayConsum/myAccount']);

    // Closing a tab that is not active stays where the user is.
    await rightClickTab(page, '/system/userManage', 'close');
    await expectTabs(page, ['/dashboard', '/todayConsum/myAccount']);
    expect(pathOf(page)).toBe('/todayConsum/myAccount');

    // Closing the last closable tab while it is active goes to the last remaining one: Home.
    await tabOf(page, '/todayConsum/myAccount').locator('.tags-view-close').click();
    await page.waitForURL('**/dashboard');
    await expectTabs(page, ['/dashboard']);
    // Home is fixed: it has no close button.
    expect(await tabOf(page, '/dashboard').locator('.tags-view-close').count()).toBe(0);
  });

  it('right-click: close others keeps Home and that tab; close all goes to /dashboard with Home only', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await open(page, '今日消耗', '我的账户', '/todayConsum/myAccount');
    await open(page, '今日消耗', '客户日消耗汇总', '/todayConsum/xhscustomerConsumptionDayTotal');
    await open(page, '今日消耗', '分时消耗', '/todayConsum/timeConsume');

    await rightClickTab(page, '/todayConsum/xhscustomerConsumptionDayTotal', 'others');
    await page.waitForURL('**/todayConsum/xhscustomerConsumptionDayTotal');
    await expectTabs(page, ['/dashboard', '/todayConsum/xhscustomerConsumptionDayTotal']);
    await expectActiveTab(page, '/todayConsum/xhscustomerConsumptionDayTotal');

    await open(page, '今日消耗', '客户日消耗汇总(财务)', '/todayConsum/xhscustomerConsumptionDayTotalCF');
    await rightClickTab(page, '/todayConsum/xhscustomerConsumptionDayTotalCF', 'all');
    await page.waitForURL('**/dashboard');
    await expectTabs(page, ['/dashboard']);
    await expectActiveTab(page, '/dashboard');
  });
});

describe('keep-alive', () => {
  const typed = 'kept 4711';

  it('a value typed in a cached page survives switching tabs', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await open(page, '系统管理', '用户管理', '/system/userManage');
    const keyword = page.locator('[data-testid=user-search]').getByLabel('关键字', { exact: true });
    await keyword.click();
    await page.keyboard.type(typed);
    expect(await keyword.inputValue()).toBe(typed);

    await tabOf(page, '/dashboard').click();
    await page.waitForURL('**/dashboard');
    await keyword.waitFor({ state: 'hidden' });
    await open(page, '系统管理', '角色管理', '/system/role');

    await tabOf(page, '/system/userManage').click();
    await page.waitForURL('**/system/userManage');
    await keyword.waitFor();
    expect(await keyword.inputValue()).toBe(typed);
  });

  it('a no-cache page (the profile page /user) starts afresh when the user comes back', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await avatarMenu(page, '个人中心');
    await page.waitForURL('**/user');
    // The tab is titled as the page, also after a reload (it once read `route.user`).
    await tabOf(page, '/user').filter({ hasText: '个人中心' }).waitFor();
    await page.reload();
    await tabOf(page, '/user').filter({ hasText: '个人中心' }).waitFor();
    const current = page.locator('[data-testid=password-form]').getByLabel('当前密码', { exact: true });
    await current.click();
    await page.keyboard.type(typed);
    expect(await current.inputValue()).toBe(typed);

    await tabOf(page, '/dashboard').click();
    await page.waitForURL('**/dashboard');
    // Not kept while hidden: the profile page is gone from the document.
    await page.locator('[data-testid=password-form]').waitFor({ state: 'detached' });

    await tabOf(page, '/user').click();
    await page.waitForURL('**/user');
    await current.waitFor();
    expect(await current.inputValue()).toBe('');
  });
});

describe('after a reload', () => {
  it('the collapsed side menu and the open tabs are restored', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await open(page, '系统管理', '角色管理', '/system/role');
    await open(page, '今日消耗', '分时消耗', '/todayConsum/timeConsume');
    const sider = page.locator('aside.app-sider');
    expect(await sider.evaluate((el) => el.classList.contains('ant-layout-sider-collapsed'))).toBe(false);

    await page.locator('[data-testid=hamburger]').click();
    await page.locator('aside.app-sider.ant-layout-sider-collapsed').waitFor();
    await expectWidth(page, 54);
    const tabs = await tabPaths(page);
    expect(tabs).toEqual(['/dashboard', '/system/role', '/todayConsum/timeConsume']);

    await page.reload();
    await waitForShell(page);
    await page.locator('aside.app-sider.ant-layout-sider-collapsed').waitFor();
    await expectWidth(page, 54);
    await expectTabs(page, tabs);
    await expectActiveTab(page, '/todayConsum/timeConsume');

    // Opened again, it stays open after the next reload.
    await page.locator('[data-testid=hamburger]').click();
    await expectWidth(page, 210);
    await page.reload();
    await waitForShell(page);
    await sideMenuOf(page).waitFor();
    await expectWidth(page, 210);
  });
});

async function expectWidth(page: Page, width: number) {
  await expect
    .poll(() => page.locator('aside.app-sider').evaluate((el) => el.getBoundingClientRect().width))
    .toBe(width);
}
