import type { MenuTitleKey } from './menuTitles';
/**
 * The one route and permission table. The server seeds its modules from it, the web builds its routes,
 * side menu, breadcrumbs and tab titles from it. A page's path is its section's path + '/' + its own path.
 * `permission` is a module id (the numbers in brackets in the spec); a hidden drill-down page carries the id
 * of the page it is reached from.
 */
export interface MenuPage {
  /** The route name; also the child path and the report key. */
  name: string;
  permission?: number;
  hidden?: boolean;
  noCache?: boolean;
  icon?: string;
  /** i18n key of the title, `route.<name>`; texts in `menuTitles.ts` (a test finds each there). */
  title: MenuTitleKey;
}

export interface MenuSection {
  name: string;
  path: string;
  permission?: number;
  hidden?: boolean;
  alwaysShow?: boolean;
  icon: string;
  title: MenuTitleKey;
  children: MenuPage[];
}

type PageSpec = [
  name: string,
  permission?: number,
  flags?: Partial<Pick<MenuPage, 'hidden' | 'noCache' | 'icon'>>,
];

function section(
  name: string,
  permission: number | undefined,
  icon: string,
  pages: PageSpec[],
  flags: Partial<Pick<MenuSection, 'hidden' | 'alwaysShow'>> = {},
): MenuSection {
  return {
    name,
    path: `/${name}`,
    ...(permission === undefined ? {} : { permission }),
    icon,
    title: `route.${name}` as MenuTitleKey,
    alwaysShow: true,
    ...flags,
    children: pages.map(([page, id, pageFlags]) => ({
      name: page,
      ...(id === undefined ? {} : { permission: id }),
      title: `route.${page}` as MenuTitleKey,
      ...pageFlags,
    })),
  };
}

const hidden = { hidden: true } as const;
const live = { hidden: true, noCache: true } as const;

/** Home has no permission: every signed-in user with a console sees it. */
export const HOME: MenuSection = {
  name: 'home',
  path: '/',
  icon: 'DashboardOutlined',
  title: 'route.dashboard',
  children: [{ name: 'dashboard', title: 'route.dashboard', icon: 'DashboardOutlined' }],
};

export const MENU: MenuSection[] = [
  HOME,
  section('workbench', 467, 'DesktopOutlined', [['operateWorkbench', 468]]),
  section('system', 2, 'SettingOutlined', [
    ['userManage', 3],
    ['role', 4],
    ['module', 5],
    ['organizational', 2],
  ]),
  section('todayConsum', 455, 'FireOutlined', [
    ['myAccount', 367],
    ['xhscustomerConsumptionDayTotal', 312],
    ['xhscustomerConsumptionDayTotalCF', 464],
    ['timeConsume', 382],
    ['myAccountMonthCus', 367, hidden],
    ['myAccountCusTargetPogressDays', 367, hidden],
    ['myDepartmentDatacus', 367, hidden],
    ['myOperateDatacus', 367, hidden],
    ['xhsRealTimePlanHourly', 382, live],
    ['xhscustomerRealTimeConsumption', 382, live],
    ['realTimeAccount', 382, live],
    ['realTimeAccount2', 382, live],
    ['xhscustomerConsumptionDay', 312, hidden],
    ['xhscustomerConsumptionPhanderDay', 312, hidden],
    ['xhscustomerConsumptionDayDetails', 312, hidden],
  ]),
  section('launchReport', 195, 'BarChartOutlined', [
    ['xhsCustomerSundial', 190],
    ['xhsAccountConsumption', 197],
    ['xhsAccountConsumptionWeek', 200],
    ['xhsAccountConsumptionWeek2', 345],
    ['xhsAccountConsumptionMonth', 202],
    ['xhsAccountSundial', 186],
    ['xhsAccountDays', 435],
    ['xhsAccountWeeks', 557],
    ['xhsAccountMonth', 560],
    ['xhsOperateSundial', 289],
    ['xhsOperateSundialWeek', 290],
    ['xhsOperateSundialMonth', 291],
    ['xhsOperateSundialSummary', 296],
    ['xhsExpectedAccountBalanceCount', 332],
    ['xhscustomerTradeFee'],
    ['xhsExpectedAccountBalance', 332, hidden],
    ['xhsOperateSundialSummaryWeek', 296, hidden],
    ['xhsOperateSundialSummaryMonth', 296, hidden],
    ['xhsOperateSundialSummaryWeekCus', 296, hidden],
    ['xhsOperateSundialSummaryMonthCus', 296, hidden],
    ['xhsOperateSundialSummaryDetails', 296, hidden],
    ['xhsOperateSundialSummaryCusDetails', 296, hidden],
  ]),
  section('dailyManage', 456, 'CalendarOutlined', [
    ['xhsAccountCustomer', 178],
    ['xhsAccountAccount', 182],
    ['xhsOperateManage', 175],
    ['xhsAccountBalance', 339],
    ['xhsActiveCustomers', 321],
    ['xhsAccountAccountRecord', 182, hidden],
    ['xhsAccountAccountConsume', 182, hidden],
  ]),
  section('operationalMonitoring', 432, 'MonitorOutlined', [
    ['consumptionDaily', 433],
    ['onlineDailyReport', 434],
    ['periodMonitoring', 435],
    ['descentDetails', 436],
    ['operMonitoring', 465],
    ['accountWeekOperation', 470],
  ]),
  section('platformAssessment', 351, 'TrophyOutlined', [
    ['xhsXccdataCom', 383],
    ['xhsXAccountDataCus', 374],
    ['online', 438],
    ['preserve', 439],
    ['wake', 440],
    ['balance', 442],
  ]),
  section('weChatNotice', 451, 'WechatOutlined', [
    ['noticeOptions'],
    ['noticeSendLog'],
    ['noticeTotal'],
    ['noticeTemplate', 451],
    ['internalNoticeTemplate', 459],
  ]),
  section('otherTools', 457, 'ToolOutlined', [
    ['xhsQuestionManage', 363],
    ['xhsAccountChangeRecord', 381],
    ['operationReptile', 422],
    ['scheduleTask', 344],
    ['xhsAutomationLog', 378],
    ['todayOperation', 460, { noCache: true }],
    ['platformProgress', 461],
    ['departmentProgress', 462],
  ]),
  section('stayQualified', 160, 'FormOutlined', [
    ['xhsAppCustomer', 161],
    ['xhsAppFallPage', 166],
    ['xhsAppFallPageForm', 169],
    ['xhsAppEmailSend', 171],
  ]),
  section('csrDataManage', 385, 'PictureOutlined', [
    ['xhsAdvCreativityDailyAccount', 386],
    ['xhsAccountCategory', 404],
    ['xhsAdvCreativityDailyNote', 391],
    ['xhsCAccount', 398],
    ['xhsCustomerBudget', 399],
    ['xhsCAccountOperationLog', 403],
  ]),
  section('orders', 900, 'AccountBookOutlined', [
    ['orderManagement', 901],
    ['orderSettlement', 902],
    ['withdrawalRecord', 903],
    ['orderInvoice', 904],
  ]),
  section('example', 990, 'ExperimentOutlined', [
    ['charts', 991],
    ['complexTable', 992],
    ['form', 993],
    ['excelExport', 994],
    ['zipExport', 995],
    ['theme', 996],
    ['errorLog', 997],
    ['i18n'],
  ]),
  {
    name: 'profile',
    path: '/user',
    icon: 'UserOutlined',
    title: 'route.profile',
    hidden: true,
    children: [{ name: 'user', title: 'route.profile', hidden: true, noCache: true }],
  },
];

/** Routes reachable without a session. */
export const PUBLIC_PATHS = ['/login', '/strategy', '/404', '/401'] as const;

export interface MenuRoute extends MenuPage {
  /** The full path, section path + '/' + page name ('/dashboard' and '/user' for the two top-level pages). */
  fullPath: string;
  section: MenuSection;
}

/** '/dashboard' and '/user' stand alone; every other page is its section's path + '/' + its name. */
export function pagePath(sectionEntry: Pick<MenuSection, 'path'>, page: Pick<MenuPage, 'name'>): string {
  if (sectionEntry.path === HOME.path) return '/dashboard';
  if (sectionEntry.path === '/user') return '/user';
  return `${sectionEntry.path}/${page.name}`;
}

/** Every page of the tree, flattened, with its full path. */
export const MENU_ROUTES: MenuRoute[] = MENU.flatMap((s) =>
  s.children.map((page) => ({ ...page, fullPath: pagePath(s, page), section: s })),
);

export function findRoute(fullPath: string): MenuRoute | undefined {
  return MENU_ROUTES.find((r) => r.fullPath === fullPath);
}

export function routeByName(name: string): MenuRoute | undefined {
  return MENU_ROUTES.find((r) => r.name === name);
}

/** The module a page needs, by the page's route name: the one way code names a module. */
export function moduleOf(name: string): number {
  const permission = routeByName(name)?.permission;
  if (permission === undefined) throw new Error(`The menu has no page ${name} with a module`);
  return permission;
}

/** Modules are the console (level 1), sections (2), pages (3) and the buttons of a page (4). */
export const DEEPEST_MODULE_LEVEL = 4;

/** Module id of the console itself (level 1); every section hangs under it. */
export const CONSOLE_MODULE_ID = 1;

export interface ModuleSeed {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3 | typeof DEEPEST_MODULE_LEVEL;
  name: string;
  title: string;
  path: string | null;
}

/**
 * The module rows the menu implies, one per distinct id: a section's id is level 2, a page's level 3 under its
 * section. Where the spec gives one id to two entries (2, 435, 451), the first entry defines the row.
 */
export function menuModules(): ModuleSeed[] {
  const rows = new Map<number, ModuleSeed>();
  rows.set(CONSOLE_MODULE_ID, {
    id: CONSOLE_MODULE_ID,
    parentId: null,
    level: 1,
    name: 'console',
    title: 'route.console',
    path: null,
  });
  for (const s of MENU) {
    if (s.permission !== undefined && !rows.has(s.permission)) {
      rows.set(s.permission, {
        id: s.permission,
        parentId: CONSOLE_MODULE_ID,
        level: 2,
        name: s.name,
        title: s.title,
        path: s.path,
      });
    }
    for (const page of s.children) {
      if (page.permission === undefined || rows.has(page.permission)) continue;
      rows.set(page.permission, {
        id: page.permission,
        parentId: s.permission ?? CONSOLE_MODULE_ID,
        level: 3,
        name: page.name,
        title: page.title,
        path: pagePath(s, page),
      });
    }
  }
  return [...rows.values()];
}

/** Module ids that a route of the menu uses: they cannot be deleted. */
export const MENU_MODULE_IDS: ReadonlySet<number> = new Set(menuModules().map((m) => m.id));
