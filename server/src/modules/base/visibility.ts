import { and, asc, or, sql } from 'drizzle-orm';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../../db/client';
import { adAccounts, customers, departments, users } from '../../db/schema';
import { scopeFilter, type ScopeColumns } from '../../scope/dataScope';
import { liveUser } from '../../db/liveUser';
import { qualified } from '../../db/qualified';

/** How a scope reads on the ad-account table: own customers reach accounts through the customer's sales owner. */
export const accountScopeColumns: ScopeColumns = {
  department: adAccounts.departmentId,
  group: adAccounts.groupId,
  operator: adAccounts.operatorId,
  sales: sql`(select ${qualified(customers.salesId)} from ${customers} where ${qualified(customers.id)} = ${qualified(adAccounts.customerId)})`,
};

/**
 * How a scope reads on ad-account rows under another name (`a` in a subquery or a report's fact rows). Own
 * customers are the accounts of the sales person's customers, picked by their customer: a condition the planner
 * can read the rows of those customers by, where a customer's owner looked up row by row is asked of every row.
 */
export const accountScopeOn = (alias: string): ScopeColumns => ({
  department: sql.raw(`${alias}.department_id`),
  group: sql.raw(`${alias}.group_id`),
  operator: sql.raw(`${alias}.operator_id`),
  sales: (ids) => sql`${sql.raw(alias)}.customer_id in (select id from customers where sales_id in ${ids})`,
});

/** A customer is also visible through an account of it that the scope can see. */
const hasAccountWhere = (column: 'operator_id' | 'group_id' | 'department_id') => (ids: number[]) =>
  sql`exists (select 1 from ${adAccounts} a where a.customer_id = ${qualified(customers.id)}
    and a.${sql.raw(column)} in ${ids})`;

/** How a scope reads on the customer table: its department or sales owner, or an account of it in scope. */
export const customerScopeColumns: ScopeColumns = {
  department: (ids) =>
    or(sql`${qualified(customers.departmentId)} in ${ids}`, hasAccountWhere('department_id')(ids))!,
  group: hasAccountWhere('group_id'),
  operator: hasAccountWhere('operator_id'),
  sales: customers.salesId,
};

/** A user is visible to a scope through their department, group, or being the very operator or sales owner. */
export const userScopeColumns: ScopeColumns = {
  department: users.departmentId,
  group: users.groupId,
  operator: users.id,
  sales: users.id,
};

export interface VisibleDepartment {
  deptId: number;
  deptName: string;
  parentId: number | null;
  accountCount: number;
}

/** Departments within the scope itself, or holding an account or a user the scope can see. */
export async function visibleDepartments(db: Executor, scope: DataScope): Promise<VisibleDepartment[]> {
  const accountsVisible = scopeFilter(scope, accountScopeColumns);
  const usersVisible = scopeFilter(scope, userScopeColumns);
  const rows = await db
    .select({
      deptId: departments.id,
      deptName: departments.name,
      parentId: departments.parentId,
      sort: departments.sort,
      accountCount:
        sql<number>`(select count(*) from ${adAccounts} where ${qualified(adAccounts.departmentId)} = ${qualified(departments.id)}
        and ${accountsVisible ?? sql`true`})`.mapWith(Number),
      userVisible: sql<boolean>`exists (select 1 from ${users} where ${qualified(users.departmentId)} = ${qualified(departments.id)}
        and ${qualified(users.deletedAt)} is null and ${usersVisible ?? sql`true`})`,
    })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));
  return rows
    .filter((d) => scope.all || scope.departmentIds.includes(d.deptId) || d.accountCount > 0 || d.userVisible)
    .map(({ deptId, deptName, parentId, accountCount }) => ({ deptId, deptName, parentId, accountCount }));
}

export const visibleUsers = (scope: DataScope) => and(liveUser, scopeFilter(scope, userScopeColumns));
