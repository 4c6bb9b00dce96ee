import { moduleOf } from '@adops/common/menu';
import { asc, eq, exists, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHECKED_MODULES,
  ROLE_ENDPOINTS,
  ROLE_SELECT,
  ROLE_USERS,
  createRoleInput,
  editRoleInput,
  insertRoleModule,
  roleListFilters,
  type RoleRow,
} from '@adops/common/contract/sys';
import { paging } from '@adops/common/contract/fields';
import type { ScopeKind } from '@adops/common/scope';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { roleDepartments, roleModules, roles, userRoles, users } from '../../db/schema';
import { route } from '../../http/route';
import { conflict } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { listWorkers } from './workers';
import { ensureIdsExist } from '../../db/ids';
import { USER_ADMIN } from './users';
import { ensureMayActOnRole } from './grants';
import { qualified } from '../../db/qualified';
import { givenFields } from '../../db/patch';
import { containing } from '../../db/text';

const ROLE_ADMIN = moduleOf('role');

type Create = z.output<typeof createRoleInput>;
type Edit = Omit<z.output<typeof editRoleInput>, 'id'>;

const roleQuery = (db: Executor) =>
  db
    .select({
      id: roles.id,
      code: roles.code,
      roleName: roles.roleName,
      description: roles.description,
      dataScope: sql<ScopeKind>`${roles.dataScope}`,
      departmentIds: sql<number[]>`coalesce((select array_agg(${qualified(roleDepartments.departmentId)}
        order by 1) from ${roleDepartments} where ${qualified(roleDepartments.roleId)} = ${qualified(roles.id)}),
        '{}')`.mapWith((ids: number[]) => ids.map(Number)),
      userCount: sql<number>`(select count(*) from ${userRoles} join ${users} on ${qualified(users.id)}
        = ${qualified(userRoles.userId)} where ${qualified(userRoles.roleId)} = ${qualified(roles.id)}
        and ${qualified(users.deletedAt)} is null)`.mapWith(Number),
      createTime: sql<string>`to_char(${roles.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(roles)
    .$dynamic();

const holdsRole = (roleId: number) =>
  exists(
    sql`(select 1 from ${userRoles} ur where ur.user_id = ${qualified(users.id)} and ur.role_id = ${roleId})`,
  );

/** The roles of `/system/role` at the spec's `/api/crm/sys/…Role` calls, with their modules and users. */
export function roleRoutes(app: AppContext) {
  return [
    ...resourceRoutes<RoleRow, typeof roleListFilters, typeof createRoleInput>(app, {
      path: 'sys/role',
      endpoints: ROLE_ENDPOINTS,
      entity: 'role',
      table: roles,
      id: roles.id,
      access: ROLE_ADMIN,
      query: roleQuery,
      filters: roleListFilters,
      where: (f) => (f.roleName ? ilike(roles.roleName, containing(f.roleName)) : undefined),
      sorts: { id: roles.id, roleName: roles.roleName },
      defaultSort: 'id',
      guard: (ctx, role) => ensureMayActOnRole(ctx.tx, ctx.user, ctx.scope, role.id),
      save: {
        input: createRoleInput,
        unique: [{ field: 'roleName', column: roles.roleName, message: 'duplicateRoleName' }],
        editInput: editRoleInput,
        values: async (input, _ctx, before) => {
          const { roleName, description, dataScope: scope } = input as Create | Edit;
          return givenFields({
            roleName,
            description: before ? description : (description ?? null),
            dataScope: scope,
          });
        },
        after: async (ctx, before, after, input) => {
          const next = input as Create | Edit;
          if (before && next.departmentIds === undefined && after.dataScope === 'custom') return;
          const ids = after.dataScope === 'custom' ? (next.departmentIds ?? before?.departmentIds ?? []) : [];
          await ensureIdsExist(ctx.tx, 'departments', ids, 'departmentIds');
          await ctx.tx.delete(roleDepartments).where(eq(roleDepartments.roleId, after.id));
          if (ids.length)
            await ctx.tx
              .insert(roleDepartments)
              .values(ids.map((departmentId) => ({ roleId: after.id, departmentId })));
        },
        answer: { create: (row) => ({ id: row.id }), edit: () => null },
      },
      remove: {
        protect: (_ctx, role) => {
          if (role.code === ADMIN_ROLE_CODE) throw conflict('adminRoleLocked');
        },
        check: async (_ctx, role) => {
          if (role.userCount) throw conflict('roleInUse', { count: role.userCount });
        },
        // Deleted users may still hold the role; their links go with it.
        clear: (ctx, role) => ctx.tx.delete(userRoles).where(eq(userRoles.roleId, role.id)),
      },
      commands: [
        {
          contract: insertRoleModule,
          audit: 'grant',
          run: async (ctx, role, input) => {
            const moduleIds = [...new Set(input.moduleIds as number[])];
            await ensureIdsExist(ctx.tx, 'modules', moduleIds, 'moduleIds');
            await ctx.tx.delete(roleModules).where(eq(roleModules.roleId, role.id));
            if (moduleIds.length)
              await ctx.tx
                .insert(roleModules)
                .values(moduleIds.map((moduleId) => ({ roleId: role.id, moduleId })));
          },
        },
      ],
      related: [
        {
          endpoint: CHECKED_MODULES,
          idField: 'roleId',
          read: async (db, role) =>
            (
              await db
                .select({ id: roleModules.moduleId })
                .from(roleModules)
                .where(eq(roleModules.roleId, role.id))
                .orderBy(asc(roleModules.moduleId))
            ).map((r) => r.id),
        },
        {
          endpoint: ROLE_USERS,
          idField: 'roleId',
          input: paging,
          read: (db, role, input) =>
            listWorkers(db, holdsRole(role.id), input as z.output<z.ZodObject<typeof paging>>),
        },
      ],
    }),

    route({
      ...ROLE_SELECT,
      access: [USER_ADMIN, ROLE_ADMIN],
      handler: () =>
        app.db
          .select({ id: roles.id, roleName: roles.roleName, code: roles.code })
          .from(roles)
          .orderBy(asc(roles.id)),
    }),
  ];
}
