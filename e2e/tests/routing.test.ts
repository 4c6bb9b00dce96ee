import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePath, routeByName } from '@adops/common/menu';
import { permittedRoutes } from '../../web/src/app/permission';
import { roleTokensOf, title } from '../expected';
import {
  apiCall,
  avatarMenu,
  clickMenuItem,
  login,
  pathAndQuery,
  pathOf,
  reloadSettled,
  sendLogin,
  sessionToken,
  sideMenuOf,
  submitLogin,
  tabPaths,
  toasts,
  useConsole,
  waitForShell,
} from '../harness';

const e2e = useConsole();

// antd spaces out a two-character Chinese button label: "返 回".
const backButton = (page: Page) => page.getByRole('button', { name: /^返\s*回$/ });

describe('a reload right after sign-in', () => {
  it('keeps the session, in the page and on the server, 30 times in a row', async () => {
    const { page, server, context } = e2e;
    for (let round = 1; round <= 30; round++) {
      await context.clearCookies();
      await submitLogin(page, 'admin');
      // At once: the user info is still on its way, and the reload cancels it.
      await page.reload();
      await waitForShell(page);
      expect(pathOf(page), `round ${round}`).not.toBe('/login');
      const token = await sessionToken(page);
      expect(token, `round ${round}`).toBeTruthy();
      const info = await apiCall(page, server.url, '/api/crm/sys/getUserInfoById', token, {
        params: { uid: '1' },
      });
      expect(info.status, `round ${round}: ${info.desc}`).toBe(1);
    }
  });
});

describe('routes and the guard', () => {
  it('an unknown path shows the 404 page', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.locator('.ant-result-title', { hasText: '404' }).waitFor();
    await page.getByText('您访问的页面不存在或已被移除。').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('without a session a page sends to sign-in with a redirect, and sign-in lands on that page', async () => {
    const { page } = e2e;
    await page.goto('/system/userManage');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathAndQuery(page)).toBe('/login?redirect=%2Fsystem%2FuserManage');
    await login(page, 'admin');
    expect(pathOf(page)).toBe('/system/userManage');
    await page.locator('.navbar-breadcrumb', { hasText: '用户管理' }).waitFor();
    await sideMenuOf(page).locator('li.ant-menu-item-selected', { hasText: '用户管理' }).waitFor();
  });

  it('a signed-in user opening /login is moved on', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await waitForShell(page);
    await page.goto('/login?redirect=%2Fsystem%2Frole');
    await page.waitForURL('**/system/role');
    expect(await page.locator('input[name=password]').count()).toBe(0);
  });

  it('a forbidden page shows 401 without a Back button', async () => {
    const { page } = e2e;
    await login(page, 'operator');
    await page.goto('/system/userManage');
    await page.waitForURL('**/401');
    await page.locator('.ant-result-title', { hasText: '401' }).waitFor();
    await page.getByRole('button', { name: '返回首页' }).waitFor();
    expect(await backButton(page).count()).toBe(0);

    // Reached any other way, the 401 page does offer the way back.
    await page.goto('/dashboard');
    await waitForShell(page);
    await page.goto('/401');
    await backButton(page).waitFor();
  });

  it('a user without the sample pages’ modules sees no such section, and each of their paths gives 401', async () => {
    const { page } = e2e;
    const samples = routeByName('charts')!.section;
    await login(page, 'gm');
    await expect.poll(() => sideMenuOf(page).innerText()).toContain(title('route.dashboard'));
    expect(await sideMenuOf(page).innerText()).not.toContain(title(samples.title));
    for (const sample of samples.children) {
      await page.goto(pagePath(samples, sample));
      await page.waitForURL('**/401');
      await page.locator('.ant-result-title', { hasText: '401' }).waitFor();
    }
  });

  it('an account without permissions is refused with the spec’s message and left on sign-in', async () => {
    const { page, server } = e2e;
    await login(page, 'admin');
    // A user needs a role; a role that grants no module leaves the user without permissions.
    const role = await apiCall(page, server.url, '/api/crm/sys/createRole', await sessionToken(page), {
      body: { roleName: 'e2e 无模块' },
    });
    expect(role).toMatchObject({ status: 1 });
    const roleId = (role.data as { id: number }).id;
    const created = await apiCall(page, server.url, '/api/crm/sys/createUser', await sessionToken(page), {
      body: { username: 'e2e_noroles', password: 'Welcome@2026', name: '无角色', roleIds: [roleId] },
    });
    expect(created).toMatchObject({ status: 1 });
    await avatarMenu(page, '退出登录');
    await page.waitForURL((url) => url.pathname === '/login');

    // Watched from before the click: the refusal's toast lasts a few seconds only.
    await Promise.all([
      toasts(page).filter({ hasText: '该账户没有权限，请联系管理员！' }).first().waitFor(),
      sendLogin(page, 'e2e_noroles', 'Welcome@2026'),
    ]);
    // Sent back by the guard of the page it had been let into.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/');
    await page.locator('input[name=password]').waitFor();
    expect(await sessionToken(page)).toBeUndefined();
  });
});

describe('end of the session', () => {
  it('a 110 answer (session revoked on the server) returns to sign-in with the server message', async () => {
    const { page, context, server } = e2e;
    await login(page, 'admin');
    // Home asks for its figures first; revoking before they arrive would end the session on Home.
    await expect.poll(() => page.locator('[data-testid=home-card-today]').innerText()).toMatch(/\d/);
    await page.waitForLoadState('networkidle');
    const token = await sessionToken(page);
    expect(token).toBeTruthy();

    // Revoke the session behind the console's back: the API's own logout, signed like the console signs.
    expect(await apiCall(page, server.url, '/api/crm/sys/logout', token)).toMatchObject({ status: 1 });
    await page.evaluate(() => Object.assign(window, { beforeLogout: true }));

    // The next page that asks the server anything (the user list loads its rows) gets 110.
    await clickMenuItem(page, '用户管理', '系统管理');
    await page.waitForURL((url) => url.pathname === '/login');
    // The server logged the user out: the page reloads (nothing of the session stays in memory), then says why.
    await reloadSettled(page);
    expect(await page.evaluate(() => 'beforeLogout' in window)).toBe(false);
    await toasts(page).filter({ hasText: '登录已失效，请重新登录' }).first().waitFor();
    expect(pathAndQuery(page)).toBe('/login?redirect=%2Fsystem%2FuserManage');
    expect((await context.cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);

    // Signing in again continues where the user was going.
    await login(page, 'admin');
    expect(pathOf(page)).toBe('/system/userManage');
  });

  it('after a 110, the next user does not inherit the previous user’s tabs and pages', async () => {
    const { page, server } = e2e;
    await login(page, 'admin');
    await clickMenuItem(page, '用户管理', '系统管理');
    await page.waitForURL('**/system/userManage');
    await page.waitForLoadState('networkidle');
    await clickMenuItem(page, '角色管理', '系统管理');
    await page.waitForURL('**/system/role');
    // Revoke only once the page has its data: a request still on its way would meet the 110 first.
    await page.waitForLoadState('networkidle');
    expect(await apiCall(page, server.url, '/api/crm/sys/logout', await sessionToken(page))).toMatchObject({
      status: 1,
    });
    // Opening another page asks the server and meets the 110, unless a request of the pages already open
    // met it first: either way the session ends here.
    const signIn = page.waitForURL((url) => url.pathname === '/login');
    await Promise.race([clickMenuItem(page, '模块管理', '系统管理').catch(() => signIn), signIn]);
    await signIn;

    // The operator signs in at the same browser; the redirect left behind leads to a page it may not open.
    await submitLogin(page, 'operator');
    await page.waitForURL('**/401');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL('**/dashboard');
    await waitForShell(page);

    const allowed = new Set(permittedRoutes(roleTokensOf('operator')).map((r) => r.fullPath));
    const tabs = await tabPaths(page);
    expect(tabs.filter((path) => !allowed.has(path))).toEqual([]);
    // Nor is the administrator's user list in the page, hidden or not.
    expect(await page.locator('main.app-main td', { hasText: 'finance' }).count()).toBe(0);
  });

  it('logging out from the avatar menu says 退出成功 and lands on sign-in', async () => {
    const { page, context, server } = e2e;
    await login(page, 'gm');
    const token = await sessionToken(page);
    await avatarMenu(page, '退出登录');
    await page.waitForURL((url) => url.pathname === '/login');
    await toasts(page).filter({ hasText: '退出成功' }).waitFor();
    await page.locator('input[name=username]').waitFor();
    expect((await context.cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);

    // The session has ended on the server too: the old token is refused with 110.
    expect(
      await apiCall(page, server.url, '/api/crm/sys/getUserInfo', token, { params: { uid: '2' } }),
    ).toMatchObject({
      status: 110,
    });

    // And the console does not let the user back in without signing in again.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
