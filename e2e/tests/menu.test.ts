import { describe, expect, it } from 'vitest';
import { routeByName } from '@adops/common/menu';
import { ROLE } from '@adops/common/roles';
import { DEMO_ROLES } from '../../server/src/db/seed/demo';
import { DEMO_USERNAMES, expectedMenu, title } from '../expected';
import { MENU_TITLES } from '@adops/common/menuTitles';
import {
  apiCall,
  clickMenuItem,
  login,
  menuTexts,
  menuTree,
  openAllSubmenus,
  openedDropdown,
  sessionToken,
  sideMenuOf,
  useConsole,
} from '../harness';

const moduleOf = (page: string) => routeByName(page)!.permission!;

const e2e = useConsole();

describe('side menu per role', () => {
  it('the expectations differ between roles (so that the menu checks below can tell roles apart)', () => {
    const menus = new Set(DEMO_USERNAMES.map((u) => JSON.stringify(expectedMenu(u))));
    expect(menus.size).toBe(DEMO_USERNAMES.length);
  });

  it.each(DEMO_USERNAMES)('%s sees exactly the sections and pages of its modules', async (username) => {
    const { page } = e2e;
    await login(page, username);
    const shown = await menuTree(page);
    const expected = expectedMenu(username);
    // The top level first, for a readable failure; then every page inside the sections.
    expect(shown.map((entry) => entry.title)).toEqual(expected.map((entry) => entry.title));
    expect(shown).toEqual(expected);
  });
});

describe('grants changed while signed in', () => {
  it('a module granted to a role reaches its signed-in users at their next navigation, and a removed one leaves', async () => {
    const { page, context, server } = e2e;
    await login(page, 'admin');
    const admin = (await sessionToken(page))!;
    await context.clearCookies();
    await login(page, 'operator');
    const customers = title('route.xhsAccountCustomer');
    expect(await menuTexts(page)).not.toContain(customers);

    const operatorRole = DEMO_ROLES.find((r) => r.id === ROLE.OPERATOR)!;
    const held = operatorRole.modules as number[];
    const setModules = async (moduleIds: number[]) =>
      expect(
        await apiCall(page, server.url, '/api/crm/sys/insertRoleModule', admin, {
          body: { roleId: ROLE.OPERATOR, moduleIds },
        }),
      ).toMatchObject({ status: 1 });

    await setModules([...held, moduleOf('xhsAccountCustomer')]);
    await clickMenuItem(page, title('route.timeConsume'), title('route.todayConsum'));
    await expect.poll(() => menuTexts(page)).toContain(customers);

    await setModules(held);
    await clickMenuItem(page, title('route.myAccount'), title('route.todayConsum'));
    await expect.poll(() => menuTexts(page)).not.toContain(customers);
  });
});

describe('in English', () => {
  it('shows every menu label whole and the operation groups of a table in English', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.locator('[data-testid=lang-select]').click();
    await (await openedDropdown(page)).getByRole('menuitem', { name: 'English' }).click();
    await sideMenuOf(page).getByText(MENU_TITLES['route.operationalMonitoring'].en).waitFor();
    await openAllSubmenus(page);
    const cut = await sideMenuOf(page).evaluate((ul) =>
      [...ul.querySelectorAll<HTMLElement>('.ant-menu-title-content')]
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent),
    );
    expect(cut).toEqual([]);

    await clickMenuItem(page, title('route.xhsAccountAccount', 'en'), title('route.dailyManage', 'en'));
    const groups = page.locator('[data-testid=account-table] tr.ant-table-row td', { hasText: /group \d+$/ });
    await groups.first().waitFor();
    await expect
      .poll(() => page.locator('[data-testid=account-table]').textContent())
      .not.toMatch(/电商\d+组/);
  });
});
