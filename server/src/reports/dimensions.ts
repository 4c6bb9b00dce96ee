import { sql, type SQL } from 'drizzle-orm';

/**
 * What a report can group by besides time. Each names the columns it adds to a row (an id and a name, or a
 * code) and the join that brings the name; the fact rows are joined to their account as `a`.
 */
export type DimensionKey =
  'department' | 'group' | 'operator' | 'customer' | 'account' | 'product' | 'category';

export interface Dimension {
  /** Output column → SQL; the first is the identity the row is keyed by. */
  columns: Record<string, SQL>;
  join?: SQL;
  titles: Record<string, { zh: string; en: string }>;
}

export const DIMENSIONS: Record<DimensionKey, Dimension> = {
  department: {
    columns: { departmentId: sql`a.department_id`, departmentName: sql`dep.name` },
    join: sql`left join departments dep on dep.id = a.department_id`,
    titles: { departmentName: { zh: '部门', en: 'Department' } },
  },
  group: {
    columns: { groupId: sql`a.group_id`, groupName: sql`grp.name` },
    join: sql`left join operation_groups grp on grp.id = a.group_id`,
    titles: { groupName: { zh: '运营组', en: 'Operation group' } },
  },
  operator: {
    columns: { operatorId: sql`a.operator_id`, operatorName: sql`op.name` },
    join: sql`left join users op on op.id = a.operator_id`,
    titles: { operatorName: { zh: '运营', en: 'Operator' } },
  },
  customer: {
    columns: { customerId: sql`a.customer_id`, customerName: sql`cus.name` },
    join: sql`left join customers cus on cus.id = a.customer_id`,
    titles: { customerName: { zh: '客户', en: 'Customer' } },
  },
  account: {
    columns: { accountId: sql`a.id`, accountName: sql`a.name`, platformId: sql`a.platform_id` },
    titles: { accountName: { zh: '账户', en: 'Account' }, platformId: { zh: '账户ID', en: 'Account ID' } },
  },
  product: {
    columns: { product: sql`a.product` },
    titles: { product: { zh: '平台产品', en: 'Product' } },
  },
  category: {
    columns: { categoryId: sql`a.category_id`, categoryName: sql`cat.name` },
    join: sql`left join account_categories cat on cat.id = a.category_id`,
    titles: { categoryName: { zh: '行业分类', en: 'Category' } },
  },
};

/** The column a dimension's rows are keyed by (its id, or its code). */
export const keyColumn = (key: DimensionKey) => Object.keys(DIMENSIONS[key].columns)[0]!;
