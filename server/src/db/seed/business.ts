import { sql } from 'drizzle-orm';
import type { Simulator, SimulatedAccount } from '../../connectors/platform/simulator';
import { DAILY_MEASURES, rebuildFromDailyFacts, rebuildHourSums } from '../../facts/writer';
import { addDays, shanghaiMidnight } from '../../time';
import { seedNotes } from './notes';
import { seedWorkbench } from './workbench';
import { bumpSequences, copyRows, csvChunks, withIndexesDeferred, type CsvValue } from '../bulk';
import type { BulkSession, Executor } from '../client';

/**
 * The agency's book from the simulator, written by COPY in one transaction: categories, customers, accounts
 * and plans, then the facts (daily, hourly, plan hours), balances and fund records with their indexes built
 * once at the end, then the rollups, first-spend days, statuses, targets and budgets computed in SQL.
 */

export interface BookDepth {
  /** Days of daily facts, fund records and balances back from yesterday. */
  dailyDays: number;
  /** Days of account hours, today included. */
  hourlyDays: number;
  /** Days of plan hours, today included. */
  planHourDays: number;
  /** Days of the notes' facts back from yesterday. */
  noteDays: number;
}

/** Who runs the book: operators by team (a group, or a VIP department without groups) and the sales team. */
export interface Teams {
  operators: { id: number; departmentId: number; groupId: number | null }[];
  salesIds: number[];
}

export type Progress = (step: string, rows: number) => void;

/** Brands running this many accounts or more are served by a VIP department. */
const VIP_BRAND_ACCOUNTS = 8;

const FACT_TABLES = ['account_daily', 'account_hourly', 'plan_hourly', 'balance_snapshots', 'fund_records'];

interface Team {
  departmentId: number;
  groupId: number | null;
  operatorIds: number[];
}

function teamsOf(operators: Teams['operators']) {
  const byKey = new Map<string, Team>();
  for (const o of operators) {
    const key = o.groupId === null ? `d${o.departmentId}` : `g${o.groupId}`;
    const team = byKey.get(key) ?? { departmentId: o.departmentId, groupId: o.groupId, operatorIds: [] };
    team.operatorIds.push(o.id);
    byKey.set(key, team);
  }
  const all = [...byKey.values()];
  return { groups: all.filter((t) => t.groupId !== null), vip: all.filter((t) => t.groupId === null) };
}

export async function seedBook(
  session: BulkSession,
  simulator: Simulator,
  /** The instant the simulator answers as of: when today's balances were read. */
  seededAt: Date,
  depth: BookDepth,
  people: Teams,
  progress: Progress,
): Promise<void> {
  const { db } = session;
  const today = simulator.today();
  const yesterday = addDays(today, -1);
  const firstDay = addDays(yesterday, -(depth.dailyDays - 1));
  const teams = teamsOf(people.operators);

  // Categories: industry → sub-industry, as the simulator files its brands.
  const categoryIds = new Map<string, number>();
  const categoryRows: CsvValue[][] = [];
  for (const brand of simulator.brands) {
    for (const [key, name, parent] of [
      [brand.industry, brand.industry, null],
      [`${brand.industry}/${brand.subIndustry}`, brand.subIndustry, brand.industry],
    ] as const) {
      if (categoryIds.has(key)) continue;
      const id = categoryIds.size + 1;
      categoryIds.set(key, id);
      categoryRows.push([id, name, parent === null ? null : categoryIds.get(parent)!, categoryRows.length]);
    }
  }
  await session.copyFrom('account_categories', ['id', 'name', 'parent_id', 'sort'], csvChunks(categoryRows));

  // Customers and their accounts: a brand is served by one team; its accounts go round the team's operators.
  const opened = simulator.accounts.filter((a) => a.openedOn <= today);
  const accountsOfBrand = new Map<number, SimulatedAccount[]>();
  for (const a of opened) accountsOfBrand.set(a.brand, [...(accountsOfBrand.get(a.brand) ?? []), a]);
  const customerRows: CsvValue[][] = [];
  const accountRows: CsvValue[][] = [];
  const accountIds = new Map<string, number>();
  for (const brand of simulator.brands) {
    const accounts = accountsOfBrand.get(brand.index) ?? [];
    const vip = accounts.length >= VIP_BRAND_ACCOUNTS && teams.vip.length > 0;
    const pool = vip ? teams.vip : teams.groups;
    const team = pool[brand.index % pool.length]!;
    const customerId = brand.index + 1;
    const category = categoryIds.get(`${brand.industry}/${brand.subIndustry}`)!;
    customerRows.push([
      customerId,
      brand.name,
      brand.name.slice(0, 6),
      category,
      brand.regionHint,
      people.salesIds[(brand.index * 3) % people.salesIds.length]!,
      team.departmentId,
      500 + (brand.index % 5) * 100,
      (brand.index % 4) * 100,
    ]);
    accounts.forEach((a, i) => {
      const id = accountIds.size + 1;
      accountIds.set(a.advertiserId, id);
      accountRows.push([
        id,
        a.advertiserId,
        a.name,
        customerId,
        team.operatorIds[(brand.index + i) % team.operatorIds.length]!,
        team.groupId,
        team.departmentId,
        category,
        a.product,
        a.status,
        a.openedOn,
        a.dailyBudget,
      ]);
    });
  }
  const customerColumns = ['id', 'name', 'short_name', 'category_id', 'region_code', 'sales_id'];
  await session.copyFrom(
    'customers',
    [...customerColumns, 'department_id', 'service_fee_rate', 'rebate_rate'],
    csvChunks(customerRows),
  );
  await session.copyFrom(
    'ad_accounts',
    [
      'id',
      'platform_id',
      'name',
      'customer_id',
      'operator_id',
      'group_id',
      'department_id',
      'category_id',
    ].concat(['product', 'status', 'opened_on', 'daily_budget']),
    csvChunks(accountRows),
  );
  progress('customers and accounts', customerRows.length + accountRows.length);

  const planIds = new Map<string, number>();
  const planRows: CsvValue[][] = [];
  for (const a of opened) {
    for (const plan of simulator.plans(a.advertiserId)) {
      const id = planIds.size + 1;
      planIds.set(plan.planId, id);
      planRows.push([
        id,
        accountIds.get(a.advertiserId)!,
        plan.planId,
        plan.name,
        plan.marketingTarget,
        plan.placement,
        plan.status,
        plan.budget,
      ]);
    }
  }
  await session.copyFrom(
    'campaign_plans',
    ['id', 'account_id', 'platform_plan_id', 'name', 'marketing_target', 'placement', 'status', 'budget'],
    csvChunks(planRows),
  );
  progress('campaign plans', planRows.length);

  const idOf = (a: SimulatedAccount) => accountIds.get(a.advertiserId)!;
  const since = (a: SimulatedAccount, day: string) => (a.openedOn > day ? a.openedOn : day);
  const recentDays = (count: number) =>
    Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));

  await withIndexesDeferred(db, FACT_TABLES, async () => {
    const daily = await copyRows(
      session,
      'account_daily',
      ['account_id', 'day', ...DAILY_MEASURES.map(([column]) => column)],
      (function* () {
        for (const a of opened) {
          for (const row of simulator.dailyRows(a.advertiserId, since(a, firstDay), yesterday)) {
            yield [idOf(a), row.day, ...DAILY_MEASURES.map(([, key]) => row[key])];
          }
        }
      })(),
    );
    progress('daily facts', daily);

    const hours = await copyRows(
      session,
      'account_hourly',
      ['account_id', 'day', 'hour', 'fee', 'impressions', 'clicks'],
      (function* () {
        // Account by account: the simulator keeps a bounded number of accounts' ledgers warm.
        for (const a of opened) {
          for (const day of recentDays(depth.hourlyDays)) {
            for (const h of simulator.hourlyRows(a.advertiserId, day)) {
              if (h.fee || h.impressions || h.clicks)
                yield [idOf(a), day, h.hour, h.fee, h.impressions, h.clicks];
            }
          }
        }
      })(),
    );
    progress('hourly facts', hours);

    const planHours = await copyRows(
      session,
      'plan_hourly',
      ['plan_id', 'day', 'hour', 'fee', 'impressions', 'clicks'],
      (function* () {
        for (const a of opened) {
          for (const day of recentDays(depth.planHourDays)) {
            for (const h of simulator.planHourlyRows(a.advertiserId, day)) {
              if (h.fee || h.impressions || h.clicks) {
                yield [planIds.get(h.planId)!, day, h.hour, h.fee, h.impressions, h.clicks];
              }
            }
          }
        }
      })(),
    );
    progress('plan hours', planHours);

    const balances = await copyRows(
      session,
      'balance_snapshots',
      ['account_id', 'day', 'cash', 'grant_balance', 'credit', 'frozen', 'total', 'available', 'read_at'],
      (function* () {
        for (const a of opened) {
          for (let day = since(a, firstDay); day <= today; day = addDays(day, 1)) {
            const b = simulator.balanceAt(a.advertiserId, day);
            // A closed day's balance is its end's; today's is as of now.
            const readAt = day < today ? shanghaiMidnight(addDays(day, 1)) : seededAt;
            yield [
              idOf(a),
              day,
              b.cash,
              b.grant,
              b.credit,
              b.frozen,
              b.total,
              b.available,
              readAt.toISOString(),
            ];
          }
        }
      })(),
    );
    progress('balances', balances);

    let fundId = 0;
    const funds = await copyRows(
      session,
      'fund_records',
      ['id', 'account_id', 'occurred_at', 'type', 'amount', 'balance_after', 'platform_record_id', 'remark'],
      (function* () {
        for (const a of opened) {
          for (const f of simulator.fundRows(a.advertiserId, since(a, firstDay), today)) {
            yield [++fundId, idOf(a), f.occurredAt, f.type, f.amount, f.balanceAfter, f.recordId, f.remark];
          }
        }
      })(),
    );
    progress('fund records', funds);
  });
  progress('indexes', 0);
  await seedNotes(session, simulator, opened, accountIds, depth.noteDays, progress);

  await rebuildFromDailyFacts(db);
  await rebuildHourSums(db);
  await setStatuses(db, today);
  await seedTargets(db);
  await seedWorkbench(db, today);
  await bumpSequences(db, [
    'account_categories',
    'customers',
    'ad_accounts',
    'campaign_plans',
    'fund_records',
  ]);
  progress('rollups, targets and budgets', 0);
  await clusterByDay(db);
  progress('facts ordered by day', 0);
}

/** Each fact table with the index on its day (or week, month) that reports range over. */
const BY_DAY = [
  ['account_daily', 'account_daily_day'],
  ['account_weekly', 'account_weekly_week'],
  ['account_monthly', 'account_monthly_month'],
  ['account_hourly', 'account_hourly_day'],
  ['plan_hourly', 'plan_hourly_day'],
  ['balance_snapshots', 'balance_snapshots_day'],
] as const;

/**
 * The load writes account by account, which scatters a day's rows over the whole table; a report reads a
 * range of days, so the tables are rewritten in day order (20 times fewer pages per day read), and the
 * planner is given the statistics of what was loaded.
 */
async function clusterByDay(db: Executor) {
  for (const [table, index] of BY_DAY) {
    await db.execute(sql`cluster ${sql.identifier(table)} using ${sql.identifier(index)}`);
  }
  await db.execute(sql`analyze`);
}

/** A customer whose accounts have not spent for 90 days is lost (流失), for 7 days paused (暂停). */
async function setStatuses(db: Executor, today: string) {
  await db.execute(sql`update customers c set status = case
      when last.day is null or last.day < ${addDays(today, -90)}::date then 'lost'
      when last.day < ${addDays(today, -7)}::date then 'paused'
      else 'active' end
    from (select c2.id, max(d.day) as day from customers c2
          left join ad_accounts a on a.customer_id = c2.id
          left join account_daily d on d.account_id = a.id and d.fee > 0
          group by c2.id) last
    where last.id = c.id`);
}

/**
 * Month targets for every scope, from the scope's spend the month before (as a plan is made) times a factor
 * of 0.95-1.30 that varies by scope and month, rounded to ¥1,000; quarter targets for the company, the
 * departments, groups and operators as the sum of their months; customer budgets alike.
 */
async function seedTargets(db: Executor) {
  const scopes = [
    ['company', 'null::int'],
    ['department', 'a.department_id'],
    ['group', 'a.group_id'],
    ['operator', 'a.operator_id'],
    ['customer', 'a.customer_id'],
  ] as const;
  for (const [scope, key] of scopes) {
    await db.execute(sql`insert into targets (scope, scope_id, period, period_start, amount)
      select ${scope}, key, 'month', (month + interval '1 month')::date, amount from (
        select key, month,
               round(fee * (0.95 + ((coalesce(key, 0) * 7919 + extract(month from month)::int * 104729) % 36) / 100.0)
                     / 100000) * 100000 as amount
        from (select ${sql.raw(key)} as key, m.month, sum(m.fee) as fee
              from account_monthly m join ad_accounts a on a.id = m.account_id
              where ${sql.raw(key)} is not null or ${scope} = 'company'
              group by 1, 2) spent
      ) planned where amount > 0`);
  }
  await db.execute(sql`insert into targets (scope, scope_id, period, period_start, amount)
    select scope, scope_id, 'quarter', date_trunc('quarter', period_start)::date, sum(amount)
    from targets where period = 'month' and scope in ('company', 'department', 'group', 'operator')
    group by scope, scope_id, date_trunc('quarter', period_start)`);
  await db.execute(sql`insert into customer_budgets (customer_id, month, budget)
    select scope_id, period_start, amount from targets where scope = 'customer' and period = 'month'`);
}
