import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { PAID_LATER } from '@adops/common/business';
import type { Executor } from '../../db/client';
import { balanceSnapshots, invoices, rechargeOrders, settlements } from '../../db/schema';

/**
 * What a customer's money allows, from the records as they stand: to be called in a transaction that holds the
 * customer (or the order) locked, so that two requests at once cannot both take the same room.
 */

const sum = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** Paid, less refunded, less what is invoiced or asked to be: what the customer can still be invoiced for. */
export async function uninvoiced(tx: Executor, customerId: number, except?: number): Promise<number> {
  const [paidUpFront] = await tx
    .select({ amount: sum(rechargeOrders.amount) })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.customerId, customerId),
        eq(rechargeOrders.status, 4000),
        ne(rechargeOrders.paymentMethod, PAID_LATER),
      ),
    );
  const settled = await tx
    .select({ status: settlements.status, amount: sum(settlements.amount) })
    .from(settlements)
    .innerJoin(rechargeOrders, eq(rechargeOrders.id, settlements.orderId))
    .where(and(eq(rechargeOrders.customerId, customerId), inArray(settlements.status, [2, 4])))
    .groupBy(settlements.status);
  const settledAs = (status: number) => settled.find((s) => s.status === status)?.amount ?? 0;
  const [invoiced] = await tx
    .select({ amount: sum(invoices.amount) })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        inArray(invoices.status, [1, 2]),
        except ? ne(invoices.id, except) : undefined,
      ),
    );
  return paidUpFront!.amount + settledAs(2) - settledAs(4) - invoiced!.amount;
}

/** The order's amount less the refunds asked for or made against it. */
export async function refundable(tx: Executor, orderId: number, except?: number): Promise<number> {
  const [order] = await tx
    .select({ amount: rechargeOrders.amount })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.id, orderId));
  const [refunds] = await tx
    .select({ amount: sum(settlements.amount) })
    .from(settlements)
    .where(
      and(
        eq(settlements.orderId, orderId),
        eq(settlements.kind, 'refund'),
        except ? ne(settlements.id, except) : undefined,
      ),
    );
  return (order?.amount ?? 0) - refunds!.amount;
}

/** The account's latest balance snapshot (today's, as of the last sync or transfer), if it has one. */
export async function latestBalance(tx: Executor, accountId: number) {
  const [latest] = await tx
    .select()
    .from(balanceSnapshots)
    .where(eq(balanceSnapshots.accountId, accountId))
    .orderBy(desc(balanceSnapshots.day))
    .limit(1);
  return latest;
}

/** The cash of the account's latest balance: what money out may take. */
export const latestCash = async (tx: Executor, accountId: number): Promise<number | null> =>
  (await latestBalance(tx, accountId))?.cash ?? null;
