import { Activity, lazy, Suspense, useEffect } from 'react';
import { Button, Spin } from 'antd';
import { useTranslation } from '../i18n';
import { Navigate, useLocation } from 'react-router';
import { findRoute } from '@adops/common/menu';
import { PageContext } from '../app/pageContext';
import { InPreparation, PAGES } from '../pages/registry';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useStore } from '../store/createStore';
import { cachedPaths, openTab } from '../store/tabs';
import { tabsStore } from '../store/tabsStore';

/** The retry alone, where even the failure page cannot load (the network is gone). */
function RetryOnly({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return <Button onClick={retry}>{t('errorLog.retry')}</Button>;
}

// antd's Result brings its illustrations along: loaded when a page fails, not with every page.
const PageFailed = lazy(() => import('./PageFailed').catch(() => ({ default: RetryOnly })));

function PageHost({ path, fullPath }: { path: string; fullPath: string }) {
  const route = findRoute(path)!;
  const Page = PAGES[route.name] ?? InPreparation;
  return (
    <PageContext value={{ path, fullPath }}>
      <ErrorBoundary
        fallback={(retry) => (
          <Suspense fallback={null}>
            <PageFailed retry={retry} />
          </Suspense>
        )}
      >
        <Suspense fallback={<Spin className="page-loading" />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </PageContext>
  );
}

/**
 * The open pages: the active one visible, the other open tabs kept mounted but hidden (React's Activity), so a
 * page keeps its filters and scroll while the user looks elsewhere, unless its route is no-cache.
 */
export function AppMain() {
  const { pathname, search } = useLocation();
  const tabs = useStore(tabsStore);
  const route = findRoute(pathname);

  useEffect(() => {
    if (!route) return;
    tabsStore.set((state) =>
      openTab(state, {
        path: pathname,
        fullPath: pathname + search,
        name: route.name,
        ...(route.name === 'dashboard' ? { affix: true } : {}),
        ...(route.noCache ? { noCache: true } : {}),
      }),
    );
  }, [pathname, search, route]);

  if (pathname === '/') return <Navigate to="/dashboard" replace />;
  if (!route) return null;

  const kept = new Set([...cachedPaths(tabs), pathname]);
  const views = tabs.views.filter((v) => kept.has(v.path));
  if (!views.some((v) => v.path === pathname))
    views.push({ path: pathname, fullPath: pathname + search, name: route.name });

  return (
    <main className="app-main">
      {views.map((view) => {
        const active = view.path === pathname;
        return (
          <Activity key={view.path} mode={active ? 'visible' : 'hidden'}>
            <PageHost
              key={tabs.refreshKeys[view.path] ?? 0}
              path={view.path}
              fullPath={active ? pathname + search : view.fullPath}
            />
          </Activity>
        );
      })}
    </main>
  );
}
