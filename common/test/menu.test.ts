import { describe, expect, it } from 'vitest';
import {
  CONSOLE_MODULE_ID,
  HOME,
  MENU,
  MENU_MODULE_IDS,
  MENU_ROUTES,
  PUBLIC_PATHS,
  findRoute,
  menuModules,
  moduleOf,
  routeByName,
  type MenuSection,
} from '../src/menu';
import { MENU_TITLES } from '../src/menuTitles';

/**
 * The route tree of SPEC.md section 2, copied by hand (not derived from menu.ts). `pages` are the visible pages
 * in the spec's order, with their id or `undefined` where the spec gives none. `hidden` are the spec's hidden
 * drill-down pages; the id each carries is the page it is reached from, as design/PAGES.md reads it.
 */
interface SpecSection {
  path: string;
  id: number | undefined;
  pages: [name: string, id: number | undefined][];
  hidden: [name: string, parentPageId: number][];
}

const SPEC_SECTIONS: SpecSection[] = [
  { path: '/workbench', id: 467, pages: [['operateWorkbench', 468]], hidden: [] },
  {
    path: '/system',
    id: 2,
    pages: [
      ['userManage', 3],
      ['role', 4],
      ['module', 5],
      ['organizational', 2],
    ],
    hidden: [],
  },
  {
    path: '/todayConsum',
    id: 455,
    pages: [
      ['myAccount', 367],
      ['xhscustomerConsumptionDayTotal', 312],
      ['xhscustomerConsumptionDayTotalCF', 464],
      ['timeConsume', 382],
    ],
    hidden: [
      ['myAccountMonthCus', 367],
      ['myAccountCusTargetPogressDays', 367],
      ['myDepartmentDatacus', 367],
      ['myOperateDatacus', 367],
      ['xhsRealTimePlanHourly', 382],
      ['xhscustomerRealTimeConsumption', 382],
      ['realTimeAccount', 382],
      ['realTimeAccount2', 382],
      ['xhscustomerConsumptionDay', 312],
      ['xhscustomerConsumptionPhanderDay', 312],
      ['xhscustomerConsumptionDayDetails', 312],
    ],
  },
  {
    path: '/launchReport',
    id: 195,
    pages: [
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
      ['xhscustomerTradeFee', undefined],
    ],
    hidden: [
      ['xhsExpectedAccountBalance', 332],
      ['xhsOperateSundialSummaryWeek', 296],
      ['xhsOperateSundialSummaryMonth', 296],
      ['xhsOperateSundialSummaryWeekCus', 296],
      ['xhsOperateSundialSummaryMonthCus', 296],
      ['xhsOperateSundialSummaryDetails', 296],
      ['xhsOperateSundialSummaryCusDetails', 296],
    ],
  },
  {
    path: '/dailyManage',
    id: 456,
    pages: [
      ['xhsAccountCustomer', 178],
      ['xhsAccountAccount', 182],
      ['xhsOperateManage', 175],
      ['xhsAccountBalance', 339],
      ['xhsActiveCustomers', 321],
    ],
    hidden: [
      ['xhsAccountAccountRecord', 182],
      ['xhsAccountAccountConsume', 182],
    ],
  },
  {
    path: '/operationalMonitoring',
    id: 432,
    pages: [
      ['consumptionDaily', 433],
      ['onlineDailyReport', 434],
      ['periodMonitoring', 435],
      ['descentDetails', 436],
      ['operMonitoring', 465],
      ['accountWeekOperation', 470],
    ],
    hidden: [],
  },
  {
    path: '/platformAssessment',
    id: 351,
    pages: [
      ['xhsXccdataCom', 383],
      ['xhsXAccountDataCus', 374],
      ['online', 438],
      ['preserve', 439],
      ['wake', 440],
      ['balance', 442],
    ],
    hidden: [],
  },
  {
    path: '/weChatNotice',
    id: 451,
    pages: [
      ['noticeOptions', undefined],
      ['noticeSendLog', undefined],
      ['noticeTotal', undefined],
      ['noticeTemplate', 451],
      ['internalNoticeTemplate', 459],
    ],
    hidden: [],
  },
  {
    path: '/otherTools',
    id: 457,
    pages: [
      ['xhsQuestionManage', 363],
      ['xhsAccountChangeRecord', 381],
      ['operationReptile', 422],
      ['scheduleTask', 344],
      ['xhsAutomationLog', 378],
      ['todayOperation', 460],
      ['platformProgress', 461],
      ['departmentProgress', 462],
    ],
    hidden: [],
  },
  {
    path: '/stayQualified',
    id: 160,
    pages: [
      ['xhsAppCustomer', 161],
      ['xhsAppFallPage', 166],
      ['xhsAppFallPageForm', 169],
      ['xhsAppEmailSend', 171],
    ],
    hidden: [],
  },
  {
    path: '/csrDataManage',
    id: 385,
    pages: [
      ['xhsAdvCreativityDailyAccount', 386],
      ['xhsAccountCategory', 404],
      ['xhsAdvCreativityDailyNote', 391],
      ['xhsCAccount', 398],
      ['xhsCustomerBudget', 399],
      ['xhsCAccountOperationLog', 403],
    ],
    hidden: [],
  },
  // design/PAGES.md: the targets of the message dropdown, ids of our own 900-904.
  {
    path: '/orders',
    id: 900,
    pages: [
      ['orderManagement', 901],
      ['orderSettlement', 902],
      ['withdrawalRecord', 903],
      ['orderInvoice', 904],
    ],
    hidden: [],
  },
  // design/PAGES.md: the spec's sample pages, ids of our own 990-997: the section 990, its pages 991-997; the
  // i18n demo goes without an id, as some of the spec's own pages do.
  {
    path: '/example',
    id: 990,
    pages: [
      ['charts', 991],
      ['complexTable', 992],
      ['form', 993],
      ['excelExport', 994],
      ['zipExport', 995],
      ['theme', 996],
      ['errorLog', 997],
      ['i18n', undefined],
    ],
    hidden: [],
  },
];

/** Every id the spec (and PAGES.md) gives, with the console root. */
const SPEC_IDS = new Set<number>([
  CONSOLE_MODULE_ID,
  ...SPEC_SECTIONS.flatMap((s) => [
    ...(s.id === undefined ? [] : [s.id]),
    ...s.pages.flatMap(([, id]) => (id === undefined ? [] : [id])),
    ...s.hidden.map(([, id]) => id),
  ]),
]);

function sectionAt(path: string): MenuSection {
  const found = MENU.filter((s) => s.path === path);
  expect(found, `sections at ${path}`).toHaveLength(1);
  return found[0]!;
}

function pageIn(section: MenuSection, name: string) {
  const found = section.children.filter((p) => p.name === name);
  expect(found, `pages ${name} in ${section.path}`).toHaveLength(1);
  return found[0]!;
}

describe('menu sections against SPEC.md section 2', () => {
  it.each(SPEC_SECTIONS.map((s) => [s.path, s] as const))('%s has the spec id', (path, spec) => {
    const section = sectionAt(path);
    if (spec.id === undefined) {
      expect(section).not.toHaveProperty('permission');
    } else {
      expect(section.permission).toBe(spec.id);
    }
    expect(section.hidden ?? false).toBe(false);
  });

  it('keeps the spec order of sections: home first, then the listed sections, /user last', () => {
    expect(MENU.map((s) => s.path)).toEqual(['/', ...SPEC_SECTIONS.map((s) => s.path), '/user']);
  });

  it('has the orders section /orders [900] with pages 901-904', () => {
    const orders = sectionAt('/orders');
    expect(orders.permission).toBe(900);
    expect(orders.children.map((p) => [p.name, p.permission])).toEqual([
      ['orderManagement', 901],
      ['orderSettlement', 902],
      ['withdrawalRecord', 903],
      ['orderInvoice', 904],
    ]);
  });

  it('gives the examples section 990 and its pages 991-997, one each', () => {
    const section = sectionAt('/example');
    const ids = section.children.flatMap((p) => (p.permission === undefined ? [] : [p.permission])).sort();
    expect([section.permission, ...ids]).toEqual([990, 991, 992, 993, 994, 995, 996, 997]);
  });

  it('has a home section at / with the dashboard and no permission', () => {
    expect(MENU[0]).toBe(HOME);
    expect(HOME.path).toBe('/');
    expect(HOME).not.toHaveProperty('permission');
    expect(HOME.children.map((p) => p.name)).toEqual(['dashboard']);
    expect(HOME.children[0]).not.toHaveProperty('permission');
    expect(findRoute('/dashboard')?.name).toBe('dashboard');
  });

  it('has /user hidden from the menu', () => {
    const profile = sectionAt('/user');
    expect(profile.hidden).toBe(true);
    expect(profile).not.toHaveProperty('permission');
    expect(profile.children.every((p) => p.hidden === true)).toBe(true);
    expect(findRoute('/user')?.section).toBe(profile);
  });
});

describe('menu pages against SPEC.md section 2', () => {
  const visible = SPEC_SECTIONS.flatMap((s) => s.pages.map(([name, id]) => [s.path, name, id] as const));
  const hidden = SPEC_SECTIONS.flatMap((s) => s.hidden.map(([name, id]) => [s.path, name, id] as const));

  it.each(visible)('%s/%s is visible with id %s', (path, name, id) => {
    const page = pageIn(sectionAt(path), name);
    if (id === undefined) {
      expect(page).not.toHaveProperty('permission');
    } else {
      expect(page.permission).toBe(id);
    }
    expect(page.hidden ?? false).toBe(false);
  });

  it('leaves the pages the spec gives no id without a permission', () => {
    for (const name of ['xhscustomerTradeFee', 'noticeOptions', 'noticeSendLog', 'noticeTotal']) {
      const route = routeByName(name);
      expect(route, name).toBeDefined();
      expect(route!.permission, name).toBeUndefined();
    }
  });

  it.each(hidden)('%s/%s is a hidden drill-down carrying id %s', (path, name, parentId) => {
    const section = sectionAt(path);
    const page = pageIn(section, name);
    expect(page.hidden).toBe(true);
    expect(page.permission).toBe(parentId);
    // The id is that of a visible page of the same section, the page the drill-down is reached from.
    const origin = section.children.find((p) => !p.hidden && p.permission === parentId);
    expect(origin, `visible origin of ${name}`).toBeDefined();
  });

  it.each(SPEC_SECTIONS.map((s) => [s.path, s] as const))(
    '%s holds exactly the listed pages, visible ones in the spec order',
    (path, spec) => {
      const section = sectionAt(path);
      expect(section.children.filter((p) => !p.hidden).map((p) => p.name)).toEqual(
        spec.pages.map(([name]) => name),
      );
      expect(
        section.children
          .filter((p) => p.hidden)
          .map((p) => p.name)
          .sort(),
      ).toEqual(spec.hidden.map(([name]) => name).sort());
    },
  );

  it('has exactly the hidden pages of the spec, and /user, across the whole menu', () => {
    const expected = [...hidden.map(([, name]) => name), 'user'].sort();
    expect(
      MENU_ROUTES.filter((r) => r.hidden)
        .map((r) => r.name)
        .sort(),
    ).toEqual(expected);
  });
});

describe('MENU_ROUTES full paths', () => {
  it('is section path + "/" + page name for every spec section', () => {
    let checked = 0;
    for (const spec of SPEC_SECTIONS) {
      for (const [name] of [...spec.pages, ...spec.hidden]) {
        const route = MENU_ROUTES.find((r) => r.section.path === spec.path && r.name === name);
        expect(route, `${spec.path} ${name}`).toBeDefined();
        expect(route!.fullPath).toBe(`${spec.path}/${name}`);
        expect(findRoute(`${spec.path}/${name}`)).toBe(route);
        checked++;
      }
    }
    expect(checked).toBe(MENU_ROUTES.length - 2);
  });

  it('spells a few full paths out', () => {
    expect(routeByName('xhsAccountAccountRecord')?.fullPath).toBe('/dailyManage/xhsAccountAccountRecord');
    expect(routeByName('orderInvoice')?.fullPath).toBe('/orders/orderInvoice');
    expect(routeByName('i18n')?.fullPath).toBe('/example/i18n');
    expect(routeByName('dashboard')?.fullPath).toBe('/dashboard');
    expect(routeByName('user')?.fullPath).toBe('/user');
  });

  it('names a page’s module by the page, and refuses a page it does not have', () => {
    expect(moduleOf('xhsAccountAccount')).toBe(182);
    expect(moduleOf('xhsAccountAccountRecord')).toBe(182);
    expect(moduleOf('userManage')).toBe(3);
    expect(() => moduleOf('xhsNoSuchPage')).toThrow(/xhsNoSuchPage/);
    expect(() => moduleOf('dashboard')).toThrow();
  });

  it('has one route per full path and per name', () => {
    const paths = MENU_ROUTES.map((r) => r.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
    const names = MENU_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('clashes with no public path', () => {
    expect(PUBLIC_PATHS).toEqual(['/login', '/strategy', '/404', '/401']);
    for (const path of PUBLIC_PATHS) expect(findRoute(path)).toBeUndefined();
  });

  it('gives every route its section and finds nothing for unknown paths', () => {
    for (const route of MENU_ROUTES)
      expect(route.section.children).toContainEqual(expect.objectContaining({ name: route.name }));
    expect(findRoute('/system')).toBeUndefined();
    expect(findRoute('/nope/page')).toBeUndefined();
    expect(routeByName('nope')).toBeUndefined();
  });
});

describe('menu titles', () => {
  const keys = MENU.flatMap((s) => [s.title, ...s.children.map((p) => p.title)]);

  it('has every title key of every section and page, in zh and en', () => {
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      expect(Object.hasOwn(MENU_TITLES, key), key).toBe(true);
      const title = MENU_TITLES[key as keyof typeof MENU_TITLES];
      expect(title.zh.trim(), `${key} zh`).not.toBe('');
      expect(title.en.trim(), `${key} en`).not.toBe('');
    }
  });

  it('names titles route.<name>', () => {
    for (const section of MENU.filter((s) => s !== HOME && s.path !== '/user')) {
      expect(section.title).toBe(`route.${section.name}`);
      for (const page of section.children) expect(page.title).toBe(`route.${page.name}`);
    }
  });

  it('has the zh titles of design/PAGES.md for a sample', () => {
    expect(MENU_TITLES['route.orders'].zh).toBe('订单中心');
    expect(MENU_TITLES['route.orderManagement']).toEqual({ zh: '订单管理', en: 'Recharge orders' });
    expect(MENU_TITLES['route.xhscustomerTradeFee']).toEqual({
      zh: '客户服务费',
      en: 'Customer service fees',
    });
    expect(MENU_TITLES['route.profile'].zh).toBe('个人中心');
    expect(MENU_TITLES['route.dashboard'].zh).toBe('首页');
  });
});

describe('menuModules', () => {
  const rows = menuModules();
  const byId = new Map(rows.map((r) => [r.id, r]));

  it('has one row per distinct id: exactly the ids of the spec, 900-904, 990-997 and the console', () => {
    expect(byId.size).toBe(rows.length);
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual([...SPEC_IDS].sort((a, b) => a - b));
    expect(rows.length).toBe(SPEC_IDS.size);
  });

  it('roots the tree at the console (id 1, level 1, no parent)', () => {
    expect(rows[0]).toEqual({
      id: 1,
      parentId: null,
      level: 1,
      name: 'console',
      title: 'route.console',
      path: null,
    });
    expect(rows.filter((r) => r.level === 1)).toHaveLength(1);
  });

  it('puts every section with an id at level 2 under the console', () => {
    for (const spec of SPEC_SECTIONS.filter((s) => s.id !== undefined)) {
      const row = byId.get(spec.id!);
      expect(row, spec.path).toMatchObject({ level: 2, parentId: 1, path: spec.path });
    }
    expect(rows.filter((r) => r.level === 2)).toHaveLength(SPEC_SECTIONS.filter((s) => s.id).length);
  });

  it("puts every page at level 3 under its section's id", () => {
    for (const spec of SPEC_SECTIONS) {
      for (const [name, id] of spec.pages) {
        if (id === undefined || id === spec.id) continue;
        const row = byId.get(id)!;
        // 435 is shared by two pages; the first, xhsAccountDays, defines the row.
        if (row.name !== name) continue;
        expect(row, name).toMatchObject({ level: 3, path: `${spec.path}/${name}` });
        expect(row.parentId, name).toBe(spec.id ?? CONSOLE_MODULE_ID);
      }
    }
    expect(byId.get(901)).toEqual({
      id: 901,
      parentId: 900,
      level: 3,
      name: 'orderManagement',
      title: 'route.orderManagement',
      path: '/orders/orderManagement',
    });
    expect(rows.every((r) => r.parentId === null || byId.has(r.parentId))).toBe(true);
  });

  it('has the ids the spec shares (2, 435, 451) once, defined by their first entry', () => {
    for (const id of [2, 435, 451])
      expect(
        rows.filter((r) => r.id === id),
        String(id),
      ).toHaveLength(1);
    expect(byId.get(2)).toMatchObject({ level: 2, parentId: 1, name: 'system', path: '/system' });
    expect(byId.get(451)).toMatchObject({
      level: 2,
      parentId: 1,
      name: 'weChatNotice',
      path: '/weChatNotice',
    });
    expect(byId.get(435)).toMatchObject({
      level: 3,
      parentId: 195,
      name: 'xhsAccountDays',
      path: '/launchReport/xhsAccountDays',
    });
  });

  it('gives every row a title of MENU_TITLES', () => {
    for (const row of rows) expect(Object.hasOwn(MENU_TITLES, row.title), row.title).toBe(true);
  });

  it('is the set MENU_MODULE_IDS, which holds every permission id of the menu', () => {
    expect(MENU_MODULE_IDS.size).toBe(rows.length);
    for (const section of MENU) {
      if (section.permission !== undefined) expect(MENU_MODULE_IDS.has(section.permission)).toBe(true);
      for (const page of section.children) {
        if (page.permission !== undefined) expect(MENU_MODULE_IDS.has(page.permission), page.name).toBe(true);
      }
    }
    for (const id of SPEC_IDS) expect(MENU_MODULE_IDS.has(id), String(id)).toBe(true);
    expect(MENU_MODULE_IDS.has(10_000)).toBe(false);
  });
});
