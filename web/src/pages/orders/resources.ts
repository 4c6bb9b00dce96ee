import { PAYMENT_METHOD_TITLES, SETTLEMENT_KIND_TITLES } from '@adops/common/business';
import {
  INVOICE_COMMANDS,
  ORDER_COMMANDS,
  SETTLEMENT_COMMANDS,
  WITHDRAWAL_COMMANDS,
  type InvoiceRow,
  type OrderRow,
  type SettlementRow,
  type WithdrawalRow,
} from '@adops/common/contract/money';
import { endpointsOf } from '@adops/common/contract/endpoints';
import { formatYuan } from '@adops/common/format';
import { accountDrill } from '../../resource/drill';
import { INVOICE_FLOW, ORDER_FLOW, SETTLEMENT_FLOW, WITHDRAWAL_FLOW } from '@adops/common/orders';
import { MESSAGE_COUNT_KEY } from '../../api/shell';
import type {
  ColumnDef,
  CommandDef,
  FieldDef,
  FilterDef,
  OptionsDef,
  ResourceDef,
} from '../../resource/types';
import { ACCOUNT_OPTIONS } from '../../resource/accountOptions';

/**
 * The money's records (/orders) as definitions for the resource engine: their lists, forms, and each step of
 * their flows (common/src/orders.ts) as a command, offered to the roles that may take it from a row's state.
 * A step changes the message dropdown's counters, the balances and the fund records: those are read again.
 */

const MOVED = [MESSAGE_COUNT_KEY, 'fundRecord', 'balance', 'account'];

const APPROVED_ORDERS: OptionsDef = {
  endpoint: endpointsOf('order').list,
  params: { orderStatus: 4000 },
  value: 'id',
  label: (o: OrderRow) => `${o.orderNo} · ${o.customerName} · ${formatYuan(o.amount)}`,
  search: 'keyword',
};

/** The columns and filters every money list shares: who, how much, when. */
const customerColumn = { key: 'customerName', title: 'money.customer', width: 160 } as const;
const accountColumn = { key: 'accountName', title: 'money.account', width: 160 } as const;
const amountColumn = { key: 'amount', title: 'money.amount', kind: 'money', width: 130, sort: true } as const;
const remarkColumn = { key: 'remark', title: 'money.remark', width: 160 } as const;
const createdColumn = {
  key: 'createTime',
  title: 'money.createTime',
  kind: 'time',
  width: 170,
  sort: true,
} as const;
const reasonColumn = { key: 'rejectReason', title: 'money.rejectReason', width: 160 } as const;
const statusColumn = (values: ColumnDef<object>['values']) =>
  ({ key: 'status', title: 'money.status', kind: 'enum', values, width: 120, sort: true }) as const;

const keyword = (placeholder: FilterDef['placeholder']): FilterDef => ({
  name: 'keyword',
  label: 'common.keyword',
  kind: 'keyword',
  placeholder,
});
const createdFilters: FilterDef[] = [
  { name: 'customerId', label: 'money.customer', kind: 'customer' },
  { name: 'start', label: 'money.start', kind: 'day' },
  { name: 'end', label: 'money.end', kind: 'day' },
];

const accountField: FieldDef = {
  name: 'accountId',
  label: 'money.account',
  kind: 'options',
  options: ACCOUNT_OPTIONS,
  required: true,
};
const amountField: FieldDef = { name: 'amount', label: 'money.amount', kind: 'money', required: true };
const remarkField: FieldDef = {
  name: 'remark',
  label: 'money.remark',
  kind: 'textarea',
  max: 200,
  wide: true,
};
const rejection: Pick<CommandDef<never>, 'fields'> = {
  fields: [{ name: 'reason', label: 'money.reason', kind: 'textarea', required: true, max: 200, wide: true }],
};

export const ORDERS: ResourceDef<OrderRow> = {
  path: 'order',
  testId: 'order',
  title: 'route.orderManagement',
  defaultSort: '-id',
  scrollX: 2300,
  refreshes: [...MOVED, 'settlement'],
  columns: [
    { key: 'orderNo', title: 'money.orderNo', fixed: 'left', width: 190 },
    customerColumn,
    accountColumn,
    { key: 'platformId', title: 'money.platformId', width: 170 },
    amountColumn,
    {
      key: 'paymentMethod',
      title: 'money.paymentMethod',
      kind: 'enum',
      values: PAYMENT_METHOD_TITLES,
      width: 120,
    },
    statusColumn(ORDER_FLOW.titles),
    { key: 'submitterName', title: 'money.submitter', width: 100 },
    { key: 'salesReviewerName', title: 'money.salesReviewer', width: 100 },
    { key: 'salesReviewedAt', title: 'money.salesReviewedAt', kind: 'time', width: 170 },
    { key: 'financeReviewerName', title: 'money.financeReviewer', width: 100 },
    { key: 'financeReviewedAt', title: 'money.financeReviewedAt', kind: 'time', width: 170 },
    reasonColumn,
    remarkColumn,
    createdColumn,
  ],
  filters: [
    keyword('money.keyword'),
    { name: 'orderStatus', label: 'money.status', kind: 'enum', values: ORDER_FLOW.titles },
    { name: 'paymentMethod', label: 'money.paymentMethod', kind: 'enum', values: PAYMENT_METHOD_TITLES },
    ...createdFilters,
  ],
  form: {
    fields: [
      accountField,
      amountField,
      {
        name: 'paymentMethod',
        label: 'money.paymentMethod',
        kind: 'enum',
        values: PAYMENT_METHOD_TITLES,
        required: true,
        initial: 'bankTransfer',
      },
      remarkField,
    ],
    editable: (row) => row.status === 2000,
  },
  name: (row) => row.orderNo,
  actions: [
    {
      key: 'funds',
      label: 'money.fundRecords',
      to: (row) => accountDrill('xhsAccountAccountRecord', row.accountId),
      visible: (row) => row.status === 4000,
    },
  ],
  commands: [
    { contract: ORDER_COMMANDS.approve, confirm: 'money.confirmApprove' },
    { contract: ORDER_COMMANDS.reject, ...rejection },
  ],
};

export const SETTLEMENTS: ResourceDef<SettlementRow> = {
  path: 'settlement',
  testId: 'settlement',
  title: 'route.orderSettlement',
  defaultSort: '-id',
  scrollX: 1900,
  refreshes: MOVED,
  columns: [
    { key: 'orderNo', title: 'money.orderNo', fixed: 'left', width: 190 },
    customerColumn,
    accountColumn,
    { key: 'kind', title: 'money.kind', kind: 'enum', values: SETTLEMENT_KIND_TITLES, width: 90 },
    amountColumn,
    statusColumn(SETTLEMENT_FLOW.titles),
    { key: 'requesterName', title: 'money.requester', width: 100 },
    { key: 'confirmerName', title: 'money.confirmer', width: 100 },
    { key: 'confirmedAt', title: 'money.confirmedAt', kind: 'time', width: 170 },
    remarkColumn,
    createdColumn,
  ],
  filters: [
    keyword('money.keyword'),
    { name: 'status', label: 'money.status', kind: 'enum', values: SETTLEMENT_FLOW.titles },
    { name: 'kind', label: 'money.kind', kind: 'enum', values: SETTLEMENT_KIND_TITLES },
    ...createdFilters,
  ],
  form: {
    // A refund asked for against an approved order; payments come from orders paid later.
    fields: [
      { name: 'orderId', label: 'money.order', kind: 'options', options: APPROVED_ORDERS, required: true },
      amountField,
      remarkField,
    ],
    editable: (row) => row.status === 3,
  },
  name: (row) => row.orderNo,
  commands: [{ contract: SETTLEMENT_COMMANDS.confirm, confirm: 'money.confirmConfirm' }],
};

export const WITHDRAWALS: ResourceDef<WithdrawalRow> = {
  path: 'withdrawal',
  testId: 'withdrawal',
  title: 'route.withdrawalRecord',
  defaultSort: '-id',
  scrollX: 2100,
  refreshes: MOVED,
  columns: [
    { key: 'id', title: 'money.withdrawalNo', fixed: 'left', width: 90, sort: true },
    customerColumn,
    accountColumn,
    { key: 'platformId', title: 'money.platformId', width: 170 },
    amountColumn,
    statusColumn(WITHDRAWAL_FLOW.titles),
    { key: 'submitterName', title: 'money.submitter', width: 100 },
    { key: 'passerName', title: 'money.passer', width: 100 },
    { key: 'passedAt', title: 'money.passedAt', kind: 'time', width: 170 },
    { key: 'processorName', title: 'money.processor', width: 100 },
    { key: 'processedAt', title: 'money.processedAt', kind: 'time', width: 170 },
    reasonColumn,
    remarkColumn,
    createdColumn,
  ],
  filters: [
    keyword('money.keywordNoOrder'),
    { name: 'status', label: 'money.status', kind: 'enum', values: WITHDRAWAL_FLOW.titles },
    ...createdFilters,
  ],
  form: {
    fields: [accountField, amountField, remarkField],
    editable: (row) => row.status === 4001,
  },
  name: (row) => String(row.id),
  commands: [
    { contract: WITHDRAWAL_COMMANDS.pass, confirm: 'money.confirmPass' },
    { contract: WITHDRAWAL_COMMANDS.process, confirm: 'money.confirmProcess' },
    { contract: WITHDRAWAL_COMMANDS.reject, ...rejection },
  ],
};

export const INVOICES: ResourceDef<InvoiceRow> = {
  path: 'invoice',
  testId: 'invoice',
  title: 'route.orderInvoice',
  defaultSort: '-id',
  scrollX: 1800,
  refreshes: [MESSAGE_COUNT_KEY],
  columns: [
    { ...customerColumn, fixed: 'left' },
    { key: 'title', title: 'money.title', width: 200 },
    amountColumn,
    statusColumn(INVOICE_FLOW.titles),
    { key: 'number', title: 'money.number', width: 130 },
    { key: 'issuedOn', title: 'money.issuedOn', kind: 'day', width: 110 },
    { key: 'requesterName', title: 'money.requester', width: 100 },
    { key: 'issuerName', title: 'money.issuer', width: 100 },
    reasonColumn,
    remarkColumn,
    createdColumn,
  ],
  filters: [
    keyword('money.keywordInvoice'),
    { name: 'status', label: 'money.status', kind: 'enum', values: INVOICE_FLOW.titles },
    ...createdFilters,
  ],
  form: {
    fields: [
      { name: 'customerId', label: 'money.customer', kind: 'customer', required: true },
      { name: 'title', label: 'money.title', kind: 'text', required: true, max: 100 },
      amountField,
      remarkField,
    ],
    editable: (row) => row.status === 1,
  },
  name: (row) => row.title,
  commands: [
    {
      contract: INVOICE_COMMANDS.issue,
      fields: [
        { name: 'number', label: 'money.number', kind: 'text', required: true, max: 40 },
        { name: 'date', label: 'money.issuedOn', kind: 'day', required: true },
      ],
      values: () => ({}),
    },
    { contract: INVOICE_COMMANDS.reject, ...rejection },
  ],
};
