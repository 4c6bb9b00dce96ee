import { moduleOf } from '@adops/common/menu';
import { and, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { createUserInput, editUserInput, idInput, userListInput } from '@adops/common/contract/sys';
import type { Worker } from '@adops/common/contract/session';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { operationGroups, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { ensureAcceptablePassword } from '../../auth/passwordPolicy';
import { route } from '../../http/route';
import { conflict, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { revokeUserSessions } from '../session/sessions';
import { activeAdminIds, ensureIdsExist, findWorker, listWorkers, liveUser } from './workers';
import { requirePasswordOwner } from './passwordOwner';
import { ensureMayChange, ensureRolesGrantable } from './grants';
import { ensureReferencesVisible } from '../../scope/references';
import { qualified } from '../../db/qualified';
import { givenFields } from '../../db/patch';
import { containing } from '../../db/text';

export const USER_ADMIN = moduleOf('userManage');

async function ensureUsernameFree(db: Executor, username: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(liveUser, eq(sql`lower(${users.username})`, username.toLowerCase())));
  if (taken && taken.id !== exceptId) throw conflict('duplicateUsername', { username });
}

/** Department, group and roles must exist, and a group must lie in the user's department. */
async function ensurePlacement(
  db: Executor,
  placement: { departmentId?: number | null; groupId?: number | null; roleIds?: number[] },
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

/** Where a user sits must lie within the scope of whoever places them there. */
const PLACEMENT = { departmentId: 'department', groupId: 'group' } as const;

const isActiveAdmin = (worker: Pick<Worker, 'roles' | 'enabled'>) =>
  worker.enabled && worker.roles.some((r) => r.code === ADMIN_ROLE_CODE);

/**
 * Refuses, before anything is written, a change that takes an administrator away when no other enabled one
 * remains: `after` is the user's roles and state as the change leaves them, null when the user goes.
 */
export async function ensureAdminRemains(
  db: Executor,
  userId: number,
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
  const others = (await activeAdminIds(db)).filter((id) => id !== userId);
  if (!others.length) throw conflict('lastAdmin');
}

export async function setUserRoles(db: Executor, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function requireWorker(db: Executor, id: number): Promise<Worker> {
  return (await findWorker(db, id)) ?? Promise.reject(notFound('user', id));
}

export function userRoutes(app: AppContext) {
  const now = () => app.clock.now();
  return [
    route({
      method: 'GET',
      url: '/api/crm/sys/userList',
      access: USER_ADMIN,
      input: userListInput,
      handler: ({ input }) =>
        listWorkers(
          app.db,
          and(
            input.keyword
              ? or(
                  ilike(users.username, containing(input.keyword)),
                  ilike(users.name, containing(input.keyword)),
                  ilike(users.mobile, containing(input.keyword)),
                )
              : undefined,
            input.departmentId ? eq(users.departmentId, input.departmentId) : undefined,
            input.groupId ? eq(users.groupId, input.groupId) : undefined,
            input.enabled === undefined ? undefined : eq(users.enabled, input.enabled),
            input.roleId
              ? exists(
                  app.db
                    .select({ one: sql`1` })
                    .from(userRoles)
                    .where(
                      and(eq(userRoles.userId, qualified(users.id)), eq(userRoles.roleId, input.roleId)),
                    ),
                )
              : undefined,
          ),
          input,
        ),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/createUser',
      access: USER_ADMIN,
      input: createUserInput,
      handler: async ({ input, actor, user, scope }) => {
        await ensureAcceptablePassword('password', input.password, input);
        const passwordHash = await hashPassword(input.password);
        const callerScope = await scope();
        return app.db.transaction(async (tx) => {
          await ensureUsernameFree(tx, input.username);
          await ensurePlacement(tx, input);
          await ensureReferencesVisible(tx, callerScope, PLACEMENT, input);
          await ensureRolesGrantable(tx, user, callerScope, input.roleIds, {
            id: 0,
            departmentId: input.departmentId ?? null,
            groupId: input.groupId ?? null,
          });
          const { roleIds, password: _password, ...fields } = input;
          const [created] = await tx
            .insert(users)
            .values({ ...fields, passwordHash })
            .returning({ id: users.id });
          await setUserRoles(tx, created!.id, roleIds);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'user',
            entityId: created!.id,
            after: await findWorker(tx, created!.id),
          });
          return { id: created!.id };
        });
      },
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/editUser',
      access: USER_ADMIN,
      input: editUserInput,
      handler: async ({ input, actor, user, scope }) => {
        if (input.password) {
          const { name, mobile, email } = input;
          const owner = await requirePasswordOwner(app.db, input.id);
          await ensureAcceptablePassword('password', input.password, {
            ...owner,
            ...givenFields({ name, mobile, email }),
          });
        }
        const passwordHash = input.password ? await hashPassword(input.password) : undefined;
        const callerScope = await scope();
        return app.db.transaction(async (tx) => {
          const before = await requireWorker(tx, input.id);
          ensureMayChange(user, before);
          const { id, roleIds, password: _password, ...fields } = input;
          const placement = {
            id,
            departmentId: fields.departmentId === undefined ? before.departmentId : fields.departmentId,
            groupId: fields.groupId === undefined ? before.groupId : fields.groupId,
          };
          await ensurePlacement(tx, { ...placement, ...(roleIds ? { roleIds } : {}) });
          await ensureReferencesVisible(tx, callerScope, PLACEMENT, placement, before);
          // Roles added are checked; when the user moves, a department or group scope moves too: all of them.
          const held = before.roles.map((r) => r.id);
          const moved =
            placement.departmentId !== before.departmentId || placement.groupId !== before.groupId;
          const finalRoles = roleIds ?? held;
          await ensureRolesGrantable(
            tx,
            user,
            callerScope,
            moved ? finalRoles : finalRoles.filter((r) => !held.includes(r)),
            placement,
          );
          await ensureAdminRemains(tx, id, before, {
            roleIds: finalRoles,
            enabled: fields.enabled ?? before.enabled,
          });
          const rolesChanged =
            roleIds !== undefined &&
            roleIds.slice().sort().join() !==
              before.roles
                .map((r) => r.id)
                .sort()
                .join();
          if (rolesChanged) await setUserRoles(tx, id, roleIds);
          const changes = givenFields(fields);
          await tx
            .update(users)
            .set({ ...changes, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date(now()) })
            .where(eq(users.id, id));
          const after = await requireWorker(tx, id);
          if (rolesChanged || (before.enabled && !after.enabled) || passwordHash) {
            await revokeUserSessions(tx, id, now());
          }
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'user',
            entityId: id,
            before,
            after: passwordHash ? { ...after, passwordReset: true } : after,
          });
          return null;
        });
      },
    }),

    route({
      method: 'DELETE',
      url: '/api/crm/sys/delUser',
      access: USER_ADMIN,
      input: idInput,
      handler: ({ input, user, actor }) =>
        app.db.transaction(async (tx) => {
          if (input.id === user.userId) throw conflict('selfDelete');
          const before = await requireWorker(tx, input.id);
          ensureMayChange(user, before);
          await ensureAdminRemains(tx, input.id, before, null);
          await tx
            .update(users)
            .set({ deletedAt: new Date(now()), enabled: false, updatedAt: new Date(now()) })
            .where(eq(users.id, input.id));
          await revokeUserSessions(tx, input.id, now());
          await recordAudit(tx, actor, {
            action: 'delete',
            entity: 'user',
            entityId: input.id,
            before,
          });
          return null;
        }),
    }),
  ];
}
