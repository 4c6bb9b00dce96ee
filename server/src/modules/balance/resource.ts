import { moduleOf } from '@adops/common/menu';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { balanceFilters, type BalanceRow } from '@adops/common/contract/account';
import { AVERAGE_DAYS } from '@adops/common/thresholds';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { accountDaily, adAccounts, balanceSnapshots, customers, departments, users } from '../../db/schema';
import { resourceRoutes } from '../../resources/resource';
import { addDays, shanghaiDay } from '../../time';
import { runwayDays } from '../../db/runway';
import { thresholdSql } from '../../db/thresholds';

const BALANCES = moduleOf('xhsAccountBalance');

const operator = alias(users, 'operator');

/** Every account's latest balance, its average spend over the last closed days, and the days it lasts. */
export function balanceResource(app: AppContext) {
  const averageDays = AVERAGE_DAYS;

  const parts = (db: QueryBuilder) => {
    const yesterday = addDays(shanghaiDay(app.clock.now()), -1);
    const latest = db
      .selectDistinctOn([balanceSnapshots.accountId], {
        accountId: balanceSnapshots.accountId,
        day: balanceSnapshots.day,
        cash: balanceSnapshots.cash,
        grant: balanceSnapshots.grant,
        credit: balanceSnapshots.credit,
        frozen: balanceSnapshots.frozen,
        available: balanceSnapshots.available,
      })
      .from(balanceSnapshots)
      .orderBy(balanceSnapshots.accountId, desc(balanceSnapshots.day))
      .as('latest');
    const recent = db
      .select({
        accountId: accountDaily.accountId,
        total: sql<number>`sum(${accountDaily.fee})`.as('recent_total'),
      })
      .from(accountDaily)
      .where(between(accountDaily.day, addDays(yesterday, 1 - averageDays), yesterday))
      .groupBy(accountDaily.accountId)
      .as('recent');
    const averageFee = sql<number>`coalesce(${recent.total}, 0) / ${averageDays}::numeric`;
    const runway = runwayDays(latest.available, sql`coalesce(${recent.total}, 0)`, averageDays);
    return { latest, recent, averageFee, runway };
  };

  /** The rows as a derived table, so that filters, sorting and the scope can use its computed columns. */
  const rows = (db = new QueryBuilder()) => {
    const { latest, recent, averageFee, runway } = parts(db);
    return db
      .select({
        id: adAccounts.id,
        departmentId: adAccounts.departmentId,
        groupId: adAccounts.groupId,
        operatorId: adAccounts.operatorId,
        customerId: adAccounts.customerId,
        salesId: customers.salesId,
        platformId: adAccounts.platformId,
        name: adAccounts.name,
        customerName: sql<string | null>`${customers.name}`.as('customer_name'),
        operatorName: sql<string | null>`${operator.name}`.as('operator_name'),
        departmentName: sql<string | null>`${departments.name}`.as('department_name'),
        product: adAccounts.product,
        day: latest.day,
        cash: sql<number>`coalesce(${latest.cash}, 0)`.mapWith(Number).as('cash'),
        grant: sql<number>`coalesce(${latest.grant}, 0)`.mapWith(Number).as('grant'),
        credit: sql<number>`coalesce(${latest.credit}, 0)`.mapWith(Number).as('credit'),
        frozen: sql<number>`coalesce(${latest.frozen}, 0)`.mapWith(Number).as('frozen'),
        available: sql<number>`coalesce(${latest.available}, 0)`.mapWith(Number).as('available'),
        averageFee: sql<number>`round(${averageFee})`.mapWith(Number).as('average_fee'),
        runway: runway.mapWith((v) => (v === null ? null : Number(v))).as('runway'),
        low: sql<boolean>`coalesce(${runway} < ${thresholdSql('lowBalanceDays')}, false)`.as('low'),
      })
      .from(adAccounts)
      .leftJoin(latest, eq(latest.accountId, adAccounts.id))
      .leftJoin(recent, eq(recent.accountId, adAccounts.id))
      .leftJoin(customers, eq(customers.id, adAccounts.customerId))
      .leftJoin(operator, eq(operator.id, adAccounts.operatorId))
      .leftJoin(departments, eq(departments.id, adAccounts.departmentId))
      .as('balances');
  };
  // The derived table is only SQL: built without a database, once for column references, once per request.
  const view = rows();
  const query = (db: Executor) => db.select().from(rows()).$dynamic();

  return resourceRoutes<BalanceRow, typeof balanceFilters, z.ZodObject>(app, {
    path: 'balance',
    entity: 'account',
    table: adAccounts,
    id: view.id,
    access: BALANCES,
    query,
    scope: {
      department: view.departmentId,
      group: view.groupId,
      operator: view.operatorId,
      sales: view.salesId,
    },
    filters: balanceFilters,
    where: (f) =>
      and(
        f.departmentId ? eq(view.departmentId, f.departmentId) : undefined,
        f.operatorId ? eq(view.operatorId, f.operatorId) : undefined,
        f.customerId ? eq(view.customerId, f.customerId) : undefined,
        f.product ? eq(view.product, f.product) : undefined,
        f.lowOnly ? eq(view.low, true) : undefined,
      ),
    keyword: (text) => sql`(${view.name} ilike ${`%${text}%`} or ${view.platformId} ilike ${`%${text}%`})`,
    sorts: {
      id: view.id,
      name: view.name,
      available: view.available,
      averageFee: view.averageFee,
      // Accounts that spend nothing have no runway: last either way.
      runway: sql`(${view.runway} is null), ${view.runway}`,
    },
    defaultSort: 'runway',
  });
}
