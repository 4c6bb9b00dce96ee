import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** Route name → page. A route of the menu without an entry shows the "in preparation" page. */
export const PAGES: Record<string, Page> = {
  dashboard: lazy(() => import('./dashboard/Home')),
  userManage: lazy(() => import('./system/UserManage')),
  role: lazy(() => import('./system/Role')),
  module: lazy(() => import('./system/Module')),
  organizational: lazy(() => import('./system/Organization')),
  user: lazy(() => import('./profile/Profile')),
};

export const InPreparation = lazy(() => import('./error/InPreparation'));
