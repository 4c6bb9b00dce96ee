import { moduleOf } from '@adops/common/menu';
import type { DataScope } from '@adops/common/scope';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  customerBudgetFilters,
  customerBudgetSaveInput,
  type CustomerBudgetRow,
} from '@adops/common/contract/creative';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { accountMonthly, adAccounts, customerBudgets, customers, departments, users } from '../../db/schema';
import { qualified } from '../../db/qualified';
import { containing } from '../../db/text';
import { thresholdSql } from '../../db/thresholds';
import { resourceRoutes } from '../../resources/resource';
import { scopeFilter } from '../../scope/dataScope';
import { monthStart, shanghaiDay } from '../../time';
import { monthToDateFee } from '../base/accountTotals';
import { accountScopeOn, customerScopeColumns } from '../base/visibility';

const BUDGETS = moduleOf('xhsCustomerBudget');

const sales = alias(users, 'sales');

type Stored = Omit<CustomerBudgetRow, 'used' | 'warning'> & { warnAt: number };

/** The customer's spend in `month` by the accounts `scope` sees: this month's so far, a closed month's whole. */
function monthFee(month: string, today: string, scope: DataScope) {
  const mine = sql`a.customer_id = ${qualified(customers.id)}
    and ${scopeFilter(scope, accountScopeOn('a')) ?? sql`true`}`;
  if (month === monthStart(today)) return monthToDateFee(mine, today);
  return sql<number>`(select coalesce(sum(m.fee), 0) from ${accountMonthly} m join ${adAccounts} a
    on a.id = m.account_id where ${mine} and m.month = ${month})`;
}

/**
 * xhsCustomerBudget: each customer the caller sees, with its budget for a month against that month's spend (the
 * accounts in scope), the share used, and a warning from the threshold `budgetWarning` on. A row is a customer
 * (its id the customer's); a save sets the budget of the month it names (0 clears it).
 */
export function customerBudgetRoutes(app: AppContext) {
  const query = (db: Executor, { scope, filters }: { scope: DataScope; filters: { month?: string } }) => {
    const today = shanghaiDay(app.clock.now());
    const month = filters.month ?? monthStart(today);
    return db
      .select({
        id: customers.id,
        customerName: customers.name,
        departmentName: departments.name,
        salesName: sales.name,
        month: sql<string>`${month}::text`.as('budget_month'),
        budget: customerBudgets.budget,
        fee: monthFee(month, today, scope).mapWith(Number).as('month_fee'),
        warnAt: thresholdSql('budgetWarning').mapWith(Number).as('warn_at'),
      })
      .from(customers)
      .leftJoin(
        customerBudgets,
        and(eq(customerBudgets.customerId, customers.id), eq(customerBudgets.month, month)),
      )
      .leftJoin(departments, eq(departments.id, customers.departmentId))
      .leftJoin(sales, eq(sales.id, customers.salesId))
      .$dynamic();
  };

  return resourceRoutes<Stored, typeof customerBudgetFilters, typeof customerBudgetSaveInput>(app, {
    path: 'customerBudget',
    entity: 'customer',
    table: customerBudgets,
    id: customers.id,
    access: BUDGETS,
    query,
    scope: customerScopeColumns,
    filters: customerBudgetFilters,
    where: (f) => (f.departmentId ? eq(customers.departmentId, f.departmentId) : undefined),
    keyword: (text) => ilike(customers.name, containing(text)),
    sorts: {
      customerName: customers.name,
      budget: customerBudgets.budget,
      fee: sql`month_fee`,
    },
    defaultSort: '-fee',
    present: ({ warnAt, ...row }): CustomerBudgetRow => {
      const used = row.budget ? row.fee / row.budget : null;
      return { ...row, used, warning: used !== null && used >= warnAt };
    },
    save: {
      input: customerBudgetSaveInput,
      editOnly: true,
      readBy: ['month'],
      values: async () => ({}),
      async after(ctx, _before, row, { month, budget }) {
        const key = and(eq(customerBudgets.customerId, row.id), eq(customerBudgets.month, month));
        if (!budget) {
          await ctx.tx.delete(customerBudgets).where(key);
          return;
        }
        await ctx.tx
          .insert(customerBudgets)
          .values({ customerId: row.id, month, budget })
          .onConflictDoUpdate({
            target: [customerBudgets.customerId, customerBudgets.month],
            set: { budget },
          });
      },
    },
  });
}
