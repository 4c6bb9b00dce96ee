import { describe, expect, it } from 'vitest';
import {
  cachedPaths,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  emptyTabs,
  openTab,
  refreshTab,
  type TabsState,
} from '../src/store/tabs';

const home = { path: '/dashboard', fullPath: '/dashboard', name: 'dashboard', affix: true };
const users = { path: '/system/userManage', fullPath: '/system/userManage', name: 'userManage' };
const roles = { path: '/system/role', fullPath: '/system/role', name: 'role' };
const live = {
  path: '/todayConsum/realTimeAccount',
  fullPath: '/todayConsum/realTimeAccount',
  name: 'realTimeAccount',
  noCache: true,
};

const open = (...views: (typeof users)[]): TabsState => views.reduce(openTab, emptyTabs);
const paths = (state: TabsState) => state.views.map((v) => v.path);

describe('tabs', () => {
  it('open each path once, keep Home first, and follow a changed query', () => {
    let state = open(users, home, roles, users);
    expect(paths(state)).toEqual([home.path, users.path, roles.path]);
    state = openTab(state, { ...users, fullPath: '/system/userManage?page=2' });
    expect(state.views[1]!.fullPath).toBe('/system/userManage?page=2');
    expect(state.views).toHaveLength(3);
  });

  it('closing the active tab goes to the last remaining one, or / when none remain', () => {
    const state = open(home, users, roles);
    expect(closeTab(state, roles.path, roles.path)).toMatchObject({ navigateTo: users.fullPath });
    expect(closeTab(state, users.path, roles.path).navigateTo).toBeUndefined();
    expect(closeTab(open(users), users.path, users.path).navigateTo).toBe('/');
  });

  it('never closes Home', () => {
    const state = open(home, users);
    expect(closeTab(state, home.path, home.path).state).toBe(state);
    expect(paths(closeAllTabs(state).state)).toEqual([home.path]);
  });

  it('closes the others and goes to the kept one; closing all goes to /', () => {
    const state = open(home, users, roles);
    expect(closeOtherTabs(state, users.path, roles.path)).toEqual({
      state: { ...state, views: [home, users] },
      navigateTo: users.fullPath,
    });
    expect(closeAllTabs(state).navigateTo).toBe('/');
  });

  it('refreshes a page by a new key, and keeps alive only cacheable pages', () => {
    const state = refreshTab(refreshTab(open(home, users, live), users.path), users.path);
    expect(state.refreshKeys[users.path]).toBe(2);
    expect(cachedPaths(state)).toEqual([home.path, users.path]);
  });
});
