/**
 * What a virtual staff member asks for, as the console's pages ask it: the paths, and the seeded choices of
 * reports, ranges, filters and search words. Pure: no requests here.
 */
import type { BaseCustomer, BaseGroup, BaseUser, DeptNode } from '@adops/common/contract/department';
import { PRODUCTS } from '@adops/common/business';
import { routeByName } from '@adops/common/menu';
import { addDays } from '@adops/server/src/time';
import type { Params } from './client';
import type { Random } from './random';
import type { Kind } from './tally';

export const PATHS = {
  login: '/api/crm/sys/login',
  userInfo: '/api/crm/sys/getUserInfo',
  logout: '/api/crm/sys/logout',
  report: (name: string) => `/api/crm/report/${name}`,
  reportExport: (name: string) => `/api/crm/report/${name}/export`,
};

/** What the shell and Home ask for on opening Home (store/session.ts, layout/MessageDropdown.tsx, pages/dashboard). */
export const HOME_PATHS = ['/api/crm/message/count', '/api/zhImport/homeSearch', '/api/zhImport/getChart'];

/** What the report filter bar's pickers load on a page's first show, kept a minute (web/src/resource/lookups.ts). */
export const LOOKUP_PATHS = {
  departments: '/api/crm/base/department/getList',
  groups: '/api/crm/base/group/getList',
  users: '/api/crm/base/department/user/getList',
  customers: '/api/crm/base/customer/getList',
};
export const LOOKUP_STALE_MS = 60_000;

/**
 * The reports staff open most, in order of preference: the customer and account daily reports and today's own
 * accounts; a role that lacks one (finance) takes the next it has. Three each.
 */
const COMMON_REPORTS = [
  'xhsCustomerSundial',
  'xhsAccountConsumption',
  'myAccount',
  'xhscustomerConsumptionDayTotal',
  'xhsAccountConsumptionMonth',
  'xhsAccountSundial',
];
const REPORTS_EACH = 3;

/** The searchable lists (resource pages) by the page that shows them. */
const LISTS = [
  { page: 'xhsAccountCustomer', path: '/api/crm/customer/list' },
  { page: 'xhsAccountAccount', path: '/api/crm/account/list' },
];

/** A page its user may open: its permission among the user's modules (none needed for a page without one). */
function opens(page: string, modules: ReadonlySet<number>): boolean {
  const permission = routeByName(page)?.permission;
  return permission === undefined || modules.has(permission);
}

export const reportsFor = (modules: ReadonlySet<number>) =>
  COMMON_REPORTS.filter((name) => opens(name, modules)).slice(0, REPORTS_EACH);

export const listsFor = (modules: ReadonlySet<number>) =>
  LISTS.filter((list) => opens(list.page, modules)).map((list) => list.path);

/** The kind of a request by its path (for the server's own request log). */
export function kindOfPath(path: string): Kind | undefined {
  if (path === PATHS.login) return 'signIn';
  if (path === PATHS.userInfo || HOME_PATHS.includes(path)) return 'home';
  if (path.startsWith('/api/crm/report/')) return path.endsWith('/export') ? 'export' : 'report';
  if (path.startsWith('/api/crm/base/')) return 'lookup';
  if (path.endsWith('/list')) return 'list';
  return undefined;
}

/** What the pickers gave: what a filter may name, within the user's scope. */
export interface Choices {
  departments: number[];
  groups: BaseGroup[];
  operators: BaseUser[];
  customers: BaseCustomer[];
}

export const NO_CHOICES: Choices = { departments: [], groups: [], operators: [], customers: [] };

export function choicesOf(
  departments: DeptNode[] | undefined,
  groups: BaseGroup[] | undefined,
  users: BaseUser[] | undefined,
  customers: BaseCustomer[] | undefined,
): Choices {
  const ids: number[] = [];
  const walk = (nodes: DeptNode[]) =>
    nodes.forEach((node) => {
      ids.push(node.deptId);
      if (node.childDept) walk(node.childDept);
    });
  walk(departments ?? []);
  return {
    departments: ids,
    groups: groups ?? [],
    operators: (users ?? []).filter((u) => u.groupId !== null),
    customers: customers ?? [],
  };
}

/**
 * The ranges people pick: mostly the report page's presets (web/src/report/ReportSearch.tsx: today, yesterday, the
 * last 7 and 30 days, this month, last month), now and then a longer range of their own ending on a recent day.
 */
export function rangeOf(random: Random, today: string): { start: string; end: string } {
  const yesterday = addDays(today, -1);
  const month = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(month, -1).slice(0, 7)}-01`;
  const presets: [string, string][] = [
    [today, today],
    [yesterday, yesterday],
    [addDays(today, -7), yesterday],
    [addDays(today, -30), yesterday],
    [month, today],
    [lastMonth, addDays(month, -1)],
  ];
  if (random.next() < PRESET_SHARE) {
    const [start, end] = random.pick(presets);
    return { start, end };
  }
  const end = addDays(today, -1 - random.below(LATEST_END_BACK));
  return { start: addDays(end, 1 - random.pick(OWN_SPANS)), end };
}

/** How often a preset is picked; the other ranges are 90 or 365 days ending up to a week back. */
const PRESET_SHARE = 0.8;
const OWN_SPANS = [90, 365];
const LATEST_END_BACK = 7;

/** The filters of the bar, in the order the pickers narrow one another: a group within the department picked. */
const FILTERS = ['product', 'deptId', 'groupId', 'operatorId', 'customerId'] as const;

/**
 * The filter bar's choices: none half the time, else one or two of product, department, group, operator and
 * customer, each a value the user's own pickers offered: a group of the department picked, an operator of the
 * group or department picked, as the pickers narrow them (web/src/resource/inputs.tsx). A filter left with
 * nothing to offer is left out.
 */
export function filtersOf(random: Random, choices: Choices): Params {
  const roll = random.next();
  const count = roll < 0.5 ? 0 : roll < 0.85 ? 1 : 2;
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(random.pick(FILTERS));
  const filters: Params = {};
  const deptId = chosen.has('deptId') ? optional(random, choices.departments) : undefined;
  const group = chosen.has('groupId')
    ? optional(
        random,
        choices.groups.filter((g) => deptId === undefined || g.departmentId === deptId),
      )
    : undefined;
  const operator = chosen.has('operatorId')
    ? optional(
        random,
        choices.operators.filter(
          (u) =>
            (group === undefined || u.groupId === group.id) &&
            (deptId === undefined || u.departmentId === deptId),
        ),
      )
    : undefined;
  if (chosen.has('product')) filters.product = random.pick(PRODUCTS);
  filters.deptId = deptId;
  filters.groupId = group?.id;
  filters.operatorId = operator?.id;
  filters.customerId = chosen.has('customerId') ? optional(random, choices.customers)?.id : undefined;
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

const optional = <T>(random: Random, items: readonly T[]): T | undefined =>
  items.length ? random.pick(items) : undefined;

/** Words seen in customer and account names, for a search before the pickers have given any. */
const COMMON_WORDS = ['山', '云', '知语', '聚光', '薯条', '实验室', '禾', '初'];

/** What someone types into a list's search box: one or two characters of a customer name they can see. */
export function keywordOf(random: Random, choices: Choices): string {
  const name = choices.customers.length ? random.pick(choices.customers).name : random.pick(COMMON_WORDS);
  const length = Math.min(name.length, 1 + random.below(2));
  const at = random.below(name.length - length + 1);
  return name.slice(at, at + length);
}

/** The filters an export's heading shows, as the page says them (label and value). */
export function exportHeadingOf(params: Params): string {
  const words = [{ label: '日期', value: `${params.start} ~ ${params.end}` }];
  for (const key of ['product', 'deptId', 'groupId', 'operatorId', 'customerId'])
    if (params[key] !== undefined) words.push({ label: key, value: String(params[key]) });
  return JSON.stringify(words);
}
