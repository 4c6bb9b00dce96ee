import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { Outlet, useLocation } from 'react-router';
import { findRoute } from '@adops/common/menu';

const PUBLIC_TITLES: Record<string, string> = {
  '/login': 'route.login',
  '/404': 'route.404',
  '/401': 'route.401',
  '/strategy': 'route.strategy',
};

/** Around every route: the page title. */
export function Root() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    const key = findRoute(pathname)?.title ?? PUBLIC_TITLES[pathname];
    document.title = key ? `${t(key)} - ${t('app.name')}` : t('app.name');
  }, [pathname, t, i18n.language]);

  return <Outlet />;
}
