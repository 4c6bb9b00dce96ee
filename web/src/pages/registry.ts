import { createElement, lazy, useState, type ComponentType } from 'react';
import { REPORT_NAMES } from '@adops/common/contract/reportNames';
import { findRoute } from '@adops/common/menu';
import type { PageLocation } from '../app/pageContext';
import { askReportAhead } from '../report/firstPage';
import { askHomeAhead } from './dashboard/homeQueries';

/**
 * A page's module: the page, and what it asks for first, which the shell may ask for ahead of its render (once
 * the module has come; see AHEAD for pages that can ask before).
 */
interface PageModule {
  default: ComponentType;
  askAhead?: (page: PageLocation) => void;
}
type Load = () => Promise<PageModule>;

/** A page of a module that holds definition-only pages, by its export's name. */
const definitions =
  <M extends Record<string, ComponentType>>(load: () => Promise<M>) =>
  (name: keyof M & string): Load =>
  () =>
    load().then((m) => ({ default: m[name]! }));
const dailyManage = definitions(() => import('./dailyManage/pages'));
const system = definitions(() => import('./system/pages'));
const orders = definitions(() => import('./orders/pages'));
const monitoring = definitions(() => import('./monitoring/pages'));
const otherTools = definitions(() => import('./otherTools/pages'));
const notices = definitions(() => import('./notices/pages'));
const dataCollection = definitions(() => import('./dataCollection/pages'));
const questions = definitions(() => import('./questions/pages'));
const creative = definitions(() => import('./creative/pages'));
const landingForms = definitions(() => import('./stayQualified/formPages'));
const leadPages = definitions(() => import('./stayQualified/leadPages'));
const emailPages = definitions(() => import('./stayQualified/emailPages'));

/** Every report page is the one report view; the server defines the report by the page's route name. */
const report: Load = () => import('../report/ReportView').then((m) => ({ default: m.ReportView }));

/** What pages ask for first that the URL alone tells: asked for at once, while their code comes. */
const AHEAD: Record<string, (page: PageLocation) => void> = {
  ...Object.fromEntries(REPORT_NAMES.map((name) => [name, askReportAhead])),
  dashboard: askHomeAhead,
};

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
  orderManagement: orders('Orders'),
  orderSettlement: orders('Settlements'),
  withdrawalRecord: orders('Withdrawals'),
  orderInvoice: orders('Invoices'),
  operateWorkbench: () => import('./workbench/Workbench'),
  descentDetails: monitoring('DescentDetails'),
  accountWeekOperation: monitoring('AccountWeekOperation'),
  scheduleTask: otherTools('ScheduledJobs'),
  xhsAutomationLog: otherTools('AutomationLog'),
  operationReptile: dataCollection('DataCollection'),
  xhsQuestionManage: questions('Questions'),
  todayOperation: () => import('./todayOperation/TodayOperation'),
  noticeOptions: notices('NoticeOptions'),
  noticeSendLog: notices('SendLog'),
  noticeTotal: notices('Totals'),
  noticeTemplate: notices('CustomerTemplates'),
  internalNoticeTemplate: notices('InternalTemplates'),
  xhsAccountCategory: creative('AccountCategories'),
  xhsCustomerBudget: creative('CustomerBudgets'),
  xhsCAccount: creative('ContentAccounts'),
  xhsCAccountOperationLog: creative('ContentAccountLog'),
  charts: () => import('./examples/charts/page'),
  complexTable: () => import('./examples/complexTable/page'),
  form: () => import('./examples/form/page'),
  excelExport: () => import('./examples/excelExport/page'),
  zipExport: () => import('./examples/zipExport/page'),
  theme: () => import('./examples/theme/page'),
  errorLog: () => import('./examples/ErrorLogSample'),
  i18n: () => import('./examples/I18nSample'),
  xhsAppFallPageForm: landingForms('LandingForms'),
  xhsAppFallPage: landingForms('LandingPages'),
  xhsAppCustomer: leadPages('Leads'),
  xhsAppEmailSend: emailPages('LeadEmails'),
};

/** A module's promise that says, once settled, how it settled: React's `use` reads a fulfilled one at once. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
const loading = new Map<Load, Tracked<PageModule>>();

/** A page's module, loaded once (after a failure, again at the next ask). */
function loadOnce(load: Load): Tracked<PageModule> {
  const known = loading.get(load);
  if (known) return known;
  const module: Tracked<PageModule> = load();
  loading.set(load, module);
  module.then(
    (value) => Object.assign(module, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(module, { status: 'rejected', reason });
      loading.delete(load);
    },
  );
  return module;
}

/**
 * The page of a load: where its code came ahead (preloadPage), the page itself, rendered at once; otherwise a
 * lazy one, which suspends until it comes. (A lazy page suspends even for code already here, and React then
 * holds the page back for its fallback's minimum time.) Each mounted page keeps the one it started with, and one
 * page serves the routes of one load (the report view): once loaded, it never suspends again.
 */
function pageOf(load: Load): ComponentType {
  const Lazy = lazy(() => loadOnce(load));
  return function Page() {
    const module = loadOnce(load);
    const [Shown] = useState(() => (module.status === 'fulfilled' ? module.value!.default : Lazy));
    return createElement(Shown);
  };
}

const pages = new Map<Load, ComponentType>();

/** Route name → page. A route of the menu without an entry shows the "in preparation" page. */
export const PAGES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(LOADS).map(([name, load]) => {
    if (!pages.has(load)) pages.set(load, pageOf(load));
    return [name, pages.get(load)!];
  }),
);

export const InPreparation = lazy(() => import('./error/InPreparation'));

/**
 * Loads the code of the page at `page` and asks for its first answer while the shell checks the session,
 * instead of after the shell and then the page have rendered. A page the guard then refuses is not shown, and
 * its answer is dropped.
 */
export function preloadPage(page: PageLocation) {
  const name = findRoute(page.path)?.name ?? '';
  AHEAD[name]?.(page);
  const load = LOADS[name];
  if (!load) return;
  void loadOnce(load)
    .then((m) => m.askAhead?.(page))
    // The page's own load shows the failure.
    .catch(() => undefined);
}
