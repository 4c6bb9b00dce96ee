import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ScopeColumns } from '../../scope/dataScope';

/**
 * How a scope reads on a money record: its customer's department and sales owner; through its account (or, with
 * none, an account of its customer), the account's department, group and operator.
 */
export function moneyScopeColumns(customerId: AnyPgColumn, accountId?: AnyPgColumn): ScopeColumns {
  const customerWhere = (column: string) => (ids: number[]) =>
    sql`${customerId} in (select id from customers where ${sql.raw(column)} in ${ids})`;
  const accountWhere =
    (column: string) =>
    (ids: number[]): SQL =>
      accountId
        ? sql`${accountId} in (select id from ad_accounts where ${sql.raw(column)} in ${ids})`
        : sql`${customerId} in (select customer_id from ad_accounts where ${sql.raw(column)} in ${ids})`;
  return {
    department: (ids) => or(customerWhere('department_id')(ids), accountWhere('department_id')(ids))!,
    sales: customerWhere('sales_id'),
    group: accountWhere('group_id'),
    operator: accountWhere('operator_id'),
  };
}
