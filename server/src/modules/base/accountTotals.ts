import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataScope } from '@adops/common/scope';
import { qualified } from '../../db/qualified';
import { accountMonthly, adAccounts } from '../../db/schema';
import { scopeFilter } from '../../scope/dataScope';
import { accountScopeOn } from './visibility';

const ON_A = accountScopeOn('a');

/**
 * The accounts a customer or an operator has, and their spend in `month` (closed days, from the monthly
 * rollup), as two columns of a select over the owner's table: only the accounts `scope` lets the caller see,
 * so that no figure beside a record counts what its list would not show.
 */
export function accountTotals(
  owner: 'customer_id' | 'operator_id',
  ownerId: AnyPgColumn,
  month: string,
  scope: DataScope,
) {
  const mine = sql`a.${sql.raw(owner)} = ${qualified(ownerId)} and ${scopeFilter(scope, ON_A) ?? sql`true`}`;
  return {
    accountCount: sql<number>`(select count(*) from ${adAccounts} a where ${mine})`
      .mapWith(Number)
      .as('account_count'),
    monthFee: sql<number>`(select coalesce(sum(m.fee), 0) from ${accountMonthly} m join ${adAccounts} a
        on a.id = m.account_id where ${mine} and m.month = ${month})`
      .mapWith(Number)
      .as('month_fee'),
  };
}
