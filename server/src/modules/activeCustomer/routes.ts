import { moduleOf } from '@adops/common/menu';
import { and, between, countDistinct, eq, gt, gte, lte, max, sql, sum } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  activeCustomerFilters,
  activeStatsQuery,
  MAX_ACTIVE_MONTHS,
  monthIndex,
  type ActiveCounts,
  type ActiveCustomerRow,
  type ActiveStats,
} from '@adops/common/contract/activeCustomer';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { accountDaily, accountMonthly, adAccounts, customers, departments, users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { route } from '../../http/route';
import { resourceRoutes } from '../../resources/resource';
import { scopeFilter } from '../../scope/dataScope';
import { addDays, monthStart, shanghaiDay } from '../../time';
import { accountScopeColumns } from '../base/visibility';

const ACTIVE_CUSTOMERS = moduleOf('xhsActiveCustomers');

/** Months shown when the caller names none: this one and the five before. */
const DEFAULT_MONTHS = 6;

const sales = alias(users, 'sales');
const num = (value: unknown) => Number(value ?? 0);

const monthOf = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/** Each month ('YYYY-MM-01') from start to end. */
export const monthsBetween = (start: string, end: string) =>
  Array.from({ length: monthIndex(end) - monthIndex(start) + 1 }, (_, i) => monthOf(monthIndex(start) + i));

/** The customer's first spend falls on or after `first`. */
const freshSince = (first: string) => sql<boolean>`coalesce(${customers.firstSpendDay} >= ${first}, false)`;

export function activeCustomerRoutes(app: AppContext) {
  const today = () => shanghaiDay(app.clock.now());

  const list = resourceRoutes<ActiveCustomerRow, typeof activeCustomerFilters, z.ZodObject>(app, {
    path: 'activeCustomer',
    entity: 'customer',
    table: customers,
    id: customers.id,
    access: ACTIVE_CUSTOMERS,
    query: (db: Executor, { scope, filters }) => {
      const last = addDays(today(), -1);
      const first = addDays(last, 1 - filters.days);
      // The scope applies to the accounts, before they are summed per customer.
      const spent = db
        .select({
          customerId: adAccounts.customerId,
          activeAccounts: countDistinct(accountDaily.accountId).as('active_accounts'),
          fee: sum(accountDaily.fee).as('fee'),
          lastSpendDay: max(accountDaily.day).as('last_spend_day'),
        })
        .from(accountDaily)
        .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
        .where(
          and(
            between(accountDaily.day, first, last),
            gt(accountDaily.fee, 0),
            scopeFilter(scope, accountScopeColumns),
            filters.departmentId ? eq(adAccounts.departmentId, filters.departmentId) : undefined,
            filters.operatorId ? eq(adAccounts.operatorId, filters.operatorId) : undefined,
          ),
        )
        .groupBy(adAccounts.customerId)
        .as('spent');
      const fresh = freshSince(first);
      return db
        .select({
          id: customers.id,
          name: customers.name,
          departmentId: customers.departmentId,
          departmentName: departments.name,
          salesName: sales.name,
          activeAccounts: sql<number>`${spent.activeAccounts}`.mapWith(Number),
          fee: sql<number>`${spent.fee}`.mapWith(Number),
          lastSpendDay: spent.lastSpendDay,
          firstSpendDay: customers.firstSpendDay,
          fresh,
        })
        .from(customers)
        .innerJoin(spent, eq(spent.customerId, customers.id))
        .leftJoin(departments, eq(departments.id, customers.departmentId))
        .leftJoin(sales, eq(sales.id, customers.salesId))
        .$dynamic();
    },
    // Already applied to the accounts inside the query: every row here is the caller's to see.
    scope: {
      department: () => sql`true`,
      group: () => sql`true`,
      operator: () => sql`true`,
      sales: () => sql`true`,
    },
    filters: activeCustomerFilters,
    // Filters on the summed rows; the engine's where replaces any the query set.
    where: (f) => {
      if (!f.fresh) return undefined;
      const fresh = freshSince(addDays(today(), -f.days));
      return f.fresh === 'new' ? fresh : sql`not ${fresh}`;
    },
    keyword: (text) => sql`${customers.name} ilike ${`%${text}%`}`,
    sorts: {
      id: customers.id,
      name: customers.name,
      fee: sql`fee`,
      activeAccounts: sql`active_accounts`,
      lastSpendDay: sql`last_spend_day`,
      firstSpendDay: customers.firstSpendDay,
    },
    defaultSort: '-fee',
  });

  const stats = route({
    method: 'GET',
    url: '/api/crm/activeCustomer/stats',
    access: ACTIVE_CUSTOMERS,
    input: activeStatsQuery,
    handler: async ({ input, scope }): Promise<ActiveStats> => {
      const end = input.end ?? monthStart(today());
      const start = input.start ?? monthOf(monthIndex(end) - (DEFAULT_MONTHS - 1));
      // A range with one end given is checked here: the default end is this month.
      if (monthIndex(start) > monthIndex(end) || monthIndex(end) - monthIndex(start) >= MAX_ACTIVE_MONTHS)
        throw invalidField('start', 'monthRange');
      const months = monthsBetween(start, end);
      const visible = scopeFilter(await scope(), accountScopeColumns);
      const key: PgColumn = input.by === 'department' ? adAccounts.departmentId : adAccounts.operatorId;

      const counted = (byKey: boolean) =>
        app.db
          .select({
            key: byKey ? key : sql<null>`null`,
            month: accountMonthly.month,
            active: countDistinct(adAccounts.customerId),
            fresh:
              sql<number>`count(distinct ${adAccounts.customerId}) filter (where ${customers.firstSpendDay} >= ${accountMonthly.month})`.mapWith(
                Number,
              ),
          })
          .from(accountMonthly)
          .innerJoin(adAccounts, eq(adAccounts.id, accountMonthly.accountId))
          .innerJoin(customers, eq(customers.id, adAccounts.customerId))
          .where(
            and(
              gte(accountMonthly.month, start),
              lte(accountMonthly.month, end),
              gt(accountMonthly.fee, 0),
              visible,
            ),
          )
          .groupBy(...(byKey ? [key, accountMonthly.month] : [accountMonthly.month]));

      const [byKey, totals, names] = await Promise.all([
        counted(true),
        counted(false),
        input.by === 'department'
          ? app.db.select({ id: departments.id, name: departments.name }).from(departments)
          : app.db.select({ id: users.id, name: users.name }).from(users),
      ]);
      const nameOf = new Map(names.map((n) => [n.id, n.name]));
      const series = (rows: { month: string; active: number; fresh: number }[]): ActiveCounts[] =>
        months.map((month) => {
          const row = rows.find((r) => r.month === month);
          const active = num(row?.active);
          const fresh = num(row?.fresh);
          return { month, active, fresh, returning: active - fresh };
        });
      const keys = [...new Set(byKey.map((r) => r.key as number | null))];
      const rows = keys
        .map((k) => ({
          key: k,
          name: k === null ? null : (nameOf.get(k) ?? null),
          counts: series(byKey.filter((r) => r.key === k)),
        }))
        .sort((a, b) => sumActive(b.counts) - sumActive(a.counts) || (a.key ?? 0) - (b.key ?? 0));
      return { months, rows, total: series(totals) };
    },
  });

  return [...list, stats];
}

const sumActive = (counts: ActiveCounts[]) => counts.reduce((s, c) => s + c.active, 0);
