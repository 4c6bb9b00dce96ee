import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { REPORT_NAMES } from '@adops/common/contract/report';

type Page = LazyExoticComponent<ComponentType>;

type DailyManagePage = keyof typeof import('./dailyManage/pages');
/** A page of the module that holds the definition-only pages of /dailyManage. */
const dailyManage = (name: DailyManagePage): Page =>
  lazy(() => import('./dailyManage/pages').then((m) => ({ default: m[name] })));

type SystemPage = keyof typeof import('./system/pages');
/** A page of the module that holds the definition-only pages of /system. */
const system = (name: SystemPage): Page =>
  lazy(() => import('./system/pages').then((m) => ({ default: m[name] })));

/** Every report page is the one report view; the server defines the report by the page's route name. */
const Report = lazy(() => import('../report/ReportView').then((m) => ({ default: m.ReportView })));

/** Route name → page. A route of the menu without an entry shows the "in preparation" page. */
export const PAGES: Record<string, Page> = {
  ...Object.fromEntries(REPORT_NAMES.map((name) => [name, Report])),
  dashboard: lazy(() => import('./dashboard/Home')),
  userManage: system('UserManage'),
  role: system('Role'),
  module: system('Module'),
  organizational: lazy(() => import('./system/Organization')),
  user: lazy(() => import('./profile/Profile')),
  xhsAccountCustomer: dailyManage('Customers'),
  xhsAccountAccount: dailyManage('Accounts'),
  xhsAccountAccountRecord: dailyManage('FundRecords'),
  xhsAccountAccountConsume: dailyManage('SpendHistory'),
  xhsAccountBalance: dailyManage('Balances'),
  xhsAccountChangeRecord: dailyManage('AccountChanges'),
  xhsOperateManage: dailyManage('Operators'),
  xhsActiveCustomers: lazy(() => import('./dailyManage/ActiveCustomers')),
};

export const InPreparation = lazy(() => import('./error/InPreparation'));
