import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { REPORT_NAMES } from '@adops/common/contract/reportNames';
import { findRoute } from '@adops/common/menu';
import type { PageLocation } from '../app/pageContext';

/** A page's module: the page, and what it asks for first, which the shell may ask for ahead of its render. */
interface PageModule {
  default: ComponentType;
  askAhead?: (page: PageLocation) => void;
}
type Load = () => Promise<PageModule>;

type DailyManagePage = keyof typeof import('./dailyManage/pages');
/** A page of the module that holds the definition-only pages of /dailyManage. */
const dailyManage =
  (name: DailyManagePage): Load =>
  () =>
    import('./dailyManage/pages').then((m) => ({ default: m[name] }));

type SystemPage = keyof typeof import('./system/pages');
/** A page of the module that holds the definition-only pages of /system. */
const system =
  (name: SystemPage): Load =>
  () =>
    import('./system/pages').then((m) => ({ default: m[name] }));

/** Every report page is the one report view; the server defines the report by the page's route name. */
const report: Load = () =>
  import('../report/ReportView').then((m) => ({ default: m.ReportView, askAhead: m.askReportAhead }));

const LOADS: Record<string, Load> = {
  ...Object.fromEntries(REPORT_NAMES.map((name) => [name, report])),
  dashboard: () => import('./dashboard/Home'),
  userManage: system('UserManage'),
  role: system('Role'),
  module: system('Module'),
  organizational: () => import('./system/Organization'),
  user: () => import('./profile/Profile'),
  xhsAccountCustomer: dailyManage('Customers'),
  xhsAccountAccount: dailyManage('Accounts'),
  xhsAccountAccountRecord: dailyManage('FundRecords'),
  xhsAccountAccountConsume: dailyManage('SpendHistory'),
  xhsAccountBalance: dailyManage('Balances'),
  xhsAccountChangeRecord: dailyManage('AccountChanges'),
  xhsOperateManage: dailyManage('Operators'),
  xhsActiveCustomers: () => import('./dailyManage/ActiveCustomers'),
};

// One page for routes of one load (the report view): once loaded, it shows without suspending again.
const pageOf = new Map<Load, LazyExoticComponent<ComponentType>>();

/** Route name → page. A route of the menu without an entry shows the "in preparation" page. */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(LOADS).map(([name, load]) => {
    if (!pageOf.has(load)) pageOf.set(load, lazy(load));
    return [name, pageOf.get(load)!];
  }),
);

export const InPreparation = lazy(() => import('./error/InPreparation'));

/**
 * Loads the code of the page at `page` and asks for its first answer while the shell checks the session,
 * instead of after the shell and then the page have rendered. A page the guard then refuses is not shown, and
 * its answer is dropped.
 */
export function preloadPage(page: PageLocation) {
  const load = LOADS[findRoute(page.path)?.name ?? ''];
  void load?.()
    .then((m) => m.askAhead?.(page))
    // The page's own load shows the failure.
    .catch(() => undefined);
}
