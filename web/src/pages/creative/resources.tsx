import {
  CONTENT_ACCOUNT_ACTION_TITLES,
  CONTENT_ACCOUNT_STATUS_TITLES,
  disableContentAccount,
  enableContentAccount,
  moveCategory,
  type CategoryNode,
  type ContentAccountLogRow,
  type ContentAccountRow,
  type CustomerBudgetRow,
} from '@adops/common/contract/creative';
import { endpointsOf } from '@adops/common/contract/endpoints';
import { routeByName } from '@adops/common/menu';
import type { OptionsDef, ResourceDef } from '../../resource/types';

/** /csrDataManage's record pages: each a definition of the resource engine. */

/** The account category tree (xhsAccountCategory): industries and their sub-industries. */
export const CATEGORIES: ResourceDef<CategoryNode> = {
  path: 'accountCategory',
  testId: 'category',
  title: 'route.xhsAccountCategory',
  name: (row) => row.name,
  scrollX: 560,
  // Customers' and accounts' category pickers and columns read them.
  refreshes: ['base', 'customer', 'account'],
  tree: { children: 'children', addChild: (row) => row.parentId === null },
  columns: [
    { key: 'name', title: 'creative.category' },
    { key: 'customerCount', title: 'creative.customerCount', kind: 'count', width: 90 },
    { key: 'accountCount', title: 'creative.accountCount', kind: 'count', width: 90 },
    { key: 'sort', title: 'creative.sort', kind: 'count', width: 70 },
  ],
  filters: [{ name: 'keyword', label: 'common.keyword', kind: 'keyword' }],
  form: {
    fields: [
      { name: 'name', label: 'creative.category', kind: 'text', required: true, max: 50 },
      {
        name: 'parentId',
        label: 'creative.parent',
        kind: 'parent',
        createOnly: 'hidden',
        help: 'creative.parentHint',
      },
      { name: 'sort', label: 'creative.sort', kind: 'number', initial: 0 },
    ],
  },
  remove: {
    hint: 'creative.categoryDeleteHint',
  },
  commands: [
    {
      contract: moveCategory,
      fields: [{ name: 'parentId', label: 'creative.parent', kind: 'parent', help: 'creative.parentHint' }],
    },
  ],
};

/** Each customer's month budget against its spend (xhsCustomerBudget), the budget edited in its cell. */
export const BUDGETS: ResourceDef<CustomerBudgetRow> = {
  path: 'customerBudget',
  testId: 'budget',
  title: 'route.xhsCustomerBudget',
  name: (row) => row.customerName,
  defaultSort: '-fee',
  scrollX: 1000,
  rowClass: (row) => (row.warning ? 'row-warning' : undefined),
  columns: [
    { key: 'customerName', title: 'creative.customer', sort: true, fixed: 'left' },
    { key: 'departmentName', title: 'creative.department', width: 120 },
    { key: 'salesName', title: 'creative.sales', width: 100 },
    { key: 'month', title: 'creative.month', kind: 'day', width: 110 },
    {
      key: 'budget',
      title: 'creative.budget',
      kind: 'money',
      width: 260,
      sort: true,
      edit: { kind: 'money', required: true, with: ['month'] },
    },
    { key: 'fee', title: 'creative.fee', kind: 'money', width: 140, sort: true },
    { key: 'used', title: 'creative.used', kind: 'percent', width: 110 },
    { key: 'warning', title: 'creative.warning', kind: 'flag', width: 100 },
  ],
  filters: [
    { name: 'month', label: 'creative.month', kind: 'month' },
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'departmentId', label: 'creative.department', kind: 'department' },
  ],
};

/** The customers' content accounts (xhsCAccount). */
export const CONTENT_ACCOUNTS: ResourceDef<ContentAccountRow> = {
  path: 'contentAccount',
  testId: 'caccount',
  title: 'route.xhsCAccount',
  name: (row) => row.nickname,
  defaultSort: '-id',
  scrollX: 1100,
  refreshes: ['contentAccountLog'],
  columns: [
    { key: 'nickname', title: 'creative.nickname', sort: true, fixed: 'left' },
    { key: 'platformUserId', title: 'creative.platformUserId', width: 160 },
    { key: 'customerName', title: 'creative.customer', width: 180 },
    { key: 'followers', title: 'creative.followers', kind: 'count', width: 100, sort: true },
    { key: 'noteCount', title: 'creative.noteCount', kind: 'count', width: 90, sort: true },
    {
      key: 'status',
      title: 'creative.status',
      kind: 'enum',
      values: CONTENT_ACCOUNT_STATUS_TITLES,
      width: 90,
    },
    { key: 'createTime', title: 'creative.createTime', kind: 'time', width: 170, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'creative.searchAccount' },
    { name: 'customerId', label: 'creative.customer', kind: 'customer' },
    { name: 'status', label: 'creative.status', kind: 'enum', values: CONTENT_ACCOUNT_STATUS_TITLES },
  ],
  form: {
    fields: [
      { name: 'nickname', label: 'creative.nickname', kind: 'text', required: true, max: 100 },
      { name: 'platformUserId', label: 'creative.platformUserId', kind: 'text', required: true, max: 40 },
      { name: 'customerId', label: 'creative.customer', kind: 'customer', required: true },
      { name: 'followers', label: 'creative.followers', kind: 'count', initial: 0 },
      { name: 'noteCount', label: 'creative.noteCount', kind: 'count', initial: 0 },
    ],
  },
  actions: [
    {
      key: 'log',
      label: 'creative.log',
      to: (row) => `${routeByName('xhsCAccountOperationLog')!.fullPath}?contentAccountId=${row.id}`,
    },
  ],
  commands: [
    { contract: disableContentAccount, confirm: 'creative.confirmDisable' },
    { contract: enableContentAccount },
  ],
};

const CONTENT_ACCOUNT_OPTIONS: OptionsDef = {
  endpoint: endpointsOf('contentAccount').list,
  value: 'id',
  label: (row: ContentAccountRow) => `${row.nickname} (${row.platformUserId})`,
  search: 'keyword',
};

/** The audit trail of content accounts (xhsCAccountOperationLog), read only. */
export const CONTENT_ACCOUNT_LOG: ResourceDef<ContentAccountLogRow> = {
  path: 'contentAccountLog',
  testId: 'caccountLog',
  title: 'route.xhsCAccountOperationLog',
  defaultSort: '-id',
  scrollX: 1100,
  columns: [
    { key: 'createdAt', title: 'creative.time', kind: 'time', width: 170, sort: true, fixed: 'left' },
    { key: 'nickname', title: 'creative.contentAccount', width: 160 },
    {
      key: 'action',
      title: 'creative.operation',
      kind: 'enum',
      values: CONTENT_ACCOUNT_ACTION_TITLES,
      width: 90,
    },
    { key: 'userName', title: 'creative.user', width: 100 },
    {
      key: 'changes',
      title: 'creative.changes',
      render: (row) => <span style={{ whiteSpace: 'pre-line' }}>{row.changes}</span>,
    },
    { key: 'ip', title: 'creative.ip', width: 130 },
  ],
  filters: [
    {
      name: 'contentAccountId',
      label: 'creative.contentAccount',
      kind: 'options',
      options: CONTENT_ACCOUNT_OPTIONS,
    },
    { name: 'userId', label: 'creative.user', kind: 'user' },
    { name: 'operation', label: 'creative.operation', kind: 'enum', values: CONTENT_ACCOUNT_ACTION_TITLES },
    { name: 'start', label: 'creative.start', kind: 'day' },
    { name: 'end', label: 'creative.end', kind: 'day' },
  ],
};
