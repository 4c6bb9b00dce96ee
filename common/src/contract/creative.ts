import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command, switchCommands, type StateMachine } from './endpoints';
import {
  day,
  idList,
  integer,
  money,
  month,
  optionalId,
  optionalInteger,
  requiredId,
  requiredText,
} from './fields';

/** /csrDataManage's own records: account categories, customers' month budgets, content accounts and their log. */

/** Categories nest two levels: an industry, and its sub-industries. */
export const CATEGORY_LEVELS = 2;

/** A node of the account category tree; `children` is left out on a leaf. */
export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  /** Customers and ad accounts filed under it. */
  customerCount: number;
  accountCount: number;
  children?: CategoryNode[];
}

export const categoryFilters = { excludeIds: idList };
/** Create (no id) or edit: on an edit, a parentId or sort left out keeps what the category has. */
export const categorySaveInput = z.object({
  id: optionalId,
  name: requiredText(50),
  parentId: optionalId.nullable(),
  sort: optionalInteger(0, 100_000),
});
/** Puts a category under an industry, or makes it an industry (no parentId). */
export const moveCategory = command({
  name: 'move',
  title: { zh: '移动', en: 'Move' },
  input: z.object({ parentId: optionalId.nullable() }),
});

/** A customer's budget for one month against its spend in that month (cents). */
export interface CustomerBudgetRow {
  id: number;
  customerName: string;
  departmentName: string | null;
  salesName: string | null;
  /** The month, as its first day. */
  month: string;
  /** Null: no budget set for the month. */
  budget: number | null;
  fee: number;
  /** fee / budget; null without a budget. */
  used: number | null;
  /** The share used has reached the warning threshold in force. */
  warning: boolean;
}
export const customerBudgetFilters = {
  /** The month shown; the current one when left out. */
  month: month.optional(),
  departmentId: optionalId,
};
/** A customer's budget for a month (the customer's id as `id`); 0 clears it. */
export const customerBudgetSaveInput = z.object({ month, budget: money });

export const CONTENT_ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type ContentAccountStatus = (typeof CONTENT_ACCOUNT_STATUSES)[number];
export const CONTENT_ACCOUNT_STATUS_TITLES: ColumnValues = {
  active: { zh: '启用', en: 'Active', color: 'green' },
  disabled: { zh: '停用', en: 'Disabled', color: 'default' },
};

export interface ContentAccountRow {
  id: number;
  nickname: string;
  platformUserId: string;
  customerId: number | null;
  customerName: string | null;
  followers: number;
  noteCount: number;
  status: ContentAccountStatus;
  createTime: string;
  version: number | null;
}
export const contentAccountFilters = {
  customerId: optionalId,
  status: z.enum(CONTENT_ACCOUNT_STATUSES).optional(),
};
const count = integer(0, 2_000_000_000);
export const contentAccountSaveInput = z.object({
  id: optionalId,
  nickname: requiredText(100),
  platformUserId: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'platformUserIdRule' }),
  customerId: requiredId,
  followers: count.default(0),
  noteCount: count.default(0),
});
const CONTENT_ACCOUNT_STATE: StateMachine<Pick<ContentAccountRow, 'status'>, ContentAccountStatus> = {
  of: (row) => row.status,
  titles: CONTENT_ACCOUNT_STATUS_TITLES as Record<ContentAccountStatus, { zh: string; en: string }>,
};
export const { enable: enableContentAccount, disable: disableContentAccount } = switchCommands(
  CONTENT_ACCOUNT_STATE,
  { on: 'active', off: 'disabled' },
);

/** The audit trail's actions on a content account. */
export const CONTENT_ACCOUNT_ACTIONS = ['create', 'update', 'disable', 'enable'] as const;
export const CONTENT_ACCOUNT_ACTION_TITLES: ColumnValues = {
  create: { zh: '新增', en: 'Created', color: 'green' },
  update: { zh: '修改', en: 'Edited', color: 'blue' },
  disable: { zh: '停用', en: 'Disabled', color: 'orange' },
  enable: { zh: '启用', en: 'Enabled', color: 'cyan' },
};

/** One change of a content account: who, when, what, and the fields it changed from → to. */
export interface ContentAccountLogRow {
  id: number;
  contentAccountId: number;
  nickname: string;
  action: string;
  userId: number | null;
  userName: string | null;
  ip: string | null;
  /** The fields changed, as "field: before → after" lines. */
  changes: string;
  createdAt: string;
}
export const contentAccountLogFilters = {
  contentAccountId: optionalId,
  userId: optionalId,
  operation: z.enum(CONTENT_ACCOUNT_ACTIONS).optional(),
  start: day.optional(),
  end: day.optional(),
};
