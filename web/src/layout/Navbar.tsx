import {
  ExportOutlined,
  FontSizeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { useLocation, useNavigate } from 'react-router';
import screenfull from 'screenfull';
import { findRoute } from '@adops/common/menu';
import { SIZES, type Size } from '@adops/common/device';
import { getConsoleSettings } from '../api/shell';
import { secondLogin } from '../api/session';
import { toastError, toastWarning } from '../api/notify';
import { useStore } from '../store/createStore';
import { COOKIE, cookies } from '../store/persist';
import { firstRoleId, sessionStore, signOut } from '../store/session';
import { setSize, settingsStore } from '../store/settings';
import { ErrorLog } from './ErrorLog';
import { LangSelect } from './LangSelect';
import { MessageDropdown } from './MessageDropdown';
import { usePainted } from '../components/usePainted';

function Crumbs() {
  const { t } = useTranslation();
  const route = findRoute(useLocation().pathname);
  const items = [{ title: t('nav.home') }];
  if (route && route.name !== 'dashboard') {
    if (route.section.path !== '/user') items.push({ title: t(route.section.title) });
    items.push({ title: t(route.title) });
  }
  return <Breadcrumb items={items} className="navbar-breadcrumb" />;
}

function FullScreen() {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const update = () => setActive(screenfull.isFullscreen);
    screenfull.on('change', update);
    return () => screenfull.off('change', update);
  }, []);
  const toggle = () => {
    if (!screenfull.isEnabled) return toastWarning(t('nav.fullscreenUnsupported'));
    void screenfull.toggle();
  };
  return (
    <Button
      type="text"
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={t('nav.fullscreen')}
      onClick={toggle}
      data-testid="fullscreen"
    />
  );
}

function SizeSelect() {
  const { t } = useTranslation();
  const size = useStore(settingsStore, (s) => s.size);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`nav.size.${key}`) })),
        onClick: ({ key }) => setSize(key as Size),
      }}
    >
      <Button type="text" icon={<FontSizeOutlined />} aria-label={t('nav.size')} data-testid="size-select" />
    </Dropdown>
  );
}

/** Opens the sister CRM signed in when a ticket can be had, else its plain login page (spec section 8). */
function SisterCrm() {
  const { t } = useTranslation();
  const open = async () => {
    // Opened before any await, so that the browser treats it as the click's own window.
    const target = window.open('about:blank', '_blank');
    const settings = await getConsoleSettings().catch(() => null);
    if (!settings) return target?.close();
    const base = new URL(settings.sisterCrmUrl, window.location.href);
    try {
      const ticket = await secondLogin(settings.secondLoginUrl, cookies.get(COOKIE.token) ?? '');
      base.searchParams.set('token', ticket.token);
      base.searchParams.set('userId', cookies.get(COOKIE.userId) ?? '');
    } catch {
      base.pathname = `${base.pathname.replace(/\/$/, '')}/login`;
    }
    if (target) target.location.href = base.toString();
  };
  return (
    <Button type="text" icon={<ExportOutlined />} onClick={open} data-testid="sister-crm">
      {t('nav.sisterCrm')}
    </Button>
  );
}

function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.user);
  const logout = async () => {
    await signOut();
    // Spec section 4: the farewell is shown styled as an error.
    toastError(t('nav.logoutDone'));
    navigate('/login');
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'home', label: t('nav.home') },
          { key: 'settings', label: t('route.profile') },
          { type: 'divider' },
          { key: 'logout', label: t('nav.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'home') navigate('/');
          if (key === 'settings') navigate('/user');
          if (key === 'logout') void logout();
        },
      }}
    >
      <Space className="navbar-avatar" data-testid="avatar-menu">
        <Avatar size="small" {...(user?.picUrl ? { src: user.picUrl } : {})}>
          {user?.name.slice(0, 1)}
        </Avatar>
        <span className="navbar-name">{user?.name}</span>
      </Space>
    </Dropdown>
  );
}

export function Navbar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const roleId = useStore(sessionStore, firstRoleId);
  const painted = usePainted();
  return (
    <div className="navbar">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={t('nav.toggleSidebar')}
        onClick={onToggle}
        data-testid="hamburger"
      />
      <Crumbs />
      {painted && (
        <Space className="navbar-right" size={2}>
          <ErrorLog />
          <FullScreen />
          <SizeSelect />
          <LangSelect />
          <MessageDropdown roleId={roleId} />
          <SisterCrm />
          <AvatarMenu />
        </Space>
      )}
    </div>
  );
}
