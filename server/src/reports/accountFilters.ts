import { sql, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@adops/common/contract/report';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { accountScopeOn } from '../modules/base/visibility';
import { scopeFilter } from '../scope/dataScope';

/** The data scope on the fact rows' account, `a` (as accountScopeColumns reads it on the account table). */
const SCOPE_ON_A = accountScopeOn('a');

/** The query's filters on where an account is placed (its fields), each a condition on an account `a`. */
function queryFilters(query: ReportQuery): SQL[] {
  return [
    query.deptId ? sql`a.department_id = ${query.deptId}` : undefined,
    query.groupId ? sql`a.group_id = ${query.groupId}` : undefined,
    query.operatorId ? sql`a.operator_id = ${query.operatorId}` : undefined,
    query.customerId ? sql`a.customer_id = ${query.customerId}` : undefined,
    query.accountId ? sql`a.id = ${query.accountId}` : undefined,
    query.product ? sql`a.product = ${query.product}` : undefined,
  ].filter((f): f is SQL => f !== undefined);
}

/** What the caller's scope and the query's filters keep of the accounts, as conditions on an account `a`. */
export const accountFilters = (query: ReportQuery, scope: DataScope): SQL[] =>
  [scopeFilter(scope, SCOPE_ON_A), ...queryFilters(query)].filter((f): f is SQL => f !== undefined);

/** Beyond this many accounts, the picked ones are left as the conditions that pick them. */
const PICKED_MAX = 2000;

/**
 * The ids of the accounts a query's filters keep within the scope, where it filters by placement and they are
 * at most PICKED_MAX (null otherwise); `kept`, the report's own condition on them (ReportDefinition.accounts). Read first, their count is what the planner reads the facts by: filters
 * that agree on no account (a department and another department's group) read as keeping many accounts' rows,
 * and a page of the biggest spenders would walk every row looking for them.
 */
export async function pickedAccounts(
  db: Executor,
  query: ReportQuery,
  scope: DataScope,
  kept?: SQL,
): Promise<number[] | null> {
  if (!queryFilters(query).length) return null;
  const conditions = [...accountFilters(query, scope), ...(kept ? [kept] : [])];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from ad_accounts a where ${sql.join(conditions, sql` and `)}
        limit ${PICKED_MAX + 1}`,
  );
  return rows.length > PICKED_MAX ? null : rows.map((r) => r.id);
}

/** Accounts `a` among these ids, as one parameter (an empty list picks none). */
export const amongIds = (ids: number[]): SQL => sql`a.id = any(${`{${ids.join(',')}}`}::int[])`;
