import { and, between, desc, eq, gte, sql, sum } from 'drizzle-orm';
import {
  HOME_TOP_CUSTOMERS,
  HOME_TREND_DAYS,
  type HomeCards,
  type HomeCharts,
} from '@adops/common/contract/dashboard';
import type { DataScope } from '@adops/common/scope';
import { AVERAGE_DAYS, LONGEST_ACTIVE_DAYS } from '@adops/common/thresholds';
import { readThresholds } from '../../db/thresholds';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/rows';
import {
  accountDaily,
  accountHourly,
  accountMonthly,
  adAccounts,
  balanceSnapshots,
  customers,
  departments,
} from '../../db/schema';
import { route } from '../../http/route';
import { scopeFilter } from '../../scope/dataScope';
import { addDays, monthElapsed, monthStart, shanghaiDay, shanghaiHour } from '../../time';
import { accountScopeColumns } from '../base/visibility';
import { teamTargets } from '../../targets/monthTargets';

const total = (column: Parameters<typeof sum>[0]) => sql<number>`coalesce(${sum(column)}, 0)`.mapWith(Number);

/** The Home page: cards and charts from the rollups and today's hours, within the caller's data scope. */
export function dashboardRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/zhImport/homeSearch',
      access: 'session',
      handler: async ({ scope }): Promise<HomeCards> => {
        const resolved = await scope();
        const now = app.clock.now();
        const today = shanghaiDay(now);
        const hour = shanghaiHour(now);
        return app.results.answer(
          { name: 'homeSearch', params: { today, hour }, scope: resolved },
          (reads) => {
            // The month so far, the days the active and low-balance counts may look back over (the longest
            // active window a setting takes), and today's hours.
            reads.add([addDays(today, -LONGEST_ACTIVE_DAYS), today]);
            return homeCards(resolved, today, hour);
          },
        );
      },
    }),

    route({
      method: 'GET',
      url: '/api/zhImport/getChart',
      access: 'session',
      handler: async ({ scope }): Promise<HomeCharts> => {
        const resolved = await scope();
        const yesterday = addDays(shanghaiDay(app.clock.now()), -1);
        return app.results.answer({ name: 'getChart', params: { yesterday }, scope: resolved }, (reads) => {
          reads.add([addDays(yesterday, 1 - HOME_TREND_DAYS), yesterday]);
          return homeCharts(resolved, yesterday);
        });
      },
    }),
  ];

  async function homeCards(resolved: DataScope, today: string, hour: number): Promise<HomeCards> {
    const visible = scopeFilter(resolved, accountScopeColumns);
    const yesterday = addDays(today, -1);
    const month = monthStart(today);
    const { activeDays, lowBalanceDays } = await readThresholds(app.reads);

    const hourly = (day: string, upTo: number) =>
      app.reads
        .select({ fee: total(accountHourly.fee) })
        .from(accountHourly)
        .innerJoin(adAccounts, eq(adAccounts.id, accountHourly.accountId))
        .where(and(eq(accountHourly.day, day), sql`${accountHourly.hour} <= ${upTo}`, visible));
    const [[todayFee], [yesterdaySameTime], [yesterdayDaily], [monthDaily], [active], [low], monthTarget] =
      await Promise.all([
        hourly(today, hour),
        hourly(yesterday, hour),
        app.reads
          .select({ fee: total(accountDaily.fee) })
          .from(accountDaily)
          .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
          .where(and(eq(accountDaily.day, yesterday), visible)),
        app.reads
          .select({ fee: total(accountMonthly.fee) })
          .from(accountMonthly)
          .innerJoin(adAccounts, eq(adAccounts.id, accountMonthly.accountId))
          .where(and(eq(accountMonthly.month, month), visible)),
        app.reads
          .select({ n: sql<number>`count(distinct ${accountDaily.accountId})`.mapWith(Number) })
          .from(accountDaily)
          .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
          .where(
            and(gte(accountDaily.day, addDays(today, -activeDays)), sql`${accountDaily.fee} > 0`, visible),
          ),
        queryRows<{ n: number }>(
          app.reads,
          sql`select count(*)::int as n from ${adAccounts}
                join lateral (select available from ${balanceSnapshots} b where b.account_id = ${adAccounts.id}
                              order by b.day desc limit 1) latest on true
                join (select account_id, sum(fee) / ${AVERAGE_DAYS}::numeric as average from ${accountDaily}
                      where day between ${addDays(today, -AVERAGE_DAYS)} and ${yesterday}
                      group by account_id) recent on recent.account_id = ${adAccounts.id}
                where recent.average > 0 and latest.available / recent.average < ${lowBalanceDays}
                  and ${visible ?? sql`true`}`,
        ),
        teamTargets(app.reads, month, resolved, null).then((found) => found.get(null) ?? null),
      ]);
    const elapsed = monthElapsed(today, today, hour);
    return {
      today,
      hour,
      todayFee: todayFee?.fee ?? 0,
      yesterdaySameTimeFee: yesterdaySameTime?.fee ?? 0,
      yesterdayFee: yesterdayDaily?.fee ?? 0,
      // The month's closed days come from the rollup; today's hours so far are added on top.
      monthFee: (monthDaily?.fee ?? 0) + (todayFee?.fee ?? 0),
      monthTarget,
      monthElapsed: Math.round(elapsed * 10_000) / 10_000,
      activeAccounts: active?.n ?? 0,
      lowBalanceAccounts: low?.n ?? 0,
      activeDays,
      lowBalanceDays,
    };
  }

  async function homeCharts(resolved: DataScope, yesterday: string): Promise<HomeCharts> {
    const visible = scopeFilter(resolved, accountScopeColumns);
    const from = addDays(yesterday, 1 - HOME_TREND_DAYS);
    const [trend, byDepartment, topCustomers] = await Promise.all([
      app.reads
        .select({ day: accountDaily.day, fee: total(accountDaily.fee) })
        .from(accountDaily)
        .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
        .where(and(between(accountDaily.day, from, yesterday), visible))
        .groupBy(accountDaily.day)
        .orderBy(accountDaily.day),
      app.reads
        .select({
          departmentId: adAccounts.departmentId,
          name: departments.name,
          fee: total(accountDaily.fee),
        })
        .from(accountDaily)
        .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
        .leftJoin(departments, eq(departments.id, adAccounts.departmentId))
        .where(and(eq(accountDaily.day, yesterday), visible))
        .groupBy(adAccounts.departmentId, departments.name)
        .orderBy(desc(sum(accountDaily.fee))),
      app.reads
        .select({ customerId: customers.id, name: customers.name, fee: total(accountDaily.fee) })
        .from(accountDaily)
        .innerJoin(adAccounts, eq(adAccounts.id, accountDaily.accountId))
        .innerJoin(customers, eq(customers.id, adAccounts.customerId))
        .where(and(eq(accountDaily.day, yesterday), visible))
        .groupBy(customers.id, customers.name)
        .orderBy(desc(sum(accountDaily.fee)))
        .limit(HOME_TOP_CUSTOMERS),
    ]);
    // Days without any spend still belong on the trend's axis.
    const byDay = new Map(trend.map((t) => [t.day, t.fee]));
    const days = Array.from({ length: HOME_TREND_DAYS }, (_, i) => addDays(from, i));
    return { trend: days.map((day) => ({ day, fee: byDay.get(day) ?? 0 })), byDepartment, topCustomers };
  }
}
