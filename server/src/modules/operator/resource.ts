import { moduleOf } from '@adops/common/menu';
import type { DataScope } from '@adops/common/scope';
import { and, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { operatorFilters, operatorTargetInput, type OperatorRow } from '@adops/common/contract/operator';
import { ROLE } from '@adops/common/roles';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { adAccounts, departments, operationGroups, targets, userRoles, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { accountTotals } from '../base/accountTotals';
import { resourceRoutes } from '../../resources/resource';
import { scopeFilter } from '../../scope/dataScope';
import { monthStart, shanghaiDay } from '../../time';
import { recordAudit } from '../audit/audit';
import { userScopeColumns } from '../base/visibility';
import { liveUser } from '../sys/workers';

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

  return [
    ...resourceRoutes<OperatorRow, typeof operatorFilters, z.ZodObject>(app, {
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
    }),

    route({
      method: 'POST',
      url: '/api/crm/operator/saveTarget',
      access: OPERATORS,
      input: operatorTargetInput,
      handler: async ({ input, scope, actor }) => {
        const [operator] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.operatorId), liveUser, scopeFilter(await scope(), userScopeColumns)));
        if (!operator) throw notFound('user', input.operatorId);
        return app.db.transaction(async (tx) => {
          const key = and(
            eq(targets.scope, 'operator'),
            eq(targets.scopeId, operator.id),
            eq(targets.period, 'month'),
            eq(targets.periodStart, input.month),
          );
          const [before] = await tx.select().from(targets).where(key);
          const now = new Date(app.clock.now());
          const [after] = before
            ? await tx
                .update(targets)
                .set({ amount: input.amount, updatedAt: now })
                .where(inArray(targets.id, [before.id]))
                .returning()
            : await tx
                .insert(targets)
                .values({
                  scope: 'operator',
                  scopeId: operator.id,
                  period: 'month',
                  periodStart: input.month,
                  amount: input.amount,
                  updatedAt: now,
                })
                .returning();
          await recordAudit(tx, actor, {
            action: before ? 'update' : 'create',
            entity: 'target',
            entityId: after!.id,
            before,
            after,
          });
          return after;
        });
      },
    }),
  ];
}
