import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TargetLevel } from '@adops/common/contract/workbench';
import type { Executor } from '../../db/client';
import { liveUser } from '../../db/liveUser';
import { queryRows } from '../../db/rows';
import { adAccounts, departments, operationGroups, users } from '../../db/schema';
import { forbidden, notFound, type Thing } from '../../http/errors';
import type { WriteContext } from '../../resources/definition';
import { scopeFilter } from '../../scope/dataScope';
import { accountScopeColumns, userScopeColumns } from '../base/visibility';

/** Whether the query finds a row. */
async function exists(db: Executor, query: SQL): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select exists (${query}) as found`);
  return Boolean(row?.found);
}

const THING: Record<Exclude<TargetLevel, 'company'>, Thing> = {
  department: 'department',
  group: 'group',
  operator: 'user',
};

/**
 * Refuses a team the caller's scope does not reach (140, as for any record out of scope): a department or a
 * group of theirs, an operator they see; the company's only to a caller who sees all of it (120).
 */
export async function ensureTeamInScope(ctx: WriteContext, level: TargetLevel, id: number | undefined) {
  const { tx, scope } = ctx;
  if (level === 'company') {
    if (!scope.all) throw forbidden();
    return;
  }
  const all = scope.all ? sql`true` : sql`false`;
  const query = {
    department: sql`select 1 from ${departments} where ${departments.id} = ${id}
      and (${all} or ${departments.id} = any(${`{${scope.departmentIds.join(',')}}`}::int[]))`,
    group: sql`select 1 from ${operationGroups} where ${operationGroups.id} = ${id}
      and (${all} or ${operationGroups.id} = any(${`{${scope.groupIds.join(',')}}`}::int[])
        or ${operationGroups.departmentId} = any(${`{${scope.departmentIds.join(',')}}`}::int[]))`,
    operator: sql`select 1 from ${users} where ${and(eq(users.id, id!), liveUser, scopeFilter(scope, userScopeColumns))}`,
  }[level];
  if (!(await exists(tx, query))) throw notFound(THING[level], id!);
}

/** Refuses an account the caller's scope does not reach (140). */
export async function ensureAccountInScope(ctx: WriteContext, accountId: number) {
  const query = sql`select 1 from ${adAccounts}
    where ${and(eq(adAccounts.id, accountId), scopeFilter(ctx.scope, accountScopeColumns))}`;
  if (!(await exists(ctx.tx, query))) throw notFound('account', accountId);
}
