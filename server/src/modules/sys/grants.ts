import { sql } from 'drizzle-orm';
import type { DataScope, ScopeKind } from '@adops/common/scope';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { forbidden } from '../../http/errors';
import { combineScope, type ScopeGrant } from '../../scope/dataScope';
import { scopeWithin } from '../../scope/scopeWithin';

/**
 * Who may act on a user or a role: only a caller who holds everything the target holds, its modules and the data
 * it lets see (an administrator, or the administrator role, nobody but an administrator). Every save, delete and
 * command of the users and roles goes through here twice, on the target as it is and as the change leaves it
 * (resources' `guard`), so that nobody changes what they could not grant, nor grants what they do not hold.
 * Each refusal is 120 with nothing written.
 */

interface HeldRole extends ScopeGrant {
  code: string | null;
  moduleIds: number[];
}

/** A user as a target: where they sit and the roles they hold. */
interface Holder {
  id: number;
  departmentId: number | null;
  groupId: number | null;
}

/**
 * The roles named, locked against a change until the transaction ends: a role widened meanwhile is seen
 * widened (a READ COMMITTED statement after the lock reads what its holder committed).
 */
async function heldRoles(db: Executor, roleIds: number[]): Promise<HeldRole[]> {
  if (!roleIds.length) return [];
  await db.execute(sql`select id from roles where id in ${roleIds} order by id for share`);
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

/** Refuses holdings beyond the caller's: the administrator role, a module, or data as each holder sees it. */
async function ensureHoldingsWithin(
  db: Executor,
  caller: Principal,
  callerScope: DataScope,
  held: HeldRole[],
  holders: Holder[],
) {
  if (held.some((r) => r.code === ADMIN_ROLE_CODE)) throw forbidden('adminOnly');
  if (held.some((r) => r.moduleIds.some((id) => !caller.moduleIds.has(id)))) throw forbidden('beyondOwn');
  if (callerScope.all || !held.length) return;
  const { tree, departmentOfGroup } = await organization(db);
  for (const holder of holders) {
    const scope = combineScope({ ...holder, userId: holder.id, isAdmin: false }, held, tree);
    if (!scopeWithin(scope, callerScope, departmentOfGroup)) throw forbidden('beyondOwn');
  }
}

/** Refuses a caller acting on these users unless each holds nothing beyond the caller. */
export async function ensureMayActOnUsers(
  db: Executor,
  caller: Principal,
  callerScope: DataScope,
  userIds: number[],
) {
  if (caller.isAdmin || !userIds.length) return;
  const users = await queryRows<Holder & { roleIds: number[] }>(
    db,
    sql`select u.id, u.department_id as "departmentId", u.group_id as "groupId",
          coalesce((select array_agg(ur.role_id order by ur.role_id) from user_roles ur where ur.user_id = u.id),
            '{}') as "roleIds"
        from users u where u.id in ${userIds}`,
  );
  for (const user of users) await ensureMayGive(db, caller, callerScope, user, user.roleIds.map(Number));
}

/** Refuses a caller placing a user so, with these roles, unless that holds nothing beyond the caller. */
export async function ensureMayGive(
  db: Executor,
  caller: Principal,
  callerScope: DataScope,
  holder: Holder,
  roleIds: number[],
) {
  if (caller.isAdmin) return;
  await ensureHoldingsWithin(db, caller, callerScope, await heldRoles(db, roleIds), [holder]);
}

/**
 * Refuses a caller acting on a role unless it holds nothing beyond the caller: its modules, and its data scope
 * as its own (all, chosen departments) and as each of its live holders gets it.
 */
export async function ensureMayActOnRole(
  db: Executor,
  caller: Principal,
  callerScope: DataScope,
  roleId: number,
) {
  if (caller.isAdmin) return;
  const held = await heldRoles(db, [roleId]);
  const holders = await queryRows<Holder>(
    db,
    sql`select u.id, u.department_id as "departmentId", u.group_id as "groupId"
        from user_roles ur join users u on u.id = ur.user_id
        where ur.role_id = ${roleId} and u.deleted_at is null`,
  );
  const unplaced = { id: 0, departmentId: null, groupId: null };
  await ensureHoldingsWithin(db, caller, callerScope, held, [unplaced, ...holders]);
}
