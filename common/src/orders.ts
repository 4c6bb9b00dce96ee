import { type Flow } from './flow';
import { ROLE } from './roles';

/**
 * The money's records (PAGES.md, orders 900-904) and how each moves, by the spec's status codes (the lists
 * filter by them: `orderStatus`, `status`). A step a role takes is one of the record kind's commands
 * (`POST /api/crm/<resource>/<command>`).
 */

const { SALES, FINANCE } = ROLE;

/** A recharge order: the customer's sales reviews it, then finance, whose approval moves the money. */
export const ORDER_FLOW: Flow<'2000' | '3000' | '4000' | '5000', 'approve' | 'reject'> = {
  states: ['2000', '3000', '4000', '5000'],
  titles: {
    2000: { zh: '待商务审核', en: 'Awaiting sales review' },
    3000: { zh: '待财务审核', en: 'Awaiting finance review' },
    4000: { zh: '已通过(已充值)', en: 'Approved (recharged)' },
    5000: { zh: '已驳回', en: 'Rejected' },
  },
  steps: {
    approve: { 2000: { to: '3000', roles: [SALES] }, 3000: { to: '4000', roles: [FINANCE] } },
    reject: { 2000: { to: '5000', roles: [SALES] }, 3000: { to: '5000', roles: [FINANCE] } },
  },
};

/** A settlement: a payment or a refund, each waiting until finance confirms the money moved. */
export const SETTLEMENT_FLOW: Flow<'1' | '2' | '3' | '4', 'confirm'> = {
  states: ['1', '2', '3', '4'],
  titles: {
    1: { zh: '待确认付款', en: 'Payment to confirm' },
    2: { zh: '已付款', en: 'Paid' },
    3: { zh: '待确认退款', en: 'Refund to confirm' },
    4: { zh: '已退款', en: 'Refunded' },
  },
  steps: {
    confirm: { 1: { to: '2', roles: [FINANCE] }, 3: { to: '4', roles: [FINANCE] } },
  },
};

/** A withdrawal: sales passes it on, finance processes it (the money leaves) or either rejects it. */
export const WITHDRAWAL_FLOW: Flow<'4001' | '4002' | '4003' | '4004', 'pass' | 'process' | 'reject'> = {
  states: ['4001', '4002', '4003', '4004'],
  titles: {
    4001: { zh: '已提交', en: 'Submitted' },
    4002: { zh: '待处理', en: 'To process' },
    4003: { zh: '已处理', en: 'Processed' },
    4004: { zh: '已驳回', en: 'Rejected' },
  },
  steps: {
    pass: { 4001: { to: '4002', roles: [SALES] } },
    process: { 4002: { to: '4003', roles: [FINANCE] } },
    reject: { 4001: { to: '4004', roles: [SALES] }, 4002: { to: '4004', roles: [FINANCE] } },
  },
};

/** An invoice asked for against paid orders: finance issues it (number and date) or rejects it. */
export const INVOICE_FLOW: Flow<'1' | '2' | '3', 'issue' | 'reject'> = {
  states: ['1', '2', '3'],
  titles: {
    1: { zh: '待开票', en: 'To issue' },
    2: { zh: '已开票', en: 'Issued' },
    3: { zh: '已驳回', en: 'Rejected' },
  },
  steps: {
    issue: { 1: { to: '2', roles: [FINANCE] } },
    reject: { 1: { to: '3', roles: [FINANCE] } },
  },
};
