import { Layout as AntLayout } from 'antd';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { registerSharedTexts } from '../i18n/shared';
import { findRoute } from '@adops/common/menu';
import { useLocation } from 'react-router';
import { useStore } from '../store/createStore';
import { settingsStore, toggleSidebar } from '../store/settings';
import { AppMain } from './AppMain';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { useIsMobile } from './useDevice';
import { usePainted } from '../components/usePainted';

const SIDER_WIDTH = 210;

// Closed until the hamburger is pressed, so the desktop and a phone's first paint both do without it.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

NProgress.configure({ showSpinner: false });
registerSharedTexts();

function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return <div className="sidebar-logo">{collapsed ? t('app.name').slice(0, 2) : t('app.name')}</div>;
}

/**
 * Desktop: a sider whose collapse is remembered. Mobile: the menu is a drawer that closes on navigation and on
 * a click outside it.
 */
export function Layout() {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const opened = useStore(settingsStore, (s) => s.sidebarOpened);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const painted = usePainted();
  useEffect(() => setDrawerOpen(false), [pathname, mobile]);

  const { t } = useTranslation();
  const title = findRoute(pathname)?.title;
  useEffect(() => {
    document.title = title ? `${t(title)} - ${t('app.name')}` : t('app.name');
  }, [title, t]);

  // The progress bar on navigation, without a spinner (spec section 2); not for the first page, whose first
  // paint the bar would hold back (it measures the page to start its animation).
  const barFor = useRef(pathname);
  useEffect(() => {
    if (barFor.current === pathname) return;
    barFor.current = pathname;
    NProgress.start();
    const frame = requestAnimationFrame(() => NProgress.done());
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <AntLayout className={`app-layout${mobile ? ' mobile' : ''}`}>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDER_WIDTH}>
            <Logo collapsed={false} />
            <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </MobileDrawer>
        </Suspense>
      ) : (
        <AntLayout.Sider
          width={SIDER_WIDTH}
          collapsed={!opened}
          collapsedWidth={54}
          trigger={null}
          className="app-sider"
        >
          <Logo collapsed={!opened} />
          {painted && <Sidebar collapsed={!opened} />}
        </AntLayout.Sider>
      )}
      <AntLayout className="app-body">
        <AntLayout.Header className="app-header">
          <Navbar
            collapsed={mobile ? !drawerOpen : !opened}
            onToggle={mobile ? () => setDrawerOpen((o) => !o) : toggleSidebar}
          />
          <TagsView />
        </AntLayout.Header>
        <AntLayout.Content className="app-content">
          <AppMain />
        </AntLayout.Content>
      </AntLayout>
    </AntLayout>
  );
}
