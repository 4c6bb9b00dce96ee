import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '@adops/common/menu';
import { MENU_SHOW_TIMEOUT_MS } from '@adops/common/constants';
import { permittedMenu, sideMenu, type SideMenuItem } from '../app/permission';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/session';
import { menuIcon } from './icons';

export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const roles = useStore(sessionStore, (s) => s.roles);
  const items = useMemo(() => sideMenu(permittedMenu(roles ?? [])), [roles]);
  const route = findRoute(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(route ? [route.section.path] : []);

  const toAntd = (item: SideMenuItem): NonNullable<MenuProps['items']>[number] => ({
    key: item.key,
    icon: menuIcon(item.icon),
    label: t(item.title),
    ...(item.children ? { children: item.children.map(toAntd) } : {}),
  });

  return (
    <Menu
      mode="inline"
      theme="dark"
      className="side-menu"
      inlineCollapsed={collapsed}
      subMenuOpenDelay={MENU_SHOW_TIMEOUT_MS / 1000}
      selectedKeys={[route?.hidden ? route.section.path : pathname]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={items.map(toAntd)}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      data-testid="side-menu"
    />
  );
}
