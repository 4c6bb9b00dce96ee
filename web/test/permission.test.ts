import { describe, expect, it } from 'vitest';
import { MENU_ROUTES } from '@adops/common/menu';
import { ADMIN, canAccess, permittedMenu, rolesFromModules, sideMenu } from '../src/app/permission';
import { decide } from '../src/app/guard';

const admin = [{ id: 1, roleName: '超级管理员', code: 'admin' }];
const plain = [{ id: 6, roleName: '运营', code: null }];

describe('roles from modules (spec section 6)', () => {
  it('are the ids of modules deeper than level 1, plus admin for the admin role', () => {
    const modules = [
      { id: 1, level: 1 },
      { id: 455, level: 2 },
      { id: 367, level: 3 },
    ];
    expect(rolesFromModules(modules, plain)).toEqual(['455', '367']);
    expect(rolesFromModules(modules, admin)).toEqual([ADMIN, '455', '367']);
  });

  it('refuse an account with fewer than two modules', () => {
    expect(rolesFromModules([{ id: 1, level: 1 }], plain)).toBeNull();
    expect(rolesFromModules([], admin)).toBeNull();
  });
});

describe('route access (spec section 4)', () => {
  it('lets admin and routes without a permission pass, else needs a matching role', () => {
    expect(canAccess({ permission: 3 }, [ADMIN])).toBe(true);
    expect(canAccess({}, [])).toBe(true);
    expect(canAccess({ permission: 3 }, ['3'])).toBe(true);
    expect(canAccess({ permission: 3 }, ['4'])).toBe(false);
  });

  it('keeps the sections that have a permitted page, with only those pages', () => {
    const menu = permittedMenu(['455', '367', '382']);
    const today = menu.find((s) => s.path === '/todayConsum')!;
    expect(today.children.map((p) => p.name)).toEqual([
      'myAccount',
      'timeConsume',
      'myAccountMonthCus',
      'myAccountCusTargetPogressDays',
      'myDepartmentDatacus',
      'myOperateDatacus',
      'xhsRealTimePlanHourly',
      'xhscustomerRealTimeConsumption',
      'realTimeAccount',
      'realTimeAccount2',
    ]);
    // A page without its section's permission stays out.
    expect(permittedMenu(['367']).some((s) => s.path === '/todayConsum')).toBe(false);
  });
});

describe('side menu', () => {
  it('shows Home as a single item, sections as submenus of their visible pages, never hidden pages', () => {
    const items = sideMenu(permittedMenu(['2', '3', '4', '455', '367']));
    expect(items[0]).toEqual({ key: '/dashboard', title: 'route.dashboard', icon: 'DashboardOutlined' });
    expect(items.find((i) => i.key === '/system')!.children!.map((c) => c.key)).toEqual([
      '/system/userManage',
      '/system/role',
      '/system/organizational',
    ]);
    expect(items.find((i) => i.key === '/todayConsum')!.children!.map((c) => c.key)).toEqual([
      '/todayConsum/myAccount',
    ]);
    expect(items.some((i) => i.key === '/user')).toBe(false);
  });

  it('gives admin every visible page of the menu', () => {
    const items = sideMenu(permittedMenu([ADMIN]));
    const keys = items.flatMap((i) => (i.children ? i.children.map((c) => c.key) : [i.key]));
    expect(keys).toEqual(MENU_ROUTES.filter((r) => !r.hidden && !r.section.hidden).map((r) => r.fullPath));
  });
});

describe('the route guard (spec section 4)', () => {
  const base = { fullPath: '/system/role?x=1', hasToken: true, roles: ['2', '4'] };
  it('sends a visitor without a session to sign in, with the way back', () => {
    expect(decide({ ...base, path: '/system/role', hasToken: false })).toEqual({
      kind: 'login',
      redirect: '/system/role?x=1',
    });
  });
  it('lets public pages through and moves a signed-in user off /login', () => {
    expect(decide({ ...base, path: '/strategy', hasToken: false, roles: null })).toEqual({ kind: 'public' });
    expect(decide({ ...base, path: '/login' })).toEqual({ kind: 'home' });
    expect(decide({ ...base, path: '/login', hasToken: false })).toEqual({ kind: 'public' });
  });
  it('loads the user first, then allows, refuses (401) or does not know (404)', () => {
    expect(decide({ ...base, path: '/system/role', roles: null })).toEqual({ kind: 'loadUser' });
    expect(decide({ ...base, path: '/system/role' })).toEqual({ kind: 'allow' });
    expect(decide({ ...base, path: '/system/userManage' })).toEqual({ kind: 'forbidden' });
    expect(decide({ ...base, path: '/no/such/page' })).toEqual({ kind: 'notFound' });
    expect(decide({ ...base, path: '/user' })).toEqual({ kind: 'allow' });
  });
});
