import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { RoleRef, SignStatus, Worker } from '@adops/common/contract/session';
import type { ListResult } from '@adops/common/contract/fields';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { Executor } from '../../db/client';
import { departments, operationGroups, roles, userRoles, users } from '../../db/schema';
import { offsetOf, type Paging } from '../../db/paging';
import { liveUser } from '../../db/liveUser';
import { qualified } from '../../db/qualified';

const rolesJson = sql<
  RoleRef[]
>`coalesce((select json_agg(json_build_object('id', r.id, 'roleName', r.role_name,
  'code', r.code) order by r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = ${qualified(users.id)}), '[]')`;

/** Users with their department, group and roles, as the console shows them. */
export const workerQuery = (db: Executor) =>
  db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      picUrl: users.picUrl,
      signStatus: sql<SignStatus>`${users.signStatus}`,
      company: users.company,
      enabled: users.enabled,
      departmentId: users.departmentId,
      departmentName: departments.name,
      groupId: users.groupId,
      groupName: operationGroups.name,
      roles: rolesJson,
      createTime: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(operationGroups, eq(operationGroups.id, users.groupId))
    .$dynamic();

/** A page of live users matching `where`. */
export async function listWorkers(
  db: Executor,
  where: SQL | undefined,
  paging: Paging,
): Promise<ListResult<Worker>> {
  const filter = and(liveUser, where);
  const [list, total] = await Promise.all([
    workerQuery(db).where(filter).orderBy(asc(users.id)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.$count(users, filter),
  ]);
  return { list, total };
}

export async function findWorker(db: Executor, id: number): Promise<Worker | undefined> {
  const [worker] = await workerQuery(db).where(and(liveUser, eq(users.id, id)));
  return worker;
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
