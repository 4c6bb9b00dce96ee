import type { MenuTitleKey } from '@adops/common/menuTitles';
import {
  MENU,
  MENU_ROUTES,
  pagePath,
  type MenuPage,
  type MenuRoute,
  type MenuSection,
} from '@adops/common/menu';
import type { ModuleGrant, RoleRef } from '@adops/common/contract/session';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';

/** The role token that passes every route check. */
export const ADMIN = 'admin';

/**
 * Spec section 6: the roles the routes are checked against are the ids of the user's modules of level 2 and
 * deeper, plus `admin` for the administrator role. Null when the account has fewer than two modules.
 */
export function rolesFromModules(modules: ModuleGrant[], roles: RoleRef[]): string[] | null {
  if (modules.length < 2) return null;
  const ids = modules.filter((m) => m.level > 1).map((m) => String(m.id));
  return roles.some((r) => r.code === ADMIN_ROLE_CODE) ? [ADMIN, ...ids] : ids;
}

/** Spec section 4: admin, or a route with no permission, passes; otherwise one role must match. */
export function canAccess(entry: Pick<MenuPage, 'permission'>, roles: readonly string[]): boolean {
  if (roles.includes(ADMIN) || entry.permission === undefined) return true;
  return roles.includes(String(entry.permission));
}

export function canOpen(route: MenuRoute, roles: readonly string[]): boolean {
  return canAccess(route.section, roles) && canAccess(route, roles);
}

/** The sections and pages a user may open, in menu order; a section with no page left is dropped. */
export function permittedMenu(roles: readonly string[], menu: MenuSection[] = MENU): MenuSection[] {
  return menu
    .filter((section) => canAccess(section, roles))
    .map((section) => ({ ...section, children: section.children.filter((page) => canAccess(page, roles)) }))
    .filter((section) => section.children.length > 0);
}

export function permittedRoutes(roles: readonly string[]): MenuRoute[] {
  return MENU_ROUTES.filter((route) => canOpen(route, roles));
}

export interface SideMenuItem {
  key: string;
  title: MenuTitleKey;
  icon?: string | undefined;
  children?: SideMenuItem[];
}

/**
 * vue-element-admin's sidebar rules: hidden pages never show; a section with one visible page and no
 * always-show flag shows that page in its place; otherwise the section is a submenu of its visible pages.
 */
export function sideMenu(sections: MenuSection[]): SideMenuItem[] {
  return sections.flatMap((section): SideMenuItem[] => {
    if (section.hidden) return [];
    const pages = section.children
      .filter((page) => !page.hidden)
      .map((page) => ({ key: pagePath(section, page), title: page.title, icon: page.icon }));
    if (pages.length === 0) return [];
    if (pages.length === 1 && !section.alwaysShow)
      return [{ ...pages[0]!, icon: pages[0]!.icon ?? section.icon }];
    return [{ key: section.path, title: section.title, icon: section.icon, children: pages }];
  });
}
