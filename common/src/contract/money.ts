import { z } from 'zod';
import { PAYMENT_METHODS, SETTLEMENT_KINDS, type PaymentMethod, type SettlementKind } from '../business';
import { machineOf, rolesFrom, statesFrom, type Flow } from '../flow';
import { INVOICE_FLOW, ORDER_FLOW, SETTLEMENT_FLOW, WITHDRAWAL_FLOW } from '../orders';
import { command } from './endpoints';
import { bigId, clearableText, day, integer, optionalId, requiredId, requiredText } from './fields';

/**
 * The money's records as resources (`/api/crm/order|settlement|withdrawal|invoice/…`): their rows, the
 * filters the lists take (the message dropdown links with `orderStatus` and `status`), what a save takes,
 * and each step of their flows (common/src/orders.ts) as a command.
 */

/** An amount of money in cents that moves: above 0. */
const amount = integer(1, 1e12, 'amountRule');

/** A status filter: one of the flow's codes, as the query string or a JSON number gives it (nothing else). */
const stateOf = <S extends string>(flow: Flow<S, string>) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z.enum(flow.states as [S, ...S[]]).optional(),
  );

const created = { start: day.optional(), end: day.optional() };

interface Reviewed {
  createTime: string;
  customerId: number;
  customerName: string;
}

export interface OrderRow extends Reviewed {
  id: number;
  orderNo: string;
  accountId: number;
  accountName: string;
  platformId: string;
  amount: number;
  paymentMethod: PaymentMethod;
  remark: string | null;
  status: number;
  submitterName: string | null;
  salesReviewerName: string | null;
  salesReviewedAt: string | null;
  financeReviewerName: string | null;
  financeReviewedAt: string | null;
  rejectReason: string | null;
}

export const orderFilters = {
  orderStatus: stateOf(ORDER_FLOW),
  customerId: optionalId,
  accountId: optionalId,
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  ...created,
};

export const orderSaveInput = z.object({
  id: optionalId,
  accountId: requiredId,
  amount,
  paymentMethod: z.enum(PAYMENT_METHODS).default('bankTransfer'),
  remark: clearableText(200).optional(),
});

export interface SettlementRow extends Reviewed {
  id: number;
  orderId: number;
  orderNo: string;
  accountId: number;
  accountName: string;
  kind: SettlementKind;
  amount: number;
  status: number;
  requesterName: string | null;
  confirmerName: string | null;
  confirmedAt: string | null;
  remark: string | null;
}

export const settlementFilters = {
  status: stateOf(SETTLEMENT_FLOW),
  kind: z.enum(SETTLEMENT_KINDS).optional(),
  customerId: optionalId,
  ...created,
};

/** A refund asked for against an approved order (a payment comes by itself from an order paid later). */
export const settlementSaveInput = z.object({
  orderId: bigId,
  amount,
  remark: clearableText(200).optional(),
});

export interface WithdrawalRow extends Reviewed {
  id: number;
  accountId: number;
  accountName: string;
  platformId: string;
  amount: number;
  status: number;
  submitterName: string | null;
  passerName: string | null;
  passedAt: string | null;
  processorName: string | null;
  processedAt: string | null;
  rejectReason: string | null;
  remark: string | null;
}

export const withdrawalFilters = {
  status: stateOf(WITHDRAWAL_FLOW),
  customerId: optionalId,
  accountId: optionalId,
  ...created,
};

export const withdrawalSaveInput = z.object({
  accountId: requiredId,
  amount,
  remark: clearableText(200).optional(),
});

export interface InvoiceRow extends Reviewed {
  id: number;
  amount: number;
  title: string;
  status: number;
  number: string | null;
  issuedOn: string | null;
  requesterName: string | null;
  issuerName: string | null;
  issuedAt: string | null;
  rejectReason: string | null;
  remark: string | null;
}

export const invoiceFilters = {
  status: stateOf(INVOICE_FLOW),
  customerId: optionalId,
  ...created,
};

export const invoiceSaveInput = z.object({
  customerId: requiredId,
  amount,
  title: requiredText(100),
  remark: clearableText(200).optional(),
});

const noInput = z.object({});
const rejection = z.object({ reason: requiredText(200) });
const REJECT = { zh: '驳回', en: 'Reject' };

/** A step of a flow as a command: allowed from the states the flow takes it from. */
const stepOf = <S extends string, C extends string, I extends z.ZodObject>(
  flow: Flow<S, C>,
  name: C,
  title: { zh: string; en: string },
  input: I,
) =>
  command({
    name,
    title,
    input,
    from: { machine: machineOf(flow), states: statesFrom(flow, name), roles: rolesFrom(flow, name) },
  });

export const ORDER_COMMANDS = {
  approve: stepOf(ORDER_FLOW, 'approve', { zh: '审核通过', en: 'Approve' }, noInput),
  reject: stepOf(ORDER_FLOW, 'reject', REJECT, rejection),
};
export const SETTLEMENT_COMMANDS = {
  confirm: stepOf(SETTLEMENT_FLOW, 'confirm', { zh: '确认', en: 'Confirm' }, noInput),
};
export const WITHDRAWAL_COMMANDS = {
  pass: stepOf(WITHDRAWAL_FLOW, 'pass', { zh: '审核通过', en: 'Pass on' }, noInput),
  process: stepOf(WITHDRAWAL_FLOW, 'process', { zh: '确认处理', en: 'Process' }, noInput),
  reject: stepOf(WITHDRAWAL_FLOW, 'reject', REJECT, rejection),
};
export const INVOICE_COMMANDS = {
  issue: stepOf(
    INVOICE_FLOW,
    'issue',
    { zh: '开票', en: 'Issue' },
    z.object({ number: requiredText(40), date: day }),
  ),
  reject: stepOf(INVOICE_FLOW, 'reject', REJECT, rejection),
};
