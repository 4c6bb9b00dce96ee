import { moduleOf } from '@adops/common/menu';
import { and, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  USER_ENDPOINTS,
  createUserInput,
  disableUser,
  editUserInput,
  enableUser,
  resetPassword,
  roleManage,
  userListFilters,
} from '@adops/common/contract/sys';
import type { Worker } from '@adops/common/contract/session';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { operationGroups, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { ensureAcceptablePassword } from '../../auth/passwordPolicy';
import { conflict, invalidField } from '../../http/errors';
import { revokeUserSessions } from '../session/sessions';
import { activeAdminIds, workerQuery } from './workers';
import { liveUser } from '../../db/liveUser';
import { ensureIdsExist } from '../../db/ids';
import { requirePasswordOwner } from '../../auth/passwordOwner';
import { ensureMayActOnUsers, ensureMayGive } from './grants';
import { qualified } from '../../db/qualified';
import { givenFields } from '../../db/patch';
import { containing } from '../../db/text';
import { resourceRoutes, type WriteContext } from '../../resources/resource';

export const USER_ADMIN = moduleOf('userManage');
const ROLE_ADMIN = moduleOf('role');

type Create = z.output<typeof createUserInput>;
type Edit = Omit<z.output<typeof editUserInput>, 'id'>;

/** Department, group and roles must exist, and a group must lie in the user's department. */
async function ensurePlacement(
  db: Executor,
  placement: { departmentId?: number | null; groupId?: number | null; roleIds?: number[] | undefined },
) {
  if (placement.departmentId)
    await ensureIdsExist(db, 'departments', [placement.departmentId], 'departmentId');
  if (placement.roleIds) await ensureIdsExist(db, 'roles', placement.roleIds, 'roleIds');
  if (!placement.groupId) return;
  const [group] = await db.select().from(operationGroups).where(eq(operationGroups.id, placement.groupId));
  if (!group) return ensureIdsExist(db, 'operationGroups', [placement.groupId], 'groupId');
  if (placement.departmentId && group.departmentId !== placement.departmentId) {
    throw invalidField('groupId', 'groupOutsideDepartment');
  }
}

const isActiveAdmin = (worker: Pick<Worker, 'roles' | 'enabled'>) =>
  worker.enabled && worker.roles.some((r) => r.code === ADMIN_ROLE_CODE);

/**
 * Refuses, before anything is written, a change that takes an administrator away when no other enabled one
 * remains: `after` is the user's roles and state as the change leaves them, null when the user goes.
 */
async function ensureAdminRemains(
  db: Executor,
  before: Worker,
  after: { roleIds: number[]; enabled: boolean } | null,
) {
  if (!isActiveAdmin(before)) return;
  if (after?.enabled && after.roleIds.length) {
    const [stillAdmin] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(inArray(roles.id, after.roleIds), eq(roles.code, ADMIN_ROLE_CODE)));
    if (stillAdmin) return;
  }
  if (!(await activeAdminIds(db)).some((id) => id !== before.id)) throw conflict('lastAdmin');
}

async function setUserRoles(db: Executor, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

const sameIds = (a: number[], b: number[]) => [...a].sort().join() === [...b].sort().join();

/**
 * Who a user becomes: placed in departments, groups and roles that exist, and never the last administrator
 * lost. Whether the caller may make them so is the resource's guard (grants.ts), on the user before and after.
 */
async function ensureChangeAllowed(ctx: WriteContext, before: Worker | undefined, next: Create | Edit) {
  const placement = {
    departmentId: next.departmentId === undefined ? (before?.departmentId ?? null) : next.departmentId,
    groupId: next.groupId === undefined ? (before?.groupId ?? null) : next.groupId,
  };
  await ensurePlacement(ctx.tx, { ...placement, roleIds: next.roleIds });
  const finalRoles = next.roleIds ?? before?.roles.map((r) => r.id) ?? [];
  // Told before anything else: what the caller may not give (the guard asks it again of the user as saved).
  await ensureMayGive(ctx.tx, ctx.user, ctx.scope, { id: before?.id ?? 0, ...placement }, finalRoles);
  if (before)
    await ensureAdminRemains(ctx.tx, before, {
      roleIds: finalRoles,
      enabled: next.enabled ?? before.enabled,
    });
  // Nobody locks themselves out, nor sets their own password without the current one (the profile asks it).
  const locksOut =
    next.enabled === false || next.roleIds !== undefined || (next as Edit).password !== undefined;
  if (before?.id === ctx.user.userId && locksOut) throw conflict('selfChange');
}

/** A password acceptable for its owner, hashed before any transaction opens. */
async function passwordHashOf(app: AppContext, input: Record<string, unknown>) {
  if (typeof input.password !== 'string') return undefined;
  const id = (input.id ?? undefined) as number | undefined;
  const owner = id ? await requirePasswordOwner(app.db, id) : {};
  const { name, mobile, email, username } = input as Partial<Record<string, string>>;
  await ensureAcceptablePassword('password', input.password, {
    ...owner,
    ...givenFields({ name, mobile, email, username }),
  } as Parameters<typeof ensureAcceptablePassword>[2]);
  return hashPassword(input.password);
}

const keyword = (text: string) =>
  or(
    ilike(users.username, containing(text)),
    ilike(users.name, containing(text)),
    ilike(users.mobile, containing(text)),
  );

/** The users of `/system/userManage` at the spec's `/api/crm/sys/…User` calls, with their commands. */
export function userRoutes(app: AppContext) {
  const now = () => new Date(app.clock.now());
  return resourceRoutes<Worker, typeof userListFilters, typeof createUserInput>(app, {
    path: 'sys/user',
    endpoints: USER_ENDPOINTS,
    entity: 'user',
    table: users,
    id: users.id,
    access: USER_ADMIN,
    query: workerQuery,
    filters: userListFilters,
    where: (f) =>
      and(
        liveUser,
        f.departmentId ? eq(users.departmentId, f.departmentId) : undefined,
        f.groupId ? eq(users.groupId, f.groupId) : undefined,
        f.enabled === undefined ? undefined : eq(users.enabled, f.enabled),
        f.roleId
          ? exists(
              sql`(select 1 from ${userRoles} ur where ur.user_id = ${qualified(users.id)} and ur.role_id = ${f.roleId})`,
            )
          : undefined,
      ),
    keyword,
    sorts: { id: users.id, username: users.username, name: users.name, createTime: users.createdAt },
    defaultSort: 'id',
    guard: (ctx, user) => ensureMayActOnUsers(ctx.tx, ctx.user, ctx.scope, [user.id]),
    save: {
      input: createUserInput,
      editInput: editUserInput,
      unique: [
        {
          field: 'username',
          column: users.username,
          message: 'duplicateUsername',
          caseless: true,
          among: liveUser,
        },
      ],
      references: { departmentId: 'department', groupId: 'group' },
      prepare: (input) => passwordHashOf(app, input),
      values: async (input, ctx, before, passwordHash) => {
        const next = input as Create | Edit;
        await ensureChangeAllowed(ctx, before, next);
        const { roleIds: _roles, password: _password, ...fields } = next;
        return {
          ...givenFields(fields),
          ...(passwordHash ? { passwordHash } : {}),
          ...(before ? { updatedAt: ctx.now } : {}),
        };
      },
      after: async (ctx, before, after, input) => {
        const { roleIds, password } = input as Create | Edit;
        const rolesChanged = roleIds !== undefined && !sameIds(roleIds, before?.roles.map((r) => r.id) ?? []);
        if (rolesChanged) await setUserRoles(ctx.tx, after.id, roleIds);
        if (before && (rolesChanged || (before.enabled && !after.enabled) || password)) {
          await revokeUserSessions(ctx.tx, after.id, ctx.now.getTime());
        }
      },
      audited: (after, input, before) =>
        before && (input as Edit).password ? { ...after, passwordReset: true } : after,
      answer: { create: (row) => ({ id: row.id }), edit: () => null },
    },
    remove: {
      check: async (ctx, user) => {
        if (user.id === ctx.user.userId) throw conflict('selfDelete');
        await ensureAdminRemains(ctx.tx, user, null);
      },
      retire: () => ({ deletedAt: now(), enabled: false, updatedAt: now() }),
      after: (ctx, user) => revokeUserSessions(ctx.tx, user.id, ctx.now.getTime()),
    },
    commands: [
      {
        contract: roleManage,
        access: ROLE_ADMIN,
        audit: 'grant',
        run: async (ctx, user, input) => {
          const roleIds = input.roleIds as number[];
          await ensureChangeAllowed(ctx, user, { roleIds });
          await setUserRoles(ctx.tx, user.id, roleIds);
          await revokeUserSessions(ctx.tx, user.id, ctx.now.getTime());
        },
      },
      ...[enableUser, disableUser].map((contract) => ({
        contract,
        run: async (ctx: WriteContext, user: Worker) => {
          const enabled = contract === enableUser;
          await ensureChangeAllowed(ctx, user, { enabled });
          await ctx.tx.update(users).set({ enabled, updatedAt: ctx.now }).where(eq(users.id, user.id));
          if (!enabled) await revokeUserSessions(ctx.tx, user.id, ctx.now.getTime());
        },
      })),
      {
        contract: resetPassword,
        audit: 'password',
        prepare: (input) => passwordHashOf(app, input),
        run: async (ctx, user, input) => {
          await ensureChangeAllowed(ctx, user, { password: '' });
          await ctx.tx
            .update(users)
            .set({ passwordHash: input.prepared as string, updatedAt: ctx.now })
            .where(eq(users.id, user.id));
          await revokeUserSessions(ctx.tx, user.id, ctx.now.getTime());
        },
      },
    ],
  });
}
