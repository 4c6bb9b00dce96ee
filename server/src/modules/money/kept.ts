import { eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { invoices, platformTransfers, rechargeOrders, withdrawals } from '../../db/schema';

/**
 * The money's records are kept for good: how many of them name an account or a customer, which then cannot be
 * deleted (closed or marked lost instead).
 */
const counted = async (tx: Executor, where: [PgTable, SQL][]) =>
  (await Promise.all(where.map(([table, condition]) => tx.$count(table, condition)))).reduce(
    (a, b) => a + b,
    0,
  );

export const moneyRecordsOfAccount = (tx: Executor, accountId: number) =>
  counted(tx, [
    [rechargeOrders, eq(rechargeOrders.accountId, accountId)],
    [withdrawals, eq(withdrawals.accountId, accountId)],
    [platformTransfers, eq(platformTransfers.accountId, accountId)],
  ]);

export const moneyRecordsOfCustomer = (tx: Executor, customerId: number) =>
  counted(tx, [
    [rechargeOrders, eq(rechargeOrders.customerId, customerId)],
    [withdrawals, eq(withdrawals.customerId, customerId)],
    [invoices, eq(invoices.customerId, customerId)],
  ]);
