/**
 * Data scope ("privilege data"): which business rows a role lets its users see. A user with several roles sees
 * the union of what each role allows.
 */
export const SCOPE_KINDS = ['all', 'department', 'group', 'ownAccounts', 'ownCustomers', 'custom'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

export const SCOPE_TITLES: Record<ScopeKind, { zh: string; en: string }> = {
  all: { zh: '全部数据', en: 'All data' },
  department: { zh: '本部门(含下级)', en: 'Own department and below' },
  group: { zh: '本运营组', en: 'Own operation group' },
  ownAccounts: { zh: '本人运营的账户', en: 'Accounts I operate' },
  ownCustomers: { zh: '本人负责的客户', en: 'Customers I own' },
  custom: { zh: '指定部门', en: 'Chosen departments' },
};

/** The resolved scope of one user, as `getPrivilege` returns it. */
export interface DataScope {
  all: boolean;
  /** Departments whose rows are visible, descendants included. */
  departmentIds: number[];
  groupIds: number[];
  /** Rows operated by these users are visible (own accounts). */
  operatorIds: number[];
  /** Rows of customers owned by these sales users are visible (own customers). */
  salesIds: number[];
}
