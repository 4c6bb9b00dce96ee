import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { adAccounts, customers } from './business';
import { rowVersion } from './version';
import { createdAt } from './columns';

/**
 * The money's records (PAGES.md, orders 900-904; their flows in common/src/orders.ts): amounts in cents, each
 * status one of its flow's codes, each review's who and when beside it.
 */

const amount = () => bigint('amount', { mode: 'number' }).notNull();
const who = (name: string) => integer(name).references(() => users.id);
const when = (name: string) => timestamp(name, { withTimezone: true });
const reason = () => varchar('reject_reason', { length: 200 });
const remark = () => varchar('remark', { length: 200 });
const customer = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id);
const account = () =>
  integer('account_id')
    .notNull()
    .references(() => adAccounts.id);

/** A recharge of a customer's ad account: reviewed by its sales, then by finance, whose approval moves the money. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Shown to people, and the key of the transfer the approval makes (platform_transfers). */
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    customerId: customer(),
    accountId: account(),
    amount: amount(),
    /** One of PAYMENT_METHODS (common/src/business.ts). */
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    remark: remark(),
    status: smallint('status').notNull().default(2000),
    submitterId: who('submitter_id'),
    salesReviewerId: who('sales_reviewer_id'),
    salesReviewedAt: when('sales_reviewed_at'),
    financeReviewerId: who('finance_reviewer_id'),
    financeReviewedAt: when('finance_reviewed_at'),
    rejectReason: reason(),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [
    check('recharge_orders_amount', sql`${t.amount} > 0`),
    check('recharge_orders_status', sql`${t.status} in (2000, 3000, 4000, 5000)`),
    index('recharge_orders_status').on(t.status, t.createdAt),
    index('recharge_orders_customer').on(t.customerId),
    index('recharge_orders_account').on(t.accountId),
  ],
);

/**
 * A payment of an approved order, or a refund of one, waiting until finance confirms the money moved. The refunds
 * of an order add up to no more than its amount (trigger settlements_refunds_within_order, migration 0032).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => rechargeOrders.id),
    /** One of SETTLEMENT_KINDS: a payment is 1 then 2, a refund 3 then 4 (SETTLEMENT_FLOW). */
    kind: varchar('kind', { length: 10 }).notNull(),
    amount: amount(),
    status: smallint('status').notNull(),
    requesterId: who('requester_id'),
    confirmerId: who('confirmer_id'),
    confirmedAt: when('confirmed_at'),
    remark: remark(),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [
    check('settlements_amount', sql`${t.amount} > 0`),
    check(
      'settlements_kind_status',
      sql`(${t.kind} = 'payment' and ${t.status} in (1, 2)) or (${t.kind} = 'refund' and ${t.status} in (3, 4))`,
    ),
    index('settlements_status').on(t.status, t.createdAt),
    index('settlements_order').on(t.orderId),
  ],
);

/** Money taken out of a customer's ad account: passed on by sales, processed or rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: customer(),
    accountId: account(),
    amount: amount(),
    status: smallint('status').notNull().default(4001),
    submitterId: who('submitter_id'),
    passerId: who('passer_id'),
    passedAt: when('passed_at'),
    processorId: who('processor_id'),
    processedAt: when('processed_at'),
    rejectReason: reason(),
    remark: remark(),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [
    check('withdrawals_amount', sql`${t.amount} > 0`),
    check('withdrawals_status', sql`${t.status} in (4001, 4002, 4003, 4004)`),
    index('withdrawals_status').on(t.status, t.createdAt),
    index('withdrawals_customer').on(t.customerId),
  ],
);

/** An invoice asked for against a customer's paid orders, up to what is not invoiced yet. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: customer(),
    amount: amount(),
    /** Who the invoice is made out to, as the customer asked. */
    title: varchar('title', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(1),
    /** The invoice's own number and date, once issued. */
    number: varchar('number', { length: 40 }),
    issuedOn: date('issued_on', { mode: 'string' }),
    requesterId: who('requester_id'),
    issuerId: who('issuer_id'),
    issuedAt: when('issued_at'),
    rejectReason: reason(),
    remark: remark(),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [
    check('invoices_amount', sql`${t.amount} > 0`),
    check('invoices_status', sql`${t.status} in (1, 2, 3)`),
    check(
      'invoices_issued',
      sql`${t.status} <> 2 or (${t.number} is not null and ${t.issuedOn} is not null)`,
    ),
    index('invoices_status').on(t.status, t.createdAt),
    index('invoices_customer').on(t.customerId),
  ],
);

/**
 * Money asked of the platform, by the key it was asked with (its idempotency key: the order's number, a
 * settlement's or a withdrawal's id): written pending before the call, done with the platform's record in the
 * transaction that books it. One still pending after a restart is asked again with the same key, and the
 * platform's answer to that key finishes it: never moved twice, never lost.
 */
export const platformTransfers = pgTable(
  'platform_transfers',
  {
    key: varchar('key', { length: 60 }).primaryKey(),
    accountId: account(),
    /** One of TRANSFER_TYPES (connectors/platform/types.ts). */
    type: varchar('type', { length: 12 }).notNull(),
    /** Cents: positive into the account, negative out of it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    remark: remark(),
    /** The record whose step asked for the money (a kind of TRANSFER_SUBJECTS), and who took the step. */
    subject: varchar('subject', { length: 12 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    actorId: who('actor_id'),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    /** The platform's record of the transfer and the balance after it, once done. */
    platformRecordId: varchar('platform_record_id', { length: 60 }),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    error: varchar('error', { length: 200 }),
    createdAt: createdAt(),
    doneAt: when('done_at'),
  },
  (t) => [
    check('platform_transfers_amount', sql`${t.amount} <> 0`),
    check('platform_transfers_state', sql`${t.state} in ('pending', 'done', 'failed')`),
    index('platform_transfers_pending')
      .on(t.state)
      .where(sql`${t.state} = 'pending'`),
  ],
);
