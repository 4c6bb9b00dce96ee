import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataScope } from '@adops/common/scope';
import { qualified } from '../../db/qualified';
import { accountHourly, accountMonthly, adAccounts } from '../../db/schema';
import { scopeFilter } from '../../scope/dataScope';
import { monthStart } from '../../time';
import { accountScopeOn } from './visibility';

const ON_A = accountScopeOn('a');

/**
 * The spend this month to date of the accounts `a` that `where` keeps, as every list counts it and Home does:
 * the closed days from the monthly rollup, today's hours so far on top.
 */
export const monthToDateFee = (where: SQL, today: string) =>
  sql<number>`((select coalesce(sum(m.fee), 0) from ${accountMonthly} m join ${adAccounts} a
      on a.id = m.account_id where ${where} and m.month = ${monthStart(today)})
    + (select coalesce(sum(h.fee), 0) from ${accountHourly} h join ${adAccounts} a
      on a.id = h.account_id where ${where} and h.day = ${today}))`;

/**
 * The accounts a customer or an operator has, and their spend this month to date, as two columns of a select over the owner's
 * table: only the accounts `scope` lets the caller see, so that no figure beside a record counts what its list
 * would not show.
 */
export function accountTotals(
  owner: 'customer_id' | 'operator_id',
  ownerId: AnyPgColumn,
  today: string,
  scope: DataScope,
) {
  const mine = sql`a.${sql.raw(owner)} = ${qualified(ownerId)} and ${scopeFilter(scope, ON_A) ?? sql`true`}`;
  return {
    accountCount: sql<number>`(select count(*) from ${adAccounts} a where ${mine})`
      .mapWith(Number)
      .as('account_count'),
    monthFee: monthToDateFee(mine, today).mapWith(Number).as('month_fee'),
  };
}
