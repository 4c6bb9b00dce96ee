/**
 * What a user should see, computed from the sources of truth and not from the page: the menu table
 * (common/menu.ts), each demo role's module set (the server's demo seed) and the web's own pure menu rules.
 */
import { menuModules } from '@adops/common/menu';
import { MENU_TITLES } from '@adops/common/menuTitles';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import { permittedMenu, rolesFromModules, sideMenu } from '../web/src/app/permission';
import { DEMO_ROLES, DEMO_USERS } from '../server/src/db/seed/demo';
import type { MenuEntry } from './harness';

export type Lang = 'zh' | 'en';

export const title = (key: string, lang: Lang = 'zh'): string => {
  const text = (MENU_TITLES as Record<string, { zh: string; en: string }>)[key];
  if (!text) throw new Error(`No menu title ${key}`);
  return text[lang];
};

const LEVELS = new Map(menuModules().map((m) => [m.id, m.level]));
const ALL_MODULE_IDS = [...LEVELS.keys()];

/** The role tokens the web checks routes against for a demo user (spec section 6). */
export function roleTokensOf(username: string): string[] {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  const role = DEMO_ROLES.find((r) => r.id === user.role)!;
  const ids = role.modules === 'all' ? ALL_MODULE_IDS : role.modules;
  const tokens = rolesFromModules(
    ids.map((id) => ({ id, level: LEVELS.get(id) ?? 3 })),
    [{ id: role.id, roleName: role.roleName, code: role.code ?? null }],
  );
  if (!tokens) throw new Error(`${username} has fewer than two modules`);
  if (role.code === ADMIN_ROLE_CODE && !tokens.includes('admin'))
    throw new Error('admin without admin token');
  return tokens;
}

/** The side menu a demo user should see, as titles in a language. */
export function expectedMenu(username: string, lang: Lang = 'zh'): MenuEntry[] {
  return sideMenu(permittedMenu(roleTokensOf(username))).map((item) => ({
    title: title(item.title, lang),
    ...(item.children ? { children: item.children.map((child) => title(child.title, lang)) } : {}),
  }));
}

export const DEMO_USERNAMES = DEMO_USERS.map((u) => u.username);
export const roleIdOf = (username: string) => DEMO_USERS.find((u) => u.username === username)!.role;
