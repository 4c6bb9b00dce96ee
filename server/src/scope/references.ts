import { and, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../db/client';
import { accountCategories, adAccounts, customers, departments, operationGroups, users } from '../db/schema';
import { Status } from '@adops/common/codes';
import { ApiError, unknownIds } from '../http/errors';
import { accountScopeColumns, customerScopeColumns, userScopeColumns } from '../modules/base/visibility';
import { liveUser } from '../db/liveUser';
import { scopeFilter, type ScopeColumns } from './dataScope';

/** What a field of a save or command may point at. */
export type ReferenceKind = 'customer' | 'user' | 'group' | 'department' | 'category' | 'account';

interface Target {
  table: PgTable;
  id: AnyPgColumn;
  /** How the caller's scope reads on the table; none: every row is anyone's to point at (categories). */
  scope?: ScopeColumns;
}

const TARGETS: Record<ReferenceKind, Target> = {
  customer: { table: customers, id: customers.id, scope: customerScopeColumns },
  user: { table: users, id: users.id, scope: userScopeColumns },
  group: {
    table: operationGroups,
    id: operationGroups.id,
    scope: { department: operationGroups.departmentId, group: operationGroups.id },
  },
  department: {
    table: departments,
    id: departments.id,
    // A sales person's reach is their own customers, which belong to their own department.
    scope: {
      department: departments.id,
      sales: (ids) =>
        sql`${departments.id} in (select department_id from ${users} where ${users.id} in ${ids})`,
    },
  },
  category: { table: accountCategories, id: accountCategories.id },
  account: { table: adAccounts, id: adAccounts.id, scope: accountScopeColumns },
};

/**
 * Every reference a write sets must lie within the caller's scope: one the caller cannot see is refused 120,
 * whether it exists or not, so that ids do not tell what exists elsewhere; a caller who sees everything is told
 * 130 of an id that names nothing. References left as they were are not checked.
 */
export async function ensureReferencesVisible(
  db: Executor,
  scope: DataScope,
  references: Partial<Record<string, ReferenceKind>>,
  values: object,
  before?: object,
) {
  for (const [field, kind] of Object.entries(references)) {
    const id = (values as Record<string, unknown>)[field];
    if (typeof id !== 'number' || (before && (before as Record<string, unknown>)[field] === id)) continue;
    const target = TARGETS[kind!];
    const [found] = await db
      .select({ id: target.id })
      .from(target.table)
      .where(
        and(
          inArray(target.id, [id]),
          kind === 'user' ? liveUser : undefined,
          target.scope ? scopeFilter(scope, target.scope) : undefined,
        ),
      )
      .limit(1);
    if (found) continue;
    throw scope.all
      ? unknownIds(field, [id])
      : new ApiError(Status.FORBIDDEN, 'referenceOutsideScope', { field });
  }
}
