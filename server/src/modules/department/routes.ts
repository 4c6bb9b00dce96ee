import { moduleOf } from '@adops/common/menu';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  deptIdInput,
  deptListInput,
  deptMembersInput,
  deptSaveInput,
  deptUsersInput,
  type DeptNode,
} from '@adops/common/contract/department';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { departments, operationGroups, users } from '../../db/schema';
import { route } from '../../http/route';
import { conflict, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { ensureIdsExist, listWorkers, liveUser } from '../sys/workers';
import { buildDeptTree, subtreeIds } from './tree';
import { qualified } from '../../db/qualified';

const ORGANIZATION = moduleOf('organizational');

async function allDepartments(db: Executor) {
  return db
    .select({
      deptId: departments.id,
      deptName: departments.name,
      parentId: departments.parentId,
      sort: departments.sort,
      kind: departments.kind,
      userCount:
        sql<number>`(select count(*) from ${users} where ${qualified(users.departmentId)} = ${qualified(departments.id)}
        and ${users.deletedAt} is null)`.mapWith(Number),
    })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));
}

async function findDepartment(db: Executor, deptId: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, deptId));
  if (!row) throw notFound('department', deptId);
  return row;
}

export function departmentRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/crm/department/getList',
      access: ORGANIZATION,
      input: deptListInput,
      handler: async ({ input }): Promise<DeptNode[]> =>
        buildDeptTree(await allDepartments(app.db), input.excludeIds),
    }),

    route({
      method: 'POST',
      url: '/api/crm/department/save',
      access: ORGANIZATION,
      input: deptSaveInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          const before = input.deptId ? await findDepartment(tx, input.deptId) : undefined;
          const parentId = input.parentId === undefined ? (before?.parentId ?? null) : input.parentId;
          if (parentId !== null) {
            const tree = await allDepartments(tx);
            if (!tree.some((d) => d.deptId === parentId))
              throw invalidField('parentId', 'departmentParentMissing');
            if (before && subtreeIds(tree, before.id).has(parentId)) throw conflict('departmentCycle');
          }
          const [sibling] = await tx
            .select({ id: departments.id })
            .from(departments)
            .where(
              and(
                eq(departments.name, input.deptName),
                parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
                before ? ne(departments.id, before.id) : undefined,
              ),
            );
          if (sibling) throw conflict('duplicateDepartmentName', { name: input.deptName });
          const values = { name: input.deptName, parentId, sort: input.sort ?? before?.sort ?? 0 };
          const [after] = before
            ? await tx.update(departments).set(values).where(eq(departments.id, before.id)).returning()
            : await tx.insert(departments).values(values).returning();
          await recordAudit(tx, actor, {
            action: before ? 'update' : 'create',
            entity: 'department',
            entityId: after!.id,
            before,
            after,
          });
          return { deptId: after!.id };
        }),
    }),

    route({
      method: 'POST',
      url: '/api/crm/department/delete',
      access: ORGANIZATION,
      input: deptIdInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          const before = await findDepartment(tx, input.deptId);
          if (await tx.$count(departments, eq(departments.parentId, before.id)))
            throw conflict('departmentHasChildren');
          const members = await tx.$count(users, and(liveUser, eq(users.departmentId, before.id)));
          if (members) throw conflict('departmentHasUsers', { count: members });
          if (await tx.$count(operationGroups, eq(operationGroups.departmentId, before.id))) {
            throw conflict('departmentHasGroups');
          }
          // Deleted users keep no hold on the department they left.
          await tx
            .update(users)
            .set({ departmentId: null, groupId: null })
            .where(eq(users.departmentId, before.id));
          await tx.delete(departments).where(eq(departments.id, before.id));
          await recordAudit(tx, actor, {
            action: 'delete',
            entity: 'department',
            entityId: before.id,
            before,
          });
          return null;
        }),
    }),

    route({
      method: 'GET',
      url: '/api/crm/department/queryUserListByDepartmentId',
      access: ORGANIZATION,
      input: deptUsersInput,
      handler: async ({ input }) => {
        await findDepartment(app.db, input.deptId);
        return listWorkers(app.db, eq(users.departmentId, input.deptId), input);
      },
    }),

    route({
      method: 'POST',
      url: '/api/crm/department/addUserToDepartment',
      access: ORGANIZATION,
      input: deptMembersInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          await findDepartment(tx, input.deptId);
          await ensureIdsExist(tx, 'users', input.userIds, 'userIds');
          const before = await tx
            .select({ id: users.id, departmentId: users.departmentId, groupId: users.groupId })
            .from(users)
            .where(inArray(users.id, input.userIds));
          // A user's group belongs to their old department, so moving department leaves the group.
          await tx
            .update(users)
            .set({
              departmentId: input.deptId,
              groupId: sql`case when ${users.departmentId} = ${input.deptId} then ${users.groupId} end`,
              updatedAt: new Date(app.clock.now()),
            })
            .where(inArray(users.id, input.userIds));
          await recordAudit(
            tx,
            actor,
            before.map((row) => ({
              action: 'update',
              entity: 'user',
              entityId: row.id,
              before: row,
              after: { departmentId: input.deptId },
            })),
          );
          return null;
        }),
    }),

    route({
      method: 'POST',
      url: '/api/crm/department/removeUserFromDepartment',
      access: ORGANIZATION,
      input: deptMembersInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          await findDepartment(tx, input.deptId);
          const removed = await tx
            .update(users)
            .set({ departmentId: null, groupId: null, updatedAt: new Date(app.clock.now()) })
            .where(and(eq(users.departmentId, input.deptId), inArray(users.id, input.userIds)))
            .returning({ id: users.id });
          await recordAudit(
            tx,
            actor,
            removed.map((row) => ({
              action: 'update',
              entity: 'user',
              entityId: row.id,
              before: { departmentId: input.deptId },
              after: { departmentId: null },
            })),
          );
          return { removed: removed.length };
        }),
    }),
  ];
}
