import { sql } from 'drizzle-orm';
import type { Worker } from '@adops/common/contract/session';
import type { DataScope, ScopeKind } from '@adops/common/scope';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { forbidden } from '../../http/errors';
import { combineScope, type ScopeGrant } from '../../scope/dataScope';
import { scopeWithin } from '../../scope/scopeWithin';

/**
 * Nobody grants what they do not hold: a role handed to a user carries only modules the caller holds and a data
 * scope within the caller's; only an administrator grants the administrator role or changes an administrator.
 * Each refusal is 120, thrown before anything is written.
 */

/** Where a role's holder sits: a department or group scope is theirs. */
export type Grantee = Pick<Worker, 'departmentId' | 'groupId'> & { id: number };

interface GrantedRole {
  code: string | null;
  kind: ScopeKind;
  departmentIds: number[];
  moduleIds: number[];
}

async function rolesGranted(db: Executor, roleIds: number[]): Promise<GrantedRole[]> {
  if (!roleIds.length) return [];
  const rows = await queryRows<{
    code: string | null;
    kind: ScopeKind;
    departments: number[];
    modules: number[];
  }>(
    db,
    sql`select r.code, r.data_scope as kind,
          coalesce((select array_agg(department_id) from role_departments where role_id = r.id), '{}') as departments,
          coalesce((select array_agg(module_id) from role_modules where role_id = r.id), '{}') as modules
        from roles r where r.id in ${roleIds}`,
  );
  return rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    departmentIds: r.departments.map(Number),
    moduleIds: r.modules.map(Number),
  }));
}

async function organization(db: Executor) {
  const [tree, groups] = await Promise.all([
    queryRows<{ id: number; parentId: number | null }>(
      db,
      sql`select id, parent_id as "parentId" from departments`,
    ),
    queryRows<{ id: number; departmentId: number }>(
      db,
      sql`select id, department_id as "departmentId" from operation_groups`,
    ),
  ]);
  return { tree, departmentOfGroup: new Map(groups.map((g) => [g.id, g.departmentId])) };
}

/** What `grants` would let `grantee` see must lie within what the caller sees. */
async function ensureScopesWithin(
  db: Executor,
  callerScope: DataScope,
  grants: ScopeGrant[],
  grantees: Grantee[],
) {
  if (callerScope.all || !grants.length) return;
  const { tree, departmentOfGroup } = await organization(db);
  for (const grantee of grantees) {
    for (const grant of grants) {
      const scope = combineScope({ ...grantee, userId: grantee.id, isAdmin: false }, [grant], tree);
      if (!scopeWithin(scope, callerScope, departmentOfGroup)) throw forbidden('grantBeyondOwn');
    }
  }
}

/** Refuses roles the caller may not hand to `grantee`. */
export async function ensureRolesGrantable(
  db: Executor,
  caller: Principal,
  callerScope: DataScope,
  roleIds: number[],
  grantee: Grantee,
) {
  if (caller.isAdmin || !roleIds.length) return;
  const granted = await rolesGranted(db, roleIds);
  if (granted.some((r) => r.code === ADMIN_ROLE_CODE)) throw forbidden('adminOnly');
  ensureModulesHeld(
    caller,
    granted.flatMap((r) => r.moduleIds),
  );
  await ensureScopesWithin(db, callerScope, granted, [grantee]);
}

/** Refuses modules the caller does not hold. */
export function ensureModulesHeld(caller: Principal, moduleIds: number[]) {
  if (!caller.isAdmin && moduleIds.some((id) => !caller.moduleIds.has(id))) throw forbidden('grantBeyondOwn');
}

/** Refuses a change to an administrator, or to the administrator role, by anyone else. */
export function ensureMayChange(
  caller: Principal,
  target: { roles: { code: string | null }[] } | { code: string | null },
) {
  const codes = 'roles' in target ? target.roles.map((r) => r.code) : [target.code];
  if (!caller.isAdmin && codes.includes(ADMIN_ROLE_CODE)) throw forbidden('adminOnly');
}

/**
 * Refuses a data scope for a role beyond the caller's: as the role's own (all, chosen departments) and as each
 * of its current holders would get it.
 */
export async function ensureRoleScopeGrantable(
  db: Executor,
  callerScope: DataScope,
  grant: ScopeGrant,
  holders: Grantee[],
) {
  if (callerScope.all) return;
  if (grant.kind === 'all') throw forbidden('grantBeyondOwn');
  const unplaced = { id: 0, departmentId: null, groupId: null };
  await ensureScopesWithin(db, callerScope, [grant], [unplaced, ...holders]);
}
