import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  baseAccountListInput,
  baseCustomerListInput,
  type BaseCustomer,
  baseUserListInput,
  type BaseAccount,
  type BaseCategory,
  type BaseUser,
  type BaseGroup,
} from '@adops/common/contract/department';
import type { DataScope } from '@adops/common/scope';
import type { AppContext } from '../../context';
import { accountCategories, adAccounts, customers, operationGroups, users } from '../../db/schema';
import { containing } from '../../db/text';
import { route } from '../../http/route';
import { scopeFilter } from '../../scope/dataScope';
import { nest } from '../../resources/tree';
import { accountScopeColumns, customerScopeColumns, visibleDepartments, visibleUsers } from './visibility';

/**
 * Lookup lists for filters and pickers: any signed-in user, always within their data scope, so that a filter
 * works on every page its user can open (an operator filters by customer without the customers page).
 */
export function baseRoutes(app: AppContext) {
  /**
   * A lookup's rows are the catalog's (names and placements) within a scope: answered once per scope and input
   * until the catalog moves (reports/cache), as staff arriving at once all open the same pickers.
   */
  const kept = async <T>(
    name: string,
    params: unknown,
    scope: () => Promise<DataScope>,
    read: (caller: DataScope) => Promise<T>,
  ) => {
    const caller = await scope();
    return app.results.answer({ name: `lookup.${name}`, params, scope: caller }, () => read(caller));
  };
  return [
    route({
      method: 'GET',
      url: '/api/crm/base/department/getList',
      access: 'session',
      handler: ({ scope }) =>
        kept('departments', null, scope, async (caller) =>
          nest(
            (await visibleDepartments(app.db, caller)).map((d) => ({ ...d, id: d.deptId })),
            { children: 'childDept' },
          ),
        ),
    }),

    route({
      method: 'GET',
      url: '/api/crm/base/group/getList',
      access: 'session',
      handler: ({ scope }): Promise<BaseGroup[]> =>
        kept('groups', null, scope, async (caller) => {
          const visible = (await visibleDepartments(app.db, caller)).map((d) => d.deptId);
          if (!visible.length) return [];
          return app.db
            .select({
              id: operationGroups.id,
              name: operationGroups.name,
              departmentId: operationGroups.departmentId,
            })
            .from(operationGroups)
            .where(inArray(operationGroups.departmentId, visible))
            .orderBy(asc(operationGroups.sort), asc(operationGroups.id));
        }),
    }),

    route({
      method: 'GET',
      url: '/api/crm/base/department/user/getList',
      access: 'session',
      input: baseUserListInput,
      handler: ({ input, scope }): Promise<BaseUser[]> =>
        kept('users', input, scope, (caller) =>
          app.db
            .select({
              id: users.id,
              username: users.username,
              name: users.name,
              departmentId: users.departmentId,
              groupId: users.groupId,
            })
            .from(users)
            .where(
              and(
                visibleUsers(caller),
                input.deptId ? eq(users.departmentId, input.deptId) : undefined,
                input.groupId ? eq(users.groupId, input.groupId) : undefined,
              ),
            )
            .orderBy(asc(users.id)),
        ),
    }),

    route({
      method: 'GET',
      url: '/api/crm/base/department/account/getList',
      access: 'session',
      input: baseAccountListInput,
      handler: async ({ input, scope }): Promise<BaseAccount[]> =>
        app.db
          .select({
            id: adAccounts.id,
            name: adAccounts.name,
            platformId: adAccounts.platformId,
            customerId: adAccounts.customerId,
            operatorId: adAccounts.operatorId,
            departmentId: adAccounts.departmentId,
            groupId: adAccounts.groupId,
          })
          .from(adAccounts)
          .where(
            and(
              scopeFilter(await scope(), accountScopeColumns),
              input.deptId ? eq(adAccounts.departmentId, input.deptId) : undefined,
              input.groupId ? eq(adAccounts.groupId, input.groupId) : undefined,
              input.operatorId ? eq(adAccounts.operatorId, input.operatorId) : undefined,
              input.keyword
                ? or(
                    ilike(adAccounts.name, containing(input.keyword)),
                    ilike(adAccounts.platformId, containing(input.keyword)),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(adAccounts.id))
          .limit(input.pageSize ?? Number.MAX_SAFE_INTEGER),
    }),

    route({
      method: 'GET',
      url: '/api/crm/base/customer/getList',
      access: 'session',
      input: baseCustomerListInput,
      handler: ({ input, scope }): Promise<BaseCustomer[]> =>
        kept('customers', input, scope, (caller) =>
          app.db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(
              and(
                scopeFilter(caller, customerScopeColumns),
                input.id ? eq(customers.id, input.id) : undefined,
                input.keyword ? ilike(customers.name, containing(input.keyword)) : undefined,
              ),
            )
            .orderBy(asc(customers.name), asc(customers.id))
            .limit(input.limit),
        ),
    }),

    route({
      method: 'GET',
      url: '/api/crm/base/category/getList',
      access: 'session',
      handler: (): Promise<BaseCategory[]> =>
        app.db
          .select({
            id: accountCategories.id,
            name: accountCategories.name,
            parentId: accountCategories.parentId,
          })
          .from(accountCategories)
          .orderBy(asc(accountCategories.sort), asc(accountCategories.id)),
    }),
  ];
}
