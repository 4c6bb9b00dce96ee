import { sql, type SQL } from 'drizzle-orm';
import { MARKETING_TARGET_TITLES, PLAN_STATUS_TITLES, PRODUCT_TITLES } from '@adops/common/business';
import { GROUP_TITLES } from '@adops/common/lists';

/**
 * What a report can group by besides time. A report's rows are grouped in two steps: the facts by each
 * dimension's identity on their account `a` (or the fact `f`), an integer or a code, then the names are looked up
 * for the grouped rows only, by that identity, which the outer query reads as `k.<dimension>`.
 */
export type DimensionKey =
  | 'department'
  | 'group'
  | 'operator'
  | 'customer'
  | 'account'
  | 'plan'
  | 'note'
  | 'marketingTarget'
  | 'product'
  | 'category';

export interface Dimension {
  /** The identity on the account `a` (or the fact `f`): what the facts are grouped and a page's rows picked by. */
  on: SQL;
  /** Output column → SQL over the grouped row `k` and the lookup; the first is the identity itself. */
  columns: Record<string, SQL>;
  /** The join that brings the names by `k.<dimension>`. */
  lookup?: SQL;
  /** The join of the same table to the account `a`, for filters and measures that read it before grouping. */
  join?: SQL;
  titles: Record<string, { zh: string; en: string }>;
  /** Columns whose codes read as titles (the platform product, a plan's status). */
  values?: Record<string, Record<string, { zh: string; en: string }>>;
}

/** A dimension that is a row of its own table, referenced by the account: its id and its name. */
function named(
  key: DimensionKey,
  [id, name]: [string, string],
  alias: string,
  table: string,
  reference: string,
  title: { zh: string; en: string },
): Dimension {
  return {
    on: sql.raw(`a.${reference}`),
    columns: { [id]: sql.raw(`k.${key}`), [name]: sql.raw(`${alias}.name`) },
    lookup: sql.raw(`left join ${table} ${alias} on ${alias}.id = k.${key}`),
    join: sql.raw(`left join ${table} ${alias} on ${alias}.id = a.${reference}`),
    titles: { [name]: title },
  };
}

export const DIMENSIONS: Record<DimensionKey, Dimension> = {
  department: named('department', ['departmentId', 'departmentName'], 'dep', 'departments', 'department_id', {
    zh: '部门',
    en: 'Department',
  }),
  group: {
    ...named('group', ['groupId', 'groupName'], 'grp', 'operation_groups', 'group_id', {
      zh: '运营组',
      en: 'Operation group',
    }),
    values: { groupName: GROUP_TITLES },
  },
  operator: named('operator', ['operatorId', 'operatorName'], 'op', 'users', 'operator_id', {
    zh: '运营',
    en: 'Operator',
  }),
  customer: named('customer', ['customerId', 'customerName'], 'cus', 'customers', 'customer_id', {
    zh: '客户',
    en: 'Customer',
  }),
  account: {
    on: sql`a.id`,
    columns: { accountId: sql`k.account`, accountName: sql`acc.name`, platformId: sql`acc.platform_id` },
    lookup: sql`left join ad_accounts acc on acc.id = k.account`,
    titles: { accountName: { zh: '账户', en: 'Account' }, platformId: { zh: '账户ID', en: 'Account ID' } },
  },
  /** Campaign plans: only the plans' hours (the planFacts source) carry them. */
  plan: {
    on: sql`f.plan_id`,
    columns: { planId: sql`k.plan`, planName: sql`pl.name`, planStatus: sql`pl.status` },
    lookup: sql`left join campaign_plans pl on pl.id = k.plan`,
    titles: { planName: { zh: '计划', en: 'Plan' }, planStatus: { zh: '计划状态', en: 'Plan status' } },
    values: { planStatus: PLAN_STATUS_TITLES },
  },
  /** Notes, with the content account that published them: only the notes' days (the noteFacts source) carry them. */
  note: {
    on: sql`f.note_id`,
    columns: {
      noteId: sql`k.note`,
      platformNoteId: sql`nt.platform_note_id`,
      noteTitle: sql`nt.title`,
      contentAccountName: sql`nca.nickname`,
    },
    lookup: sql`left join notes nt on nt.id = k.note left join content_accounts nca on nca.id = nt.content_account_id`,
    titles: {
      platformNoteId: { zh: '笔记ID', en: 'Note ID' },
      noteTitle: { zh: '笔记标题', en: 'Note title' },
      contentAccountName: { zh: 'C端账号', en: 'Content account' },
    },
  },
  /** A plan's marketing target: only the plans' hours (the planFacts source) carry plans. */
  marketingTarget: {
    on: sql`mpl.marketing_target`,
    columns: { marketingTarget: sql`k."marketingTarget"` },
    join: sql`left join campaign_plans mpl on mpl.id = f.plan_id`,
    titles: { marketingTarget: { zh: '营销目标', en: 'Marketing target' } },
    values: { marketingTarget: MARKETING_TARGET_TITLES },
  },
  product: {
    on: sql`a.product`,
    columns: { product: sql`k.product` },
    titles: { product: { zh: '平台产品', en: 'Product' } },
    values: { product: PRODUCT_TITLES },
  },
  category: named('category', ['categoryId', 'categoryName'], 'cat', 'account_categories', 'category_id', {
    zh: '行业分类',
    en: 'Category',
  }),
};

/** The column a dimension's rows are keyed by (its id, or its code). */
export const keyColumn = (key: DimensionKey) => Object.keys(DIMENSIONS[key].columns)[0]!;
