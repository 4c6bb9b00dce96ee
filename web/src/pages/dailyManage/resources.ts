import {
  type AccountStatus,
  ACCOUNT_STATUS_TITLES,
  CUSTOMER_STATUS_TITLES,
  FUND_TYPE_TITLES,
  PRODUCT_TITLES,
} from '@adops/common/business';
import type { ActiveCustomerRow } from '@adops/common/contract/activeCustomer';
import type {
  AccountChangeRow,
  AccountDayRow,
  AccountRow,
  BalanceRow,
  FundRecordRow,
} from '@adops/common/contract/account';
import type { CustomerRow } from '@adops/common/contract/customer';
import { setOperatorTarget, type OperatorRow } from '@adops/common/contract/operator';
import { endpointsOf } from '@adops/common/contract/endpoints';
import dayjs from '../../components/dayjs';
import { accountDrill } from '../../resource/drill';
import { EMPTY } from '@adops/common/format';
import type { ColumnValues } from '@adops/common/columns';
import { GROUP_TITLES } from '@adops/common/lists';
import { checkPlatformId } from '@adops/common/validate';
import type { Lang } from '@adops/common/messages';
import BIZ_TEXTS from './texts';
import type { ResourceDef } from '../../resource/types';

/** The daily-management pages and the account change record, as definitions for the resource engine. */

/** The titles of a coded value from this section's texts: `biz.field.status` → `{ status: … }`. */
const valuesOf = (prefix: string): ColumnValues =>
  Object.fromEntries(
    Object.entries(BIZ_TEXTS)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );

/** A text with its `{{days}}` filled in, in both languages. */
const withDays = (text: { zh: string; en: string }, days: number) => ({
  zh: text.zh.replace('{{days}}', String(days)),
  en: text.en.replace('{{days}}', String(days)),
});

/** A status change holds codes; the other fields hold names as they were. */
const changedValue = (row: AccountChangeRow, value: string | null, lang: Lang) =>
  row.field === 'status' && value
    ? (ACCOUNT_STATUS_TITLES[value as AccountStatus]?.[lang] ?? value)
    : (value ?? EMPTY);

export const CUSTOMERS: ResourceDef<CustomerRow> = {
  path: 'customer',
  testId: 'customer',
  title: 'route.xhsAccountCustomer',
  defaultSort: '-id',
  scrollX: 1500,
  columns: [
    { key: 'name', title: 'biz.customerName', fixed: 'left', width: 180, sort: true },
    { key: 'shortName', title: 'biz.shortName', width: 110 },
    { key: 'categoryName', title: 'biz.category', width: 110 },
    { key: 'regionCode', title: 'biz.region', kind: 'region', width: 200 },
    { key: 'salesName', title: 'biz.sales', width: 100 },
    { key: 'departmentName', title: 'biz.department', width: 110 },
    {
      key: 'status',
      title: 'biz.status',
      kind: 'enum',
      values: CUSTOMER_STATUS_TITLES,
      width: 90,
      sort: true,
    },
    { key: 'accountCount', title: 'biz.accountCount', kind: 'count', width: 90, sort: true },
    { key: 'monthFee', title: 'biz.monthFee', kind: 'money', width: 130, sort: true },
    { key: 'firstSpendDay', title: 'biz.firstSpendDay', kind: 'day', width: 110, sort: true },
    { key: 'serviceFeeRate', title: 'biz.serviceFeeRate', kind: 'rate', width: 100 },
    { key: 'createTime', title: 'biz.createTime', kind: 'time', width: 170, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'biz.customerKeyword' },
    { name: 'status', label: 'biz.status', kind: 'enum', values: CUSTOMER_STATUS_TITLES },
    { name: 'departmentId', label: 'biz.department', kind: 'department' },
    { name: 'salesId', label: 'biz.sales', kind: 'sales' },
    { name: 'categoryId', label: 'biz.category', kind: 'category' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'biz.customerName', kind: 'text', required: true, max: 100 },
      { name: 'shortName', label: 'biz.shortName', kind: 'text', max: 50 },
      { name: 'categoryId', label: 'biz.category', kind: 'category', required: true },
      { name: 'regionCode', label: 'biz.region', kind: 'region', required: true },
      { name: 'salesId', label: 'biz.sales', kind: 'sales', required: true },
      { name: 'departmentId', label: 'biz.department', kind: 'department', required: true },
      {
        name: 'status',
        label: 'biz.status',
        kind: 'enum',
        values: CUSTOMER_STATUS_TITLES,
        required: true,
        initial: 'active',
      },
      { name: 'serviceFeeRate', label: 'biz.serviceFeeRate', kind: 'rate', initial: 0 },
      { name: 'rebateRate', label: 'biz.rebateRate', kind: 'rate', initial: 0 },
      { name: 'remark', label: 'biz.remark', kind: 'textarea', max: 500 },
    ],
  },
  name: (row) => row.name,
  remove: { hint: 'biz.customerDelete' },
};

export const ACCOUNTS: ResourceDef<AccountRow> = {
  path: 'account',
  testId: 'account',
  title: 'route.xhsAccountAccount',
  defaultSort: '-id',
  scrollX: 1750,
  columns: [
    { key: 'name', title: 'biz.accountName', fixed: 'left', width: 180, sort: true },
    { key: 'platformId', title: 'biz.platformId', width: 170, sort: true },
    { key: 'customerName', title: 'biz.customer', width: 160 },
    { key: 'operatorName', title: 'biz.operator', width: 100 },
    { key: 'groupName', title: 'biz.group', width: 110, values: GROUP_TITLES },
    { key: 'departmentName', title: 'biz.department', width: 110 },
    { key: 'categoryName', title: 'biz.category', width: 110 },
    { key: 'product', title: 'biz.product', kind: 'enum', values: PRODUCT_TITLES, width: 90 },
    {
      key: 'status',
      title: 'biz.status',
      kind: 'enum',
      values: ACCOUNT_STATUS_TITLES,
      width: 90,
      sort: true,
    },
    { key: 'balance', title: 'biz.balance', kind: 'money', width: 130, sort: true },
    { key: 'monthFee', title: 'biz.monthFee', kind: 'money', width: 130, sort: true },
    { key: 'onlineDay', title: 'biz.onlineDay', kind: 'day', width: 110, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'biz.accountKeyword' },
    { name: 'customerId', label: 'biz.customer', kind: 'customer' },
    { name: 'departmentId', label: 'biz.department', kind: 'department' },
    { name: 'groupId', label: 'biz.group', kind: 'group' },
    { name: 'operatorId', label: 'biz.operator', kind: 'operator' },
    { name: 'product', label: 'biz.product', kind: 'enum', values: PRODUCT_TITLES },
    { name: 'status', label: 'biz.status', kind: 'enum', values: ACCOUNT_STATUS_TITLES },
  ],
  form: {
    fields: [
      {
        name: 'platformId',
        label: 'biz.platformId',
        kind: 'text',
        required: true,
        max: 20,
        check: checkPlatformId,
        createOnly: true,
      },
      { name: 'name', label: 'biz.accountName', kind: 'text', required: true, max: 100 },
      { name: 'customerId', label: 'biz.customer', kind: 'customer', required: true },
      { name: 'departmentId', label: 'biz.department', kind: 'department' },
      { name: 'groupId', label: 'biz.group', kind: 'group' },
      { name: 'operatorId', label: 'biz.operator', kind: 'operator', required: true },
      { name: 'categoryId', label: 'biz.category', kind: 'category' },
      {
        name: 'product',
        label: 'biz.product',
        kind: 'enum',
        values: PRODUCT_TITLES,
        required: true,
        initial: 'juguang',
      },
      {
        name: 'status',
        label: 'biz.status',
        kind: 'enum',
        values: ACCOUNT_STATUS_TITLES,
        required: true,
        initial: 'active',
      },
      { name: 'openedOn', label: 'biz.openedOn', kind: 'day' },
      { name: 'dailyBudget', label: 'biz.dailyBudget', kind: 'money' },
    ],
  },
  name: (row) => row.name,
  remove: { hint: 'biz.accountDelete' },
  actions: [
    { key: 'funds', label: 'biz.fundRecords', to: (row) => accountDrill('xhsAccountAccountRecord', row.id) },
    {
      key: 'consume',
      label: 'biz.spendHistory',
      to: (row) => accountDrill('xhsAccountAccountConsume', row.id),
    },
  ],
};

export const FUND_RECORDS: ResourceDef<FundRecordRow> = {
  path: 'fundRecord',
  testId: 'fund',
  title: 'route.xhsAccountAccountRecord',
  defaultSort: '-occurredAt',
  scrollX: 1000,
  columns: [
    { key: 'occurredAt', title: 'biz.occurredAt', kind: 'time', width: 170, sort: true },
    { key: 'type', title: 'biz.fundType', kind: 'enum', values: FUND_TYPE_TITLES, width: 90 },
    { key: 'amount', title: 'biz.amount', kind: 'money', width: 130, sort: true },
    { key: 'balanceAfter', title: 'biz.balanceAfter', kind: 'money', width: 140 },
    { key: 'operatorName', title: 'biz.handledBy', width: 100 },
    { key: 'orderId', title: 'biz.orderId', width: 140 },
    { key: 'remark', title: 'biz.remark' },
  ],
  filters: [
    { name: 'accountId', label: 'biz.account', kind: 'number', fromUrl: true },
    { name: 'type', label: 'biz.fundType', kind: 'enum', values: FUND_TYPE_TITLES },
    { name: 'start', label: 'biz.start', kind: 'day' },
    { name: 'end', label: 'biz.end', kind: 'day' },
  ],
};

export const SPEND_HISTORY: ResourceDef<AccountDayRow> = {
  path: 'accountDay',
  endpoints: endpointsOf('accountDay', { list: { method: 'GET', url: '/api/crm/account/consume' } }),
  noExport: true,
  testId: 'consume',
  title: 'route.xhsAccountAccountConsume',
  scrollX: 1100,
  columns: [
    { key: 'day', title: 'biz.day', kind: 'day', width: 110, fixed: 'left' },
    { key: 'fee', title: 'biz.fee', kind: 'money', width: 130 },
    { key: 'cashFee', title: 'biz.cashFee', kind: 'money', width: 130 },
    { key: 'grantFee', title: 'biz.grantFee', kind: 'money', width: 130 },
    { key: 'impressions', title: 'biz.impressions', kind: 'count', width: 110 },
    { key: 'clicks', title: 'biz.clicks', kind: 'count', width: 100 },
    { key: 'interactions', title: 'biz.interactions', kind: 'count', width: 100 },
    { key: 'consults', title: 'biz.consults', kind: 'count', width: 100 },
    { key: 'leads', title: 'biz.leads', kind: 'count', width: 100 },
  ],
  filters: [
    { name: 'accountId', label: 'biz.account', kind: 'number', fromUrl: true },
    { name: 'start', label: 'biz.start', kind: 'day' },
    { name: 'end', label: 'biz.end', kind: 'day' },
  ],
};

export const OPERATORS: ResourceDef<OperatorRow> = {
  path: 'operator',
  testId: 'operator',
  title: 'route.xhsOperateManage',
  defaultSort: 'id',
  scrollX: 1000,
  columns: [
    { key: 'name', title: 'biz.name', fixed: 'left', width: 110, sort: true },
    { key: 'username', title: 'biz.username', width: 110 },
    { key: 'departmentName', title: 'biz.department', width: 110 },
    { key: 'groupName', title: 'biz.group', width: 110, values: GROUP_TITLES },
    { key: 'accountCount', title: 'biz.accountCount', kind: 'count', width: 90, sort: true },
    { key: 'monthFee', title: 'biz.monthFee', kind: 'money', width: 140, sort: true },
    { key: 'monthTarget', title: 'biz.monthTarget', kind: 'money', width: 140, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'departmentId', label: 'biz.department', kind: 'department' },
    { name: 'groupId', label: 'biz.group', kind: 'group' },
  ],
  name: (row) => row.name,
  commands: [
    {
      contract: setOperatorTarget,
      fields: [
        { name: 'month', label: 'biz.targetMonth', kind: 'month', required: true },
        { name: 'amount', label: 'biz.targetAmount', kind: 'money', required: true },
      ],
      values: (row) => ({ month: dayjs().startOf('month').format('YYYY-MM-DD'), amount: row.monthTarget }),
    },
  ],
};

export const BALANCES: ResourceDef<BalanceRow> = {
  path: 'balance',
  testId: 'balance',
  title: 'route.xhsAccountBalance',
  defaultSort: 'runway',
  scrollX: 1600,
  rowClass: (row) => (row.low ? 'row-warning' : undefined),
  columns: [
    { key: 'name', title: 'biz.accountName', fixed: 'left', width: 180, sort: true },
    { key: 'platformId', title: 'biz.platformId', width: 170 },
    { key: 'customerName', title: 'biz.customer', width: 150 },
    { key: 'operatorName', title: 'biz.operator', width: 100 },
    { key: 'departmentName', title: 'biz.department', width: 110 },
    { key: 'cash', title: 'biz.cash', kind: 'money', width: 120 },
    { key: 'grant', title: 'biz.grant', kind: 'money', width: 120 },
    { key: 'credit', title: 'biz.credit', kind: 'money', width: 110 },
    { key: 'frozen', title: 'biz.frozen', kind: 'money', width: 110 },
    { key: 'available', title: 'biz.available', kind: 'money', width: 130, sort: true },
    { key: 'averageFee', title: 'biz.averageFee', kind: 'money', width: 140, sort: true },
    { key: 'runway', title: 'biz.runway', kind: 'decimal', width: 100, sort: true },
    { key: 'day', title: 'biz.snapshotDay', kind: 'day', width: 110 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'biz.accountKeyword' },
    { name: 'departmentId', label: 'biz.department', kind: 'department' },
    { name: 'operatorId', label: 'biz.operator', kind: 'operator' },
    { name: 'customerId', label: 'biz.customer', kind: 'customer' },
    { name: 'product', label: 'biz.product', kind: 'enum', values: PRODUCT_TITLES },
    { name: 'lowOnly', label: 'biz.lowOnly', kind: 'flag' },
  ],
};

export const ACTIVE_CUSTOMERS: ResourceDef<ActiveCustomerRow> = {
  path: 'activeCustomer',
  testId: 'active',
  title: 'biz.activeList',
  defaultSort: '-fee',
  scrollX: 1100,
  columns: [
    { key: 'name', title: 'biz.customerName', fixed: 'left', width: 180, sort: true },
    { key: 'departmentName', title: 'biz.department', width: 110 },
    { key: 'salesName', title: 'biz.sales', width: 100 },
    { key: 'activeAccounts', title: 'biz.activeAccounts', kind: 'count', width: 110, sort: true },
    { key: 'fee', title: 'biz.windowFee', kind: 'money', width: 140, sort: true },
    { key: 'lastSpendDay', title: 'biz.lastSpendDay', kind: 'day', width: 110, sort: true },
    { key: 'firstSpendDay', title: 'biz.firstSpendDay', kind: 'day', width: 110, sort: true },
    {
      key: 'fresh',
      title: 'biz.fresh',
      width: 90,
      // The value is a yes-or-no: its titles by 'true' and 'false', for the cell and the export alike.
      values: { true: valuesOf('biz.fresh.').new!, false: valuesOf('biz.fresh.').returning! },
      render: (row, lang) => valuesOf('biz.fresh.')[row.fresh ? 'new' : 'returning']![lang],
    },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'biz.customerKeyword' },
    {
      name: 'days',
      label: 'biz.activeDays',
      kind: 'enum',
      values: Object.fromEntries(
        [7, 14, 30, 90].map((days) => [String(days), withDays(BIZ_TEXTS['biz.daysWindow'], days)]),
      ),
      initial: '7',
    },
    { name: 'departmentId', label: 'biz.department', kind: 'department' },
    { name: 'operatorId', label: 'biz.operator', kind: 'operator' },
    { name: 'fresh', label: 'biz.fresh', kind: 'enum', values: valuesOf('biz.fresh.') },
  ],
};

export const ACCOUNT_CHANGES: ResourceDef<AccountChangeRow> = {
  path: 'accountChange',
  testId: 'change',
  title: 'route.xhsAccountChangeRecord',
  defaultSort: '-changedAt',
  scrollX: 1100,
  columns: [
    { key: 'changedAt', title: 'biz.changedAt', kind: 'time', width: 170, sort: true },
    { key: 'accountName', title: 'biz.accountName', width: 180 },
    { key: 'platformId', title: 'biz.platformId', width: 170 },
    {
      key: 'field',
      title: 'biz.field',
      kind: 'enum',
      values: valuesOf('biz.field.'),
      width: 100,
      sort: true,
    },
    {
      key: 'before',
      title: 'biz.before',
      width: 150,
      render: (row, lang) => changedValue(row, row.before, lang),
    },
    {
      key: 'after',
      title: 'biz.after',
      width: 150,
      render: (row, lang) => changedValue(row, row.after, lang),
    },
    { key: 'changedByName', title: 'biz.changedBy', width: 100 },
    { key: 'source', title: 'biz.source', kind: 'enum', values: valuesOf('biz.source.'), width: 80 },
  ],
  filters: [
    { name: 'accountId', label: 'biz.account', kind: 'number', fromUrl: true },
    { name: 'field', label: 'biz.field', kind: 'enum', values: valuesOf('biz.field.') },
    { name: 'start', label: 'biz.start', kind: 'day' },
    { name: 'end', label: 'biz.end', kind: 'day' },
  ],
};
