import { moduleOf } from '@adops/common/menu';
import { eq, ilike, sql } from 'drizzle-orm';
import {
  operationGroupFilters,
  operationGroupSaveInput,
  type OperationGroupRow,
} from '@adops/common/contract/department';
import type { AppContext } from '../../context';
import { qualified } from '../../db/qualified';
import { adAccounts, departments, operationGroups, users } from '../../db/schema';
import { containing } from '../../db/text';
import { conflict } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';

const ORGANIZATION = moduleOf('organizational');

const countOf = (table: typeof users | typeof adAccounts, live: boolean) =>
  sql<number>`(select count(*) from ${table} where ${qualified(table.groupId)} = ${qualified(operationGroups.id)}
    ${live ? sql`and ${qualified(users.deletedAt)} is null` : sql``})`.mapWith(Number);

/** Operation groups, the teams of operators within a department: `/api/crm/operationGroup/…`. */
export function operationGroupRoutes(app: AppContext) {
  return resourceRoutes<OperationGroupRow, typeof operationGroupFilters, typeof operationGroupSaveInput>(
    app,
    {
      path: 'operationGroup',
      entity: 'group',
      table: operationGroups,
      id: operationGroups.id,
      access: ORGANIZATION,
      query: (db) =>
        db
          .select({
            id: operationGroups.id,
            name: operationGroups.name,
            departmentId: operationGroups.departmentId,
            departmentName: departments.name,
            sort: operationGroups.sort,
            userCount: countOf(users, true).as('user_count'),
            accountCount: countOf(adAccounts, false).as('account_count'),
          })
          .from(operationGroups)
          .innerJoin(departments, eq(departments.id, operationGroups.departmentId))
          .$dynamic(),
      filters: operationGroupFilters,
      where: (f) => (f.departmentId ? eq(operationGroups.departmentId, f.departmentId) : undefined),
      keyword: (text) => ilike(operationGroups.name, containing(text)),
      sorts: {
        id: operationGroups.id,
        name: operationGroups.name,
        sort: operationGroups.sort,
        userCount: sql`user_count`,
        accountCount: sql`account_count`,
      },
      defaultSort: 'sort',
      save: {
        input: operationGroupSaveInput,
        references: { departmentId: 'department' },
        unique: [{ field: 'name', column: operationGroups.name, message: 'duplicateGroupName' }],
        values: async ({ name, departmentId, sort }) => ({ name, departmentId, sort }),
      },
      remove: {
        check: async (_ctx, group) => {
          const held = group.userCount + group.accountCount;
          if (held) throw conflict('groupInUse', { users: group.userCount, accounts: group.accountCount });
        },
      },
    },
  );
}
