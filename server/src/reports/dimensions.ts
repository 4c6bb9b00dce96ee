import { sql, type SQL } from 'drizzle-orm';
import { PLAN_STATUS_TITLES, PRODUCT_TITLES } from '@adops/common/business';

/**
 * What a report can group by besides time. Each names the columns it adds to a row (an id and a name, or a
 * code) and the join that brings the name; the fact rows are joined to their account as `a`. Rows are
 * grouped by the id alone (the joined table's key), the names read along (one per id), so that grouping
 * hashes integers, not text.
 */
export type DimensionKey =
  'department' | 'group' | 'operator' | 'customer' | 'account' | 'plan' | 'product' | 'category';

export interface Dimension {
  /** Output column → SQL; the first is the identity the row is grouped by, the rest read along with it. */
  columns: Record<string, SQL>;
  /** The identity said on the account `a` (or the fact `f`): what picks out a page's rows before joining. */
  on: SQL;
  join?: SQL;
  titles: Record<string, { zh: string; en: string }>;
  /** Columns whose codes read as titles (the platform product, a plan's status). */
  values?: Record<string, Record<string, { zh: string; en: string }>>;
}

/** A dimension that is a row of its own table, joined by the account's reference: its id and its name. */
function named(
  id: string,
  name: string,
  alias: string,
  table: string,
  reference: string,
  title: { zh: string; en: string },
): Dimension {
  return {
    columns: { [id]: sql.raw(`${alias}.id`), [name]: sql.raw(`${alias}.name`) },
    on: sql.raw(`a.${reference}`),
    join: sql.raw(`left join ${table} ${alias} on ${alias}.id = a.${reference}`),
    titles: { [name]: title },
  };
}

export const DIMENSIONS: Record<DimensionKey, Dimension> = {
  department: named('departmentId', 'departmentName', 'dep', 'departments', 'department_id', {
    zh: '部门',
    en: 'Department',
  }),
  group: named('groupId', 'groupName', 'grp', 'operation_groups', 'group_id', {
    zh: '运营组',
    en: 'Operation group',
  }),
  operator: named('operatorId', 'operatorName', 'op', 'users', 'operator_id', { zh: '运营', en: 'Operator' }),
  customer: named('customerId', 'customerName', 'cus', 'customers', 'customer_id', {
    zh: '客户',
    en: 'Customer',
  }),
  account: {
    columns: { accountId: sql`a.id`, accountName: sql`a.name`, platformId: sql`a.platform_id` },
    on: sql`a.id`,
    titles: { accountName: { zh: '账户', en: 'Account' }, platformId: { zh: '账户ID', en: 'Account ID' } },
  },
  /** Campaign plans: only the plans' hours (the planFacts source) carry them. */
  plan: {
    columns: { planId: sql`pl.id`, planName: sql`pl.name`, planStatus: sql`pl.status` },
    on: sql`f.plan_id`,
    join: sql`left join campaign_plans pl on pl.id = f.plan_id`,
    titles: { planName: { zh: '计划', en: 'Plan' }, planStatus: { zh: '计划状态', en: 'Plan status' } },
    values: { planStatus: PLAN_STATUS_TITLES },
  },
  product: {
    columns: { product: sql`a.product` },
    on: sql`a.product`,
    titles: { product: { zh: '平台产品', en: 'Product' } },
    values: { product: PRODUCT_TITLES },
  },
  category: named('categoryId', 'categoryName', 'cat', 'account_categories', 'category_id', {
    zh: '行业分类',
    en: 'Category',
  }),
};

/** The column a dimension's rows are keyed by (its id, or its code). */
export const keyColumn = (key: DimensionKey) => Object.keys(DIMENSIONS[key].columns)[0]!;
