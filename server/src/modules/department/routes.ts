import { moduleOf } from '@adops/common/menu';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEPARTMENT_ENDPOINTS,
  DEPARTMENT_MEMBERS,
  addUserToDepartment,
  deptListFilters,
  deptSaveInput,
  moveDepartment,
  removeUserFromDepartment,
} from '@adops/common/contract/department';
import { paging } from '@adops/common/contract/fields';
import type { AppContext } from '../../context';
import { departments, operationGroups, users } from '../../db/schema';
import { qualified } from '../../db/qualified';
import { conflict } from '../../http/errors';
import { resourceRoutes, type WriteContext } from '../../resources/resource';
import { recordAudit } from '../audit/audit';
import { listWorkers } from '../sys/workers';
import { ensureMayActOnUsers } from '../sys/grants';
import { liveUser } from '../../db/liveUser';
import { ensureIdsExist } from '../../db/ids';

const ORGANIZATION = moduleOf('organizational');

interface DeptRow {
  id: number;
  deptId: number;
  deptName: string;
  parentId: number | null;
  sort: number;
  kind: string;
  userCount: number;
}

/**
 * Puts the users `which` selects into a department (null: out of any), each change audited; a user's group
 * stays only when it is of that department.
 */
async function placeUsers(ctx: WriteContext, which: SQL | undefined, departmentId: number | null) {
  const moved = await ctx.tx
    .select({ id: users.id, departmentId: users.departmentId, groupId: users.groupId })
    .from(users)
    .where(which)
    .orderBy(users.id)
    .for('update');
  // A move is an act on each user, and a department or group scope moves with them: both must be the caller's.
  const ids = moved.map((u) => u.id);
  await ensureMayActOnUsers(ctx.tx, ctx.user, ctx.scope, ids);
  await ctx.tx
    .update(users)
    .set({
      departmentId,
      groupId: sql`case when ${users.departmentId} = ${departmentId} then ${users.groupId} end`,
      updatedAt: ctx.now,
    })
    .where(which);
  await ensureMayActOnUsers(ctx.tx, ctx.user, ctx.scope, ids);
  await recordAudit(
    ctx.tx,
    ctx.actor,
    moved.map((row) => ({
      action: 'update',
      entity: 'user',
      entityId: row.id,
      before: row,
      after: { departmentId },
    })),
  );
  return moved.length;
}

/** The organization's departments: a tree resource at the spec's `/api/crm/department/…`. */
export function departmentRoutes(app: AppContext) {
  return resourceRoutes<DeptRow, typeof deptListFilters, typeof deptSaveInput>(app, {
    path: 'department',
    endpoints: DEPARTMENT_ENDPOINTS,
    idField: 'deptId',
    entity: 'department',
    table: departments,
    id: departments.id,
    access: ORGANIZATION,
    query: (db) =>
      db
        .select({
          id: departments.id,
          deptId: departments.id,
          deptName: departments.name,
          parentId: departments.parentId,
          sort: departments.sort,
          kind: departments.kind,
          userCount: sql<number>`(select count(*) from ${users} where ${qualified(users.departmentId)}
            = ${qualified(departments.id)} and ${users.deletedAt} is null)`.mapWith(Number),
        })
        .from(departments)
        .$dynamic(),
    filters: deptListFilters,
    where: () => undefined,
    sorts: { sort: departments.sort },
    defaultSort: 'sort',
    tree: { parent: departments.parentId, children: 'childDept', move: moveDepartment },
    save: {
      input: deptSaveInput,
      unique: [
        {
          field: 'deptName',
          column: departments.name,
          within: { field: 'parentId', column: departments.parentId },
          message: 'duplicateDepartmentName',
        },
      ],
      values: async ({ deptName, parentId, sort }) => ({
        name: deptName,
        parentId: parentId ?? null,
        sort: sort ?? 0,
      }),
      answer: { create: (row) => ({ deptId: row.id }), edit: (row) => ({ deptId: row.id }) },
    },
    remove: {
      check: async (ctx, dept) => {
        const members = await ctx.tx.$count(users, and(liveUser, eq(users.departmentId, dept.id)));
        if (members) throw conflict('departmentHasUsers', { count: members });
        if (await ctx.tx.$count(operationGroups, eq(operationGroups.departmentId, dept.id))) {
          throw conflict('departmentHasGroups');
        }
      },
      // Deleted users keep no hold on the department they left.
      clear: (ctx, dept) =>
        ctx.tx
          .update(users)
          .set({ departmentId: null, groupId: null })
          .where(eq(users.departmentId, dept.id)),
    },
    commands: [
      {
        contract: addUserToDepartment,
        audit: 'members',
        run: async (ctx, dept, input) => {
          const userIds = input.userIds as number[];
          await ensureIdsExist(ctx.tx, 'users', userIds, 'userIds');
          await placeUsers(ctx, inArray(users.id, userIds), dept.id);
        },
      },
      {
        contract: removeUserFromDepartment,
        audit: 'members',
        run: async (ctx, dept, input) => {
          const which = and(eq(users.departmentId, dept.id), inArray(users.id, input.userIds as number[]));
          return { removed: await placeUsers(ctx, which, null) };
        },
      },
    ],
    related: [
      {
        endpoint: DEPARTMENT_MEMBERS,
        idField: 'deptId',
        input: paging,
        read: (db, dept, input) =>
          listWorkers(db, eq(users.departmentId, dept.id), input as z.output<z.ZodObject<typeof paging>>),
      },
    ],
  });
}
