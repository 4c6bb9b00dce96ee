import { and, count, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  MESSAGE_COUNTERS,
  MESSAGE_LINKS,
  type MessageCounter,
  type MessageCounts,
} from '@adops/common/contract/message';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../../db/client';
import { invoices, rechargeOrders, settlements, withdrawals } from '../../db/schema';
import { shanghaiTimestamp } from '../../db/text';
import { scopeFilter, type ScopeColumns } from '../../scope/dataScope';
import { moneyScopeColumns } from './scope';

/** Where each counter of the message dropdown counts: a table, its status and time, how the scope reads on it. */
interface Counted {
  table: PgTable;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  scope: ScopeColumns;
  /** The table the scope's columns live on, when not the counted one. */
  join?: { table: PgTable; on: SQL };
}

const ORDERS: Counted = {
  table: rechargeOrders,
  status: rechargeOrders.status,
  createdAt: rechargeOrders.createdAt,
  scope: moneyScopeColumns(rechargeOrders.customerId, rechargeOrders.accountId),
};
const SETTLEMENTS: Counted = {
  ...ORDERS,
  table: settlements,
  status: settlements.status,
  createdAt: settlements.createdAt,
  join: { table: rechargeOrders, on: eq(rechargeOrders.id, settlements.orderId) },
};
const COUNTED: Record<MessageCounter, Counted> = {
  pendingReviewOrder: ORDERS,
  pendingPayment: SETTLEMENTS,
  pendingRefund: SETTLEMENTS,
  unprocessedWithdrawal: {
    table: withdrawals,
    status: withdrawals.status,
    createdAt: withdrawals.createdAt,
    scope: moneyScopeColumns(withdrawals.customerId, withdrawals.accountId),
  },
  pendingInvoice: {
    table: invoices,
    status: invoices.status,
    createdAt: invoices.createdAt,
    scope: moneyScopeColumns(invoices.customerId),
  },
};

/**
 * The dropdown's counters for a caller of `roleIds` (spec section 3): each the records waiting on the caller's
 * roles (MESSAGE_LINKS) within the caller's scope, with the time of the newest; a counter no role of the caller
 * has stays at zero.
 */
export async function messageCounts(
  db: Executor,
  roleIds: number[],
  scope: DataScope,
): Promise<MessageCounts> {
  const statuses = new Map<MessageCounter, number[]>();
  for (const link of roleIds.flatMap((role) => MESSAGE_LINKS[role] ?? [])) {
    const status = Object.values(link.query)[0]!;
    statuses.set(link.counter, [...(statuses.get(link.counter) ?? []), status]);
  }
  const counts = await Promise.all(
    MESSAGE_COUNTERS.map(async (counter) => {
      const waiting = statuses.get(counter);
      if (!waiting) return [counter, { amount: 0, createTime: null }] as const;
      const c = COUNTED[counter];
      const base = db
        .select({ amount: count(), newest: shanghaiTimestamp(max(c.createdAt) as never, 'newest') })
        .from(c.table)
        .$dynamic();
      const [row] = await (c.join ? base.innerJoin(c.join.table, c.join.on) : base).where(
        and(inArray(c.status, waiting), scopeFilter(scope, c.scope)),
      );
      return [counter, { amount: row!.amount, createTime: row!.newest ?? null }] as const;
    }),
  );
  return Object.fromEntries(counts) as MessageCounts;
}
