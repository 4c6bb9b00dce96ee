import { moduleOf } from '@adops/common/menu';
import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** Users who join a department leave their group unless it is the department's own. */
async function addMembers(ctx: WriteContext, dept: DeptRow, userIds: number[]) {
  await ensureIdsExist(ctx.tx, 'users', userIds, 'userIds');
  const before = await ctx.tx
    .select({ id: users.id, departmentId: users.departmentId, groupId: users.groupId })
    .from(users)
    .where(inArray(users.id, userIds));
  await ctx.tx
    .update(users)
    .set({
      departmentId: dept.id,
      groupId: sql`case when ${users.departmentId} = ${dept.id} then ${users.groupId} end`,
      updatedAt: ctx.now,
    })
    .where(inArray(users.id, userIds));
  await recordAudit(
    ctx.tx,
    ctx.actor,
    before.map((row) => ({
      action: 'update',
      entity: 'user',
      entityId: row.id,
      before: row,
      after: { departmentId: dept.id },
    })),
  );
}

async function removeMembers(ctx: WriteContext, dept: DeptRow, userIds: number[]) {
  const removed = await ctx.tx
    .update(users)
    .set({ departmentId: null, groupId: null, updatedAt: ctx.now })
    .where(and(eq(users.departmentId, dept.id), inArray(users.id, userIds)))
    .returning({ id: users.id });
  await recordAudit(
    ctx.tx,
    ctx.actor,
    removed.map((row) => ({
      action: 'update',
      entity: 'user',
      entityId: row.id,
      before: { departmentId: dept.id },
      after: { departmentId: null },
    })),
  );
  return { removed: removed.length };
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
        run: (ctx, dept, input) => addMembers(ctx, dept, input.userIds as number[]),
      },
      {
        contract: removeUserFromDepartment,
        audit: 'members',
        run: (ctx, dept, input) => removeMembers(ctx, dept, input.userIds as number[]),
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
