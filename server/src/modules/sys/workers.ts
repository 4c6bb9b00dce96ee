import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { RoleRef, SignStatus, Worker } from '@adops/common/contract/session';
import type { ListResult } from '@adops/common/contract/fields';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { Executor } from '../../db/client';
import {
  accountCategories,
  customers,
  departments,
  modules,
  operationGroups,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { offsetOf, type Paging } from '../../db/paging';
import { unknownIds } from '../../http/errors';

/** Users that are not deleted. */
export const liveUser = isNull(users.deletedAt);

async function rolesOf(db: Executor, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, roleName: roles.roleName, code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

const workerColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  mobile: users.mobile,
  email: users.email,
  picUrl: users.picUrl,
  signStatus: users.signStatus,
  company: users.company,
  enabled: users.enabled,
  departmentId: users.departmentId,
  departmentName: departments.name,
  groupId: users.groupId,
  groupName: operationGroups.name,
  createdAt: users.createdAt,
};

/** A page of live users matching `where`, each with department, group and roles. */
export async function listWorkers(
  db: Executor,
  where: SQL | undefined,
  paging: Paging,
): Promise<ListResult<Worker>> {
  const filter = and(liveUser, where);
  const [rows, total] = await Promise.all([
    db
      .select(workerColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .leftJoin(operationGroups, eq(operationGroups.id, users.groupId))
      .where(filter)
      .orderBy(asc(users.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.$count(users, filter),
  ]);
  const roleMap = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map(({ createdAt, signStatus, ...row }) => ({
      ...row,
      signStatus: signStatus as SignStatus,
      roles: roleMap.get(row.id) ?? [],
      createTime: createdAt.toISOString(),
    })),
    total,
  };
}

export async function findWorker(db: Executor, id: number): Promise<Worker | undefined> {
  const { list } = await listWorkers(db, eq(users.id, id), { page: 1, pageSize: 1 });
  return list[0];
}

/** Users holding a role through `user_roles` whose role is the admin role, live and enabled. */
export async function activeAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(liveUser, eq(users.enabled, true), eq(roles.code, ADMIN_ROLE_CODE)));
  return rows.map((r) => r.id);
}

const idTables = { roles, departments, operationGroups, modules, users, accountCategories, customers };

/** Ids among `ids` with no row in that table (deleted users count as missing). */
export async function missingIds(
  db: Executor,
  kind: keyof typeof idTables,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const table = idTables[kind] as typeof roles;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), kind === 'users' ? liveUser : undefined));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** 130 naming the field when any of the ids has no row. */
export async function ensureIdsExist(
  db: Executor,
  kind: keyof typeof idTables,
  ids: number[],
  field: string,
) {
  const missing = await missingIds(db, kind, ids);
  if (missing.length) throw unknownIds(field, missing);
}
