import type { TextKey } from '../i18n';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { Outlet, useLocation } from 'react-router';

const PUBLIC_TITLES: Record<string, TextKey> = {
  '/login': 'route.login',
  '/404': 'route.404',
  '/401': 'route.401',
  '/strategy': 'route.strategy',
};

/** Around every route: the title of the public pages (the layout titles the console's own pages). */
export function Root() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    const key = PUBLIC_TITLES[pathname];
    if (key) document.title = `${t(key)} - ${t('app.name')}`;
  }, [pathname, t, i18n.language]);

  return <Outlet />;
}
