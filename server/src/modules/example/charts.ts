import { and, between, desc, eq, sql, sum } from 'drizzle-orm';
import { PRODUCTS, type Product } from '@adops/common/business';
import {
  EXAMPLE_CHART_ACCOUNTS,
  EXAMPLE_CHART_MONTHS,
  exampleChartsQuery,
  type ExampleCharts,
} from '@adops/common/contract/exampleCharts';
import { moduleOf } from '@adops/common/menu';
import type { DataScope } from '@adops/common/scope';
import type { AppContext } from '../../context';
import { accountDaily, accountMonthly, adAccounts } from '../../db/schema';
import { route } from '../../http/route';
import { scopeFilter } from '../../scope/dataScope';
import { addDays, monthStart, shanghaiDay } from '../../time';
import { accountScopeColumns } from '../base/visibility';

const total = (column: Parameters<typeof sum>[0]) => sql<number>`coalesce(${sum(column)}, 0)`.mapWith(Number);

const noSpend = (): Record<Product, number> =>
  Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;

/** The first days of the `count` months up to `day`'s, the oldest first. */
export function monthsUpTo(day: string, count: number): string[] {
  const months = [monthStart(day)];
  while (months.length < count) months.unshift(monthStart(addDays(months[0]!, -1)));
  return months;
}

/** The charts sample page's spend: by product and day, by product and month, and the biggest accounts. */
export function exampleChartsRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/crm/example/charts',
      access: moduleOf('charts'),
      input: exampleChartsQuery,
      handler: async ({ input, scope }): Promise<ExampleCharts> => {
        const resolved = await scope();
        const yesterday = addDays(shanghaiDay(app.clock.now()), -1);
        const params = { yesterday, days: input.days };
        return app.results.answer({ name: 'exampleCharts', params, scope: resolved }, (reads) => {
          const months = monthsUpTo(yesterday, EXAMPLE_CHART_MONTHS);
          reads.add([months[0]!, yesterday]);
          return exampleCharts(resolved, yesterday, input.days, months);
        });
      },
    }),
  ];

  async function exampleCharts(
    resolved: DataScope,
    yesterday: string,
    days: number,
    months: string[],
  ): Promise<ExampleCharts> {
    const visible = scopeFilter(resolved, accountScopeColumns);
    const from = addDays(yesterday, 1 - days);
    const [byDay, byMonth, spenders, topAccounts] = await Promise.all([
      app.reads
        .select({ period: accountDaily.day, product: adAccounts.product, fee: total(accountDaily.fee) })
        .from(accountDaily)
        .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
        .where(and(between(accountDaily.day, from, yesterday), visible))
        .groupBy(accountDaily.day, adAccounts.product),
      app.reads
        .select({ period: accountMonthly.month, product: adAccounts.product, fee: total(accountMonthly.fee) })
        .from(accountMonthly)
        .innerJoin(adAccounts, eq(adAccounts.id, accountMonthly.accountId))
        .where(and(between(accountMonthly.month, months[0]!, months.at(-1)!), visible))
        .groupBy(accountMonthly.month, adAccounts.product),
      app.reads
        .select({ month: accountMonthly.month, accounts: sql<number>`count(*)`.mapWith(Number) })
        .from(accountMonthly)
        .innerJoin(adAccounts, eq(adAccounts.id, accountMonthly.accountId))
        .where(
          and(
            between(accountMonthly.month, months[0]!, months.at(-1)!),
            sql`${accountMonthly.fee} > 0`,
            visible,
          ),
        )
        .groupBy(accountMonthly.month),
      app.reads
        .select({ accountId: adAccounts.id, name: adAccounts.name, fee: total(accountDaily.fee) })
        .from(accountDaily)
        .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
        .where(and(between(accountDaily.day, from, yesterday), visible))
        .groupBy(adAccounts.id, adAccounts.name)
        .having(sql`sum(${accountDaily.fee}) > 0`)
        .orderBy(desc(sum(accountDaily.fee)), adAccounts.id)
        .limit(EXAMPLE_CHART_ACCOUNTS),
    ]);
    const spent = new Map(spenders.map((s) => [s.month, s.accounts]));
    return {
      daily: byProduct(
        Array.from({ length: days }, (_, i) => addDays(from, i)),
        byDay,
      ).map(([day, fee]) => ({ day, fee })),
      monthly: byProduct(months, byMonth).map(([month, fee]) => ({
        month,
        fee,
        accounts: spent.get(month) ?? 0,
      })),
      topAccounts,
    };
  }
}

/** Each period's spend by product, every period listed, zero where a product spent nothing. */
function byProduct(periods: string[], rows: { period: string; product: string; fee: number }[]) {
  const table = new Map(periods.map((period) => [period, noSpend()]));
  for (const row of rows) {
    const fees = table.get(row.period);
    if (fees && (PRODUCTS as readonly string[]).includes(row.product))
      fees[row.product as Product] += row.fee;
  }
  return [...table];
}
