import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataScope, ScopeKind } from '@adops/common/scope';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import type { Principal } from '../auth/principal';

export const ALL_DATA: DataScope = {
  all: true,
  departmentIds: [],
  groupIds: [],
  operatorIds: [],
  salesIds: [],
};

/** The ids given and every department below them. */
export function withDescendants(
  ids: Iterable<number>,
  tree: { id: number; parentId: number | null }[],
): number[] {
  const children = new Map<number, number[]>();
  for (const d of tree) {
    if (d.parentId === null) continue;
    children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  }
  const found = new Set<number>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...found].sort((a, b) => a - b);
}

export interface ScopeGrant {
  kind: ScopeKind;
  departmentIds: number[];
}

/** Pure: the union of what each of a user's roles allows. */
export function combineScope(
  user: Pick<Principal, 'userId' | 'isAdmin' | 'departmentId' | 'groupId'>,
  grants: ScopeGrant[],
  tree: { id: number; parentId: number | null }[],
): DataScope {
  if (user.isAdmin || grants.some((g) => g.kind === 'all')) return ALL_DATA;
  const departments = new Set<number>();
  const scope: DataScope = { all: false, departmentIds: [], groupIds: [], operatorIds: [], salesIds: [] };
  for (const grant of grants) {
    if (grant.kind === 'department' && user.departmentId !== null) departments.add(user.departmentId);
    if (grant.kind === 'custom') grant.departmentIds.forEach((id) => departments.add(id));
    if (grant.kind === 'group' && user.groupId !== null && !scope.groupIds.includes(user.groupId)) {
      scope.groupIds.push(user.groupId);
    }
    if (grant.kind === 'ownAccounts' && !scope.operatorIds.includes(user.userId))
      scope.operatorIds.push(user.userId);
    if (grant.kind === 'ownCustomers' && !scope.salesIds.includes(user.userId))
      scope.salesIds.push(user.userId);
  }
  scope.departmentIds = withDescendants(departments, tree);
  return scope;
}

export async function resolveScope(db: Executor, user: Principal): Promise<DataScope> {
  if (user.isAdmin) return ALL_DATA;
  const grants = await queryRows<{ kind: ScopeKind; department_ids: number[] }>(
    db,
    sql`select r.data_scope as kind,
          coalesce((select array_agg(rd.department_id) from role_departments rd where rd.role_id = r.id), '{}')
            as department_ids
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${user.userId}`,
  );
  const tree = await queryRows<{ id: number; parentId: number | null }>(
    db,
    sql`select id, parent_id as "parentId" from departments`,
  );
  return combineScope(
    user,
    grants.map((g) => ({ kind: g.kind, departmentIds: g.department_ids.map(Number) })),
    tree,
  );
}

/** A column or expression compared with the ids, or a condition built from them (for "has an account of …"). */
type Target = AnyPgColumn | SQL | ((ids: number[]) => SQL);

/** The columns of a table (or expressions over it) that a scope can be checked against. */
export interface ScopeColumns {
  department?: Target;
  group?: Target;
  operator?: Target;
  sales?: Target;
}

function within(target: Target | undefined, ids: number[]): SQL | undefined {
  if (!target || ids.length === 0) return undefined;
  return typeof target === 'function' ? target(ids) : inArray(sql`${target}`, ids);
}

/**
 * A WHERE condition that keeps the rows a scope allows: undefined when it allows all, `false` when nothing of
 * the scope applies to this table. Every list, report and export of business data goes through here.
 */
export function scopeFilter(scope: DataScope, columns: ScopeColumns): SQL | undefined {
  if (scope.all) return undefined;
  const parts = [
    within(columns.department, scope.departmentIds),
    within(columns.group, scope.groupIds),
    within(columns.operator, scope.operatorIds),
    within(columns.sales, scope.salesIds),
  ].filter((part): part is SQL => part !== undefined);
  return parts.length ? or(...parts) : sql`false`;
}
