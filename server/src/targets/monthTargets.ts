import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { targets, users } from '../db/schema';
import { scopeFilter } from '../scope/dataScope';
import { userScopeColumns } from '../modules/base/visibility';
import { liveUser } from '../db/liveUser';

/**
 * A team's month target, the one definition every page uses: the sum of the month targets of the operators it
 * covers (the targets set on the operators' page), within the caller's data scope, so that a group's target is
 * what its operators' rows add up to. A customer's target is its own.
 */
export type TeamLevel = 'department' | 'group' | 'operator';

const LEVEL_COLUMN = { department: users.departmentId, group: users.groupId, operator: users.id } as const;

export interface TeamFilter {
  deptId?: number | null;
  groupId?: number | null;
  operatorId?: number | null;
}

/**
 * The month's targets of the operators within `scope` and `filter`, summed per team of `by` (a department, a
 * group, an operator; null: all of them as one, keyed null). A team with no operator's target is not in the map.
 */
export async function teamTargets(
  db: Executor,
  month: string,
  scope: DataScope,
  by: TeamLevel | null,
  filter: TeamFilter = {},
  ids?: number[] | null,
): Promise<Map<number | null, number>> {
  const team = by ? LEVEL_COLUMN[by] : sql`null::int`;
  const conditions: (SQL | undefined)[] = [
    liveUser,
    scopeFilter(scope, userScopeColumns),
    filter.deptId ? eq(users.departmentId, filter.deptId) : undefined,
    filter.groupId ? eq(users.groupId, filter.groupId) : undefined,
    filter.operatorId ? eq(users.id, filter.operatorId) : undefined,
    by && ids ? (ids.length ? sql`${LEVEL_COLUMN[by]} in ${ids}` : sql`false`) : undefined,
  ];
  const rows = await queryRows<{ team: number | null; amount: string | null }>(
    db,
    sql`select ${team} as team, sum(${targets.amount}) as amount
        from ${targets} join ${users} on ${users.id} = ${targets.scopeId}
        where ${targets.scope} = 'operator' and ${targets.period} = 'month' and ${targets.periodStart} = ${month}
          and ${and(...conditions)}
        group by 1`,
  );
  return new Map(
    rows
      .filter((r) => r.amount !== null)
      .map((r) => [r.team === null ? null : Number(r.team), Number(r.amount)]),
  );
}

/** The month's targets of customers, by customer id. */
export async function customerTargets(
  db: Executor,
  month: string,
  ids: number[] | null,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; amount: string }>(
    db,
    sql`select scope_id as id, amount from ${targets}
        where scope = 'customer' and period = 'month' and period_start = ${month}
          and ${ids === null ? sql`true` : ids.length ? sql`scope_id in ${ids}` : sql`false`}`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.amount)]));
}
