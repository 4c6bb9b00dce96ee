import { moduleOf } from '@adops/common/menu';
import { and, asc, eq, exists, ilike, ne, sql } from 'drizzle-orm';
import type { ListResult } from '@adops/common/contract/fields';
import {
  createRoleInput,
  editRoleInput,
  idInput,
  insertRoleModuleInput,
  listCheckedModuleInput,
  roleListInput,
  roleManageInput,
  roleUserListInput,
  type RoleRow,
} from '@adops/common/contract/sys';
import type { ScopeKind } from '@adops/common/scope';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { roleDepartments, roleModules, roles, userRoles, users } from '../../db/schema';
import { offsetOf } from '../../db/paging';
import { route } from '../../http/route';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { revokeUserSessions } from '../session/sessions';
import { ensureIdsExist, listWorkers, liveUser } from './workers';
import { ensureAdminRemains, requireWorker, setUserRoles, USER_ADMIN } from './users';
import { ensureMayChange, ensureModulesHeld, ensureRoleScopeGrantable, ensureRolesGrantable } from './grants';
import { qualified } from '../../db/qualified';
import { givenFields } from '../../db/patch';

const ROLE_ADMIN = moduleOf('role');

const roleColumns = {
  id: roles.id,
  code: roles.code,
  roleName: roles.roleName,
  description: roles.description,
  dataScope: roles.dataScope,
  departmentIds: sql<
    number[]
  >`coalesce((select array_agg(${qualified(roleDepartments.departmentId)} order by 1)
    from ${roleDepartments} where ${qualified(roleDepartments.roleId)} = ${qualified(roles.id)}), '{}')`,
  userCount:
    sql<number>`(select count(*) from ${userRoles} join ${users} on ${qualified(users.id)} = ${qualified(userRoles.userId)}
    where ${qualified(userRoles.roleId)} = ${qualified(roles.id)} and ${qualified(users.deletedAt)} is null)`.mapWith(
      Number,
    ),
  createdAt: roles.createdAt,
};

function toRoleRow(
  row: { createdAt: Date; dataScope: string; departmentIds: number[] } & Omit<
    RoleRow,
    'createTime' | 'dataScope' | 'departmentIds'
  >,
): RoleRow {
  const { createdAt, ...rest } = row;
  return {
    ...rest,
    dataScope: row.dataScope as ScopeKind,
    departmentIds: row.departmentIds.map(Number),
    createTime: createdAt.toISOString(),
  };
}

async function requireRole(db: Executor, id: number): Promise<RoleRow> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound('role', id);
  return toRoleRow(row);
}

async function ensureRoleNameFree(db: Executor, roleName: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.roleName, roleName), exceptId ? ne(roles.id, exceptId) : undefined));
  if (taken) throw conflict('duplicateRoleName', { name: roleName });
}

async function setRoleDepartments(db: Executor, roleId: number, departmentIds: number[]) {
  await ensureIdsExist(db, 'departments', departmentIds, 'departmentIds');
  await db.delete(roleDepartments).where(eq(roleDepartments.roleId, roleId));
  if (departmentIds.length) {
    await db.insert(roleDepartments).values(departmentIds.map((departmentId) => ({ roleId, departmentId })));
  }
}

const grantOf = (role: { dataScope: ScopeKind; departmentIds?: number[] }) => ({
  kind: role.dataScope,
  departmentIds: role.dataScope === 'custom' ? (role.departmentIds ?? []) : [],
});

/** The live users holding a role, where they sit. */
async function holdersOf(db: Executor, roleId: number) {
  return db
    .select({ id: users.id, departmentId: users.departmentId, groupId: users.groupId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, roleId), liveUser));
}

export function roleRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/crm/sys/roleList',
      access: ROLE_ADMIN,
      input: roleListInput,
      handler: async ({ input }): Promise<ListResult<RoleRow>> => {
        const where = input.roleName ? ilike(roles.roleName, `%${input.roleName}%`) : undefined;
        const [rows, total] = await Promise.all([
          app.db
            .select(roleColumns)
            .from(roles)
            .where(where)
            .orderBy(asc(roles.id))
            .limit(input.pageSize)
            .offset(offsetOf(input)),
          app.db.$count(roles, where),
        ]);
        return { list: rows.map(toRoleRow), total };
      },
    }),

    route({
      method: 'GET',
      url: '/api/crm/sys/roleSelect',
      access: [USER_ADMIN, ROLE_ADMIN],
      handler: () =>
        app.db
          .select({ id: roles.id, roleName: roles.roleName, code: roles.code })
          .from(roles)
          .orderBy(asc(roles.id)),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/createRole',
      access: ROLE_ADMIN,
      input: createRoleInput,
      handler: async ({ input, actor, scope }) => {
        const callerScope = await scope();
        return app.db.transaction(async (tx) => {
          await ensureRoleScopeGrantable(tx, callerScope, grantOf(input), []);
          await ensureRoleNameFree(tx, input.roleName);
          const [created] = await tx
            .insert(roles)
            .values({
              roleName: input.roleName,
              description: input.description ?? null,
              dataScope: input.dataScope,
            })
            .returning({ id: roles.id });
          await setRoleDepartments(tx, created!.id, input.dataScope === 'custom' ? input.departmentIds : []);
          const after = await requireRole(tx, created!.id);
          await recordAudit(tx, actor, { action: 'create', entity: 'role', entityId: after.id, after });
          return { id: after.id };
        });
      },
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/editRole',
      access: ROLE_ADMIN,
      input: editRoleInput,
      handler: async ({ input, actor, user, scope }) => {
        const callerScope = await scope();
        return app.db.transaction(async (tx) => {
          const before = await requireRole(tx, input.id);
          ensureMayChange(user, before);
          if (input.dataScope !== undefined || input.departmentIds !== undefined) {
            const grant = grantOf({
              dataScope: input.dataScope ?? before.dataScope,
              departmentIds: input.departmentIds ?? before.departmentIds,
            });
            await ensureRoleScopeGrantable(tx, callerScope, grant, await holdersOf(tx, input.id));
          }
          if (input.roleName !== undefined) await ensureRoleNameFree(tx, input.roleName, input.id);
          const { roleName, description, dataScope: newScope } = input;
          const changes = givenFields({ roleName, description, dataScope: newScope });
          if (Object.keys(changes).length) await tx.update(roles).set(changes).where(eq(roles.id, input.id));
          const dataScope = input.dataScope ?? before.dataScope;
          if (input.departmentIds !== undefined || dataScope !== 'custom') {
            await setRoleDepartments(
              tx,
              input.id,
              dataScope === 'custom' ? (input.departmentIds ?? before.departmentIds) : [],
            );
          }
          const after = await requireRole(tx, input.id);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'role',
            entityId: input.id,
            before,
            after,
          });
          return null;
        });
      },
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/delRole',
      access: ROLE_ADMIN,
      input: idInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          const before = await requireRole(tx, input.id);
          if (before.code === ADMIN_ROLE_CODE) throw conflict('adminRoleLocked');
          if (before.userCount) throw conflict('roleInUse', { count: before.userCount });
          // Deleted users may still hold the role; their links go with it.
          await tx.delete(userRoles).where(eq(userRoles.roleId, input.id));
          await tx.delete(roles).where(eq(roles.id, input.id));
          await recordAudit(tx, actor, { action: 'delete', entity: 'role', entityId: input.id, before });
          return null;
        }),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/roleManage',
      access: ROLE_ADMIN,
      input: roleManageInput,
      handler: async ({ input, actor, user, scope }) => {
        const callerScope = await scope();
        return app.db.transaction(async (tx) => {
          const before = await requireWorker(tx, input.userId);
          ensureMayChange(user, before);
          await ensureIdsExist(tx, 'roles', input.roleIds, 'roleIds');
          const held = before.roles.map((r) => r.id);
          await ensureRolesGrantable(
            tx,
            user,
            callerScope,
            input.roleIds.filter((r) => !held.includes(r)),
            before,
          );
          await ensureAdminRemains(tx, input.userId, before, {
            roleIds: input.roleIds,
            enabled: before.enabled,
          });
          await setUserRoles(tx, input.userId, input.roleIds);
          const after = await requireWorker(tx, input.userId);
          await revokeUserSessions(tx, input.userId, app.clock.now());
          await recordAudit(tx, actor, {
            action: 'grant',
            entity: 'user',
            entityId: input.userId,
            before: { roles: before.roles },
            after: { roles: after.roles },
          });
          return null;
        });
      },
    }),

    route({
      method: 'GET',
      url: '/api/crm/sys/getRoleUserList',
      access: ROLE_ADMIN,
      input: roleUserListInput,
      handler: async ({ input }) => {
        await requireRole(app.db, input.roleId);
        return listWorkers(
          app.db,
          and(
            liveUser,
            exists(
              app.db
                .select({ one: sql`1` })
                .from(userRoles)
                .where(and(eq(userRoles.userId, qualified(users.id)), eq(userRoles.roleId, input.roleId))),
            ),
          ),
          input,
        );
      },
    }),

    route({
      method: 'GET',
      url: '/api/crm/sys/listCheckedModule',
      access: ROLE_ADMIN,
      input: listCheckedModuleInput,
      handler: async ({ input }): Promise<number[]> => {
        await requireRole(app.db, input.roleId);
        const rows = await app.db
          .select({ id: roleModules.moduleId })
          .from(roleModules)
          .where(eq(roleModules.roleId, input.roleId))
          .orderBy(asc(roleModules.moduleId));
        return rows.map((r) => r.id);
      },
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/insertRoleModule',
      access: ROLE_ADMIN,
      input: insertRoleModuleInput,
      handler: ({ input, actor, user }) =>
        app.db.transaction(async (tx) => {
          ensureMayChange(user, await requireRole(tx, input.roleId));
          const moduleIds = [...new Set(input.moduleIds)];
          await ensureIdsExist(tx, 'modules', moduleIds, 'moduleIds');
          const before = await tx
            .select({ id: roleModules.moduleId })
            .from(roleModules)
            .where(eq(roleModules.roleId, input.roleId));
          const held = new Set(before.map((r) => r.id));
          ensureModulesHeld(
            user,
            moduleIds.filter((id) => !held.has(id)),
          );
          await tx.delete(roleModules).where(eq(roleModules.roleId, input.roleId));
          if (moduleIds.length) {
            await tx
              .insert(roleModules)
              .values(moduleIds.map((moduleId) => ({ roleId: input.roleId, moduleId })));
          }
          await recordAudit(tx, actor, {
            action: 'grant',
            entity: 'role',
            entityId: input.roleId,
            before: { moduleIds: before.map((r) => r.id).sort((a, b) => a - b) },
            after: { moduleIds: moduleIds.sort((a, b) => a - b) },
          });
          return null;
        }),
    }),
  ];
}
