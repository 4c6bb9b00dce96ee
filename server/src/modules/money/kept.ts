import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, platformTransfers, rechargeOrders, withdrawals } from '../../db/schema';

/**
 * The money's records are kept for good: how many of them name an account or a customer, which then cannot be
 * deleted (closed or marked lost instead).
 */
export async function moneyRecordsOfAccount(tx: Executor, accountId: number): Promise<number> {
  const counts = await Promise.all([
    tx.$count(rechargeOrders, eq(rechargeOrders.accountId, accountId)),
    tx.$count(withdrawals, eq(withdrawals.accountId, accountId)),
    tx.$count(platformTransfers, eq(platformTransfers.accountId, accountId)),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

export async function moneyRecordsOfCustomer(tx: Executor, customerId: number): Promise<number> {
  const counts = await Promise.all([
    tx.$count(rechargeOrders, eq(rechargeOrders.customerId, customerId)),
    tx.$count(withdrawals, eq(withdrawals.customerId, customerId)),
    tx.$count(invoices, eq(invoices.customerId, customerId)),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}
