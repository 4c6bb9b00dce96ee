import { moduleOf } from '@adops/common/menu';
import type { DataScope } from '@adops/common/scope';
import { and, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { operatorFilters, setOperatorTarget, type OperatorRow } from '@adops/common/contract/operator';
import { ROLE } from '@adops/common/roles';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { adAccounts, departments, operationGroups, targets, userRoles, users } from '../../db/schema';
import { accountTotals } from '../base/accountTotals';
import { resourceRoutes, type WriteContext } from '../../resources/resource';
import { monthStart, shanghaiDay } from '../../time';
import { writeTarget } from '../../targets/writeTarget';
import { userScopeColumns } from '../base/visibility';
import { liveUser } from '../../db/liveUser';

const OPERATORS = moduleOf('xhsOperateManage');

/** An operator runs accounts, or holds the operator or group-lead role. */
const isOperator = or(
  exists(sql`(select 1 from ${adAccounts} a where a.operator_id = ${qualified(users.id)})`),
  exists(
    sql`(select 1 from ${userRoles} ur where ur.user_id = ${qualified(users.id)}
      and ur.role_id in ${[ROLE.OPERATOR, ROLE.GROUP_LEAD]})`,
  ),
);

export function operatorRoutes(app: AppContext) {
  const query = (db: Executor, { scope }: { scope: DataScope }) => {
    const today = shanghaiDay(app.clock.now());
    const month = monthStart(today);
    return db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        departmentId: users.departmentId,
        departmentName: departments.name,
        groupId: users.groupId,
        groupName: operationGroups.name,
        ...accountTotals('operator_id', users.id, today, scope),
        monthTarget: sql<number | null>`(select t.amount from ${targets} t where t.scope = 'operator'
            and t.scope_id = ${qualified(users.id)} and t.period = 'month' and t.period_start = ${month})`
          .mapWith((v) => (v === null ? null : Number(v)))
          .as('month_target'),
      })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .leftJoin(operationGroups, eq(operationGroups.id, users.groupId))
      .$dynamic();
  };

  return resourceRoutes<OperatorRow, typeof operatorFilters, z.ZodObject>(app, {
    path: 'operator',
    entity: 'user',
    table: users,
    id: users.id,
    access: OPERATORS,
    query,
    scope: userScopeColumns,
    filters: operatorFilters,
    where: (f) =>
      and(
        liveUser,
        isOperator,
        f.departmentId ? eq(users.departmentId, f.departmentId) : undefined,
        f.groupId ? eq(users.groupId, f.groupId) : undefined,
      ),
    keyword: (text) => or(ilike(users.name, `%${text}%`), ilike(users.username, `%${text}%`)),
    sorts: {
      id: users.id,
      name: users.name,
      accountCount: sql`account_count`,
      monthFee: sql`month_fee`,
      monthTarget: sql`month_target`,
    },
    defaultSort: 'id',
    commands: [{ contract: setOperatorTarget, audit: 'target', run: saveTarget }],
  });
}

/** Sets the operator's target for a month. */
function saveTarget(ctx: WriteContext, operator: OperatorRow, input: Record<string, unknown>) {
  const { month, amount } = input as z.output<typeof setOperatorTarget.input>;
  const key = { scope: 'operator', scopeId: operator.id, period: 'month', periodStart: month } as const;
  return writeTarget(ctx, key, amount);
}
